/**
 * A moment's talk: likes, comments, replies and forwards, each sealed for the moment's talk node
 * under its epoch secret (PROTOCOL.md "Moments", "Talk") and carried in its writer's own feed
 * stream. Only holders of that epoch's key name the node or open an entry, and each entry is signed
 * by the person it speaks for, so nobody likes or comments in another's name.
 */
import type { KeyPair } from '../crypto/sea.ts';
import {
  boardKeys,
  openBoardEntry,
  sealBoardEntry,
  type BoardClock,
  type BoardKeys,
  type BoardRules,
} from '../protocol/sealed-board.ts';
import { MOMENT_LIMITS } from './moment-types.ts';

export const TALK_PREFIX = 'meshtalk/v1/talk/';
const MAX_ID_CHARS = 128;
/** A talk node's name: the prefix, a 16-byte tag in base64url and `#`. */
const TALK_NODE_CHARS = TALK_PREFIX.length + 23;
/**
 * The longest sealed entry (a comment of 500 escaped characters pads to 8,192 bytes): anything
 * longer is junk, dropped before it is decrypted.
 */
export const MAX_TALK_VALUE_CHARS = 16_384;

export const isTalkNode = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.length === TALK_NODE_CHARS &&
  value.startsWith(TALK_PREFIX) &&
  value.endsWith('#');

export type TalkKind = 'like' | 'unlike' | 'comment' | 'uncomment' | 'forward';

export interface TalkEntry {
  readonly kind: TalkKind;
  /** Who the entry speaks for, who signed it. */
  readonly from: string;
  /** The comment's id (comment, uncomment) or the forward's id (forward); else empty. */
  readonly id: string;
  /** A comment's text; else empty. */
  readonly text: string;
  /** The id of the comment a reply answers; else empty. */
  readonly to: string;
  /** The writer's clock. */
  readonly at: number;
}

export interface MomentRef {
  readonly author: string;
  readonly id: string;
}

/** The talk node of one moment: `meshtalk/v1/talk/<label>#`, its name and associated data. */
export type TalkKeys = BoardKeys;

export const talkKeys = (
  epochSecret: CryptoKey,
  author: string,
  momentId: string,
): Promise<TalkKeys> => boardKeys(epochSecret, TALK_PREFIX, `${TALK_PREFIX}${author}/${momentId}`);

const KINDS: readonly string[] = ['like', 'unlike', 'comment', 'uncomment', 'forward'];

const isId = (value: string) => value.length > 0 && value.length <= MAX_ID_CHARS;

/** Whether the entry has its kind's shape (the table in PROTOCOL.md "Talk"). */
export function isWellFormedTalk(entry: TalkEntry): boolean {
  const { kind, id, text, to } = entry;
  switch (kind) {
    case 'like':
    case 'unlike':
      return id === '' && text === '' && to === '';
    case 'comment':
      return (
        isId(id) &&
        text.trim().length > 0 &&
        text.length <= MOMENT_LIMITS.maxCommentChars &&
        (to === '' || isId(to))
      );
    case 'uncomment':
    case 'forward':
      return isId(id) && text === '' && to === '';
    default:
      return false;
  }
}

/** Whether the reader takes an entry from its writer at all: asked before its signature is checked. */
export type TalkAdmission = (entry: TalkEntry) => boolean;

const rules = (moment: MomentRef, admits: TalkAdmission = () => true): BoardRules<TalkEntry> => ({
  signer: 'from',
  context: { moment: `${moment.author}/${moment.id}` },
  parse: ({ kind, from, id, text, to }, at) => {
    if (
      typeof kind !== 'string' ||
      !KINDS.includes(kind) ||
      typeof from !== 'string' ||
      typeof id !== 'string' ||
      typeof text !== 'string' ||
      typeof to !== 'string'
    )
      return null;
    const entry: TalkEntry = { kind: kind as TalkKind, from, id, text, to, at };
    return isWellFormedTalk(entry) && admits(entry) ? entry : null;
  },
});

/** The entry sealed for the moment's talk node; throws for a malformed entry or another's name. */
export async function sealTalkEntry(
  keys: TalkKeys,
  moment: MomentRef,
  entry: TalkEntry,
  signer: Pick<KeyPair, 'pub' | 'priv'>,
): Promise<string> {
  if (!isWellFormedTalk(entry)) throw new Error(`a malformed ${entry.kind} entry`);
  const { kind, from, id, text, to, at } = entry;
  return sealBoardEntry(keys, rules(moment), { kind, from, id, text, to, at }, signer);
}

/**
 * The entry in `value`, or null unless it opens at the moment's talk node, has its kind's shape,
 * is one `admits` takes (checked first: a signature check costs more), carries `from`'s
 * signature for this moment and is dated at most `maxSkewMs` after `now`.
 */
export function openTalkEntry(
  keys: TalkKeys,
  moment: MomentRef,
  value: unknown,
  clock: BoardClock,
  admits?: TalkAdmission,
): Promise<TalkEntry | null> {
  return openBoardEntry(keys, rules(moment, admits), value, clock);
}
