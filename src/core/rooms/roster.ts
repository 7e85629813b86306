/**
 * A room's roster: who joined or left, and the room's name, as entries in one content-addressed
 * node whose label only holders of the room key can compute (PROTOCOL.md "Rooms"). Each entry is
 * sealed with a key from the room's secret (so only holders can read it or write one that opens)
 * and signed by the member it speaks for (so no holder can join, leave or rename for another).
 * Nobody can change or delete an entry; a reader keeps each member's newest one. The roster is a
 * sealed board (src/core/protocol/sealed-board.ts).
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
import { roomSecret } from './room-key.ts';
import type { RoomKeyPair } from '../conversations/message-types.ts';

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

/** The roster node: its soul is `meshtalk/v1/room/<label>#`. */
export type RosterKeys = BoardKeys;

export const rosterKeys = async (room: RoomKeyPair): Promise<RosterKeys> =>
  boardKeys(await roomSecret(room), ROSTER_PREFIX, INFO);

const KINDS: readonly string[] = ['join', 'leave', 'name'];

const rules = (room: string): BoardRules<RosterEntry> => ({
  signer: 'member',
  context: { room },
  parse: ({ kind, member, text }, at) =>
    typeof kind === 'string' &&
    KINDS.includes(kind) &&
    typeof member === 'string' &&
    typeof text === 'string' &&
    text.length <= MAX_TEXT_CHARS
      ? { kind: kind as RosterKind, member, text, at }
      : null,
});

export async function sealRosterEntry(
  room: RoomKeyPair,
  entry: RosterEntry,
  member: Pick<KeyPair, 'pub' | 'priv'>,
): Promise<string> {
  return sealBoardEntry(await rosterKeys(room), rules(room.pub), entry, member);
}

/**
 * The entry in `value`, or null unless it opens with the room's key at this node, is well formed,
 * carries its member's signature and is not dated more than `maxSkewMs` after `now`.
 */
export async function openRosterEntry(
  room: RoomKeyPair,
  value: string,
  clock: BoardClock,
): Promise<RosterEntry | null> {
  return openBoardEntry(await rosterKeys(room), rules(room.pub), value, clock);
}
