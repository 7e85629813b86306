/**
 * The contacts' items of my own state (PROTOCOL.md "Own state"): friends, the blacklist, remarks
 * and dismissed friend requests, as every device of mine shares them.
 */
import { isPublicKey } from '../crypto/sea-keys.ts';
import type { CanonicalRecord } from '../protocol/canonical.ts';
import type { OwnChange } from '../own-state/own-item.ts';

export const OwnKind = {
  /** key: the friend's pub; data: what a friend row needs. */
  friend: 'friend',
  /** key: the blocked pub; a removal is an unblock. */
  block: 'block',
  /** key: the friend's pub; data: `{remark, remarkInfo}`. */
  remark: 'remark',
  /** key: `<fromPub>/<letterId>` of a friend request that left the list (answered or dropped). */
  letter: 'letter',
} as const;

/** A friend's picture is carried only when small (a generated one); larger ones come from their card. */
const MAX_ITEM_AVATAR_CHARS = 2_048;

export interface FriendItem {
  readonly pub: string;
  readonly epub: string | null;
  readonly alias: string;
  readonly avatar: string;
  readonly since: number;
  readonly addedByMe: boolean;
}

export interface Remark {
  readonly remark: string;
  readonly remarkInfo: string;
}

export const friendAdded = (friend: FriendItem): OwnChange => ({
  kind: OwnKind.friend,
  key: friend.pub,
  removed: false,
  data: friendData(friend),
});

export function friendData(friend: Omit<FriendItem, 'pub'>): CanonicalRecord {
  const { epub, alias, since, addedByMe } = friend;
  const avatar = friend.avatar.length <= MAX_ITEM_AVATAR_CHARS ? friend.avatar : '';
  return { epub, alias, avatar, since, addedByMe };
}

export const removal = (kind: string, key: string): OwnChange => ({ kind, key, removed: true });

export const blocked = (pub: string): OwnChange => ({
  kind: OwnKind.block,
  key: pub,
  removed: false,
  data: {},
});

export const remarkSet = (pub: string, remark: Remark): OwnChange => ({
  kind: OwnKind.remark,
  key: pub,
  removed: false,
  data: { remark: remark.remark, remarkInfo: remark.remarkInfo },
});

export const requestKey = (fromPub: string, letterId: string): string => `${fromPub}/${letterId}`;

export const requestDismissed = (fromPub: string, letterId: string): OwnChange => ({
  kind: OwnKind.letter,
  key: requestKey(fromPub, letterId),
  removed: false,
  data: {},
});

/** What removing a friend changes: the friendship, and their remark when there was one. */
export const friendRemoved = (friend: { pub: string } & Remark): OwnChange[] => [
  removal(OwnKind.friend, friend.pub),
  ...(friend.remark || friend.remarkInfo ? [removal(OwnKind.remark, friend.pub)] : []),
];

// ---- reading items back ---------------------------------------------------------------------

const text = (value: unknown): value is string => typeof value === 'string';

export function parseFriendData(pub: string, data: CanonicalRecord): FriendItem | null {
  const { epub, alias, avatar, since, addedByMe } = data;
  if (epub !== null && !isPublicKey(epub)) return null;
  if (!text(alias) || typeof avatar !== 'string' || avatar.length > MAX_ITEM_AVATAR_CHARS) {
    return null;
  }
  if (typeof since !== 'number' || !Number.isSafeInteger(since) || typeof addedByMe !== 'boolean') {
    return null;
  }
  return { pub, epub, alias, avatar, since, addedByMe };
}

export function parseRemark(data: CanonicalRecord): Remark | null {
  const { remark, remarkInfo } = data;
  return text(remark) && text(remarkInfo) ? { remark, remarkInfo } : null;
}

/** The sender and letter id of a `letter` key, or null. */
export function parseRequestKey(key: string): { fromPub: string; letterId: string } | null {
  const slash = key.indexOf('/');
  const fromPub = key.slice(0, slash);
  const letterId = key.slice(slash + 1);
  return slash > 0 && isPublicKey(fromPub) && letterId !== '' ? { fromPub, letterId } : null;
}
