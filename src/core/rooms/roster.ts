/**
 * A room's roster: who joined or left, and the room's name, as entries in one content-addressed
 * node whose label only holders of the room key can compute (PROTOCOL.md "Rooms"). Each entry is
 * sealed with a key from the room's secret (so only holders can read it or write one that opens)
 * and signed by the member it speaks for (so no holder can join, leave or rename for another).
 * Nobody can change or delete an entry; a reader keeps each member's newest one.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { encryptText, decryptText } from '../protocol/aead.ts';
import { deriveAesKey, deriveTag } from '../protocol/key-agreement.ts';
import { padJson } from '../protocol/padding.ts';
import { signFields, verifyFields } from '../protocol/signature.ts';
import { jsonObject } from '../util/json.ts';
import { roomSecret } from './room-key.ts';
import type { RoomKeyPair } from './room-types.ts';

export const ROSTER_PREFIX = 'meshtalk/v1/room/';
const INFO = 'meshtalk/v1/room/roster';
/** Aliases and names longer than this are not believed. */
const MAX_TEXT_CHARS = 100;

export type RosterKind = 'join' | 'leave' | 'name';

export interface RosterEntry {
  readonly kind: RosterKind;
  /** The member the entry speaks for, who signed it. */
  readonly member: string;
  /** The member's alias (join, leave) or the room's new name (name). */
  readonly text: string;
  /** The member's clock; the newest entry of each member (and of the name) wins. */
  readonly at: number;
}

export interface RosterKeys {
  /** The node's soul: `meshtalk/v1/room/<label>#`. */
  readonly soul: string;
  readonly key: CryptoKey;
}

const cache = new Map<string, Promise<RosterKeys>>();

export function rosterKeys(room: RoomKeyPair): Promise<RosterKeys> {
  let keys = cache.get(room.pub);
  if (!keys) {
    keys = roomSecret(room).then(async (secret) => ({
      soul: `${ROSTER_PREFIX}${await deriveTag(secret, INFO)}#`,
      key: await deriveAesKey(secret, `${INFO}/key`),
    }));
    keys.catch(() => cache.delete(room.pub));
    cache.set(room.pub, keys);
  }
  return keys;
}

const signedFields = (room: string, entry: RosterEntry) => ({ room, ...entry });

export async function sealRosterEntry(
  room: RoomKeyPair,
  entry: RosterEntry,
  member: Pick<KeyPair, 'pub' | 'priv'>,
): Promise<string> {
  if (entry.member !== member.pub) throw new Error('a roster entry is signed by its member');
  const keys = await rosterKeys(room);
  const sig = await signFields(signedFields(room.pub, entry), member);
  return encryptText(keys.key, padJson(JSON.stringify({ ...entry, sig })), keys.soul);
}

const KINDS: readonly string[] = ['join', 'leave', 'name'];

/**
 * The entry in `value`, or null unless it opens with the room's key at this node, is well formed,
 * carries its member's signature and is not dated more than `maxSkewMs` after `now`.
 */
export async function openRosterEntry(
  room: RoomKeyPair,
  value: string,
  clock: { readonly now: number; readonly maxSkewMs: number },
): Promise<RosterEntry | null> {
  const keys = await rosterKeys(room);
  const fields = jsonObject(await decryptText(keys.key, value, keys.soul));
  if (!fields) return null;
  const { kind, member, text, at, sig } = fields;
  if (
    typeof kind !== 'string' ||
    !KINDS.includes(kind) ||
    typeof member !== 'string' ||
    typeof text !== 'string' ||
    text.length > MAX_TEXT_CHARS ||
    typeof at !== 'number' ||
    !Number.isSafeInteger(at) ||
    at > clock.now + clock.maxSkewMs
  )
    return null;
  const entry: RosterEntry = { kind: kind as RosterKind, member, text, at };
  return (await verifyFields(signedFields(room.pub, entry), sig, member)) ? entry : null;
}
