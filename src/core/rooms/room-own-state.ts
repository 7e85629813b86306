/**
 * The rooms I am in follow my key to my other devices (PROTOCOL.md "Own state", kind `room`): an
 * item per room with its key pair, name and when I joined; leaving removes it, and my other
 * devices drop the room without a second leave notice.
 */
import type { OwnChange, OwnItemHandler } from '../own-state/own-state-service.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { roomKeyOf } from './room-key.ts';
import {
  applyMemberEntry,
  deleteRoomStatements,
  insertRoom,
  roomRow,
  roomRows,
  type RoomRow,
} from './room-store.ts';
import type { RoomKeyPair } from '../conversations/message-types.ts';

export const ROOM_ITEM = 'room';

interface RoomItemData {
  readonly pair: RoomKeyPair;
  readonly name: string;
  readonly createdAt: number;
  readonly joinedAt: number;
}

const dataOf = ({ pair, name, createdAt, joinedAt }: RoomItemData) => ({
  ...pair,
  name,
  createdAt,
  joinedAt,
});

export const roomJoined = (room: RoomItemData): OwnChange => ({
  kind: ROOM_ITEM,
  key: room.pair.pub,
  removed: false,
  data: dataOf(room),
});

export const roomLeft = (pub: string): OwnChange => ({ kind: ROOM_ITEM, key: pub, removed: true });

const fromRow = (row: RoomRow): RoomItemData => ({
  pair: JSON.parse(row.pair) as RoomKeyPair,
  name: row.name,
  createdAt: row.createdAt,
  joinedAt: row.joinedAt,
});

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

export function roomItemHandler(deps: {
  readonly db: SqlDatabase;
  readonly alias: () => string;
  /** Joined on another device: follow it here too. */
  readonly joined: (room: string) => Promise<void>;
  /** Left on another device: gone here too. */
  readonly left: (room: string) => void;
}): OwnItemHandler {
  const { db } = deps;
  return {
    async apply(me, item) {
      const known = await roomRow(db, item.key);
      if (item.removed) {
        if (!known) return { statements: [] };
        return { statements: deleteRoomStatements(item.key), after: () => deps.left(item.key) };
      }
      const data = item.data ?? {};
      const checked = await roomKeyOf(data);
      const { name, createdAt, joinedAt } = data;
      if (!checked.ok || checked.value.pub !== item.key) return null;
      if (typeof name !== 'string' || !isTime(createdAt) || !isTime(joinedAt)) return null;
      if (known) return { statements: [] };
      const entry = { kind: 'join', member: me, text: deps.alias(), at: joinedAt } as const;
      return {
        statements: [
          ...insertRoom(checked.value, name, createdAt, joinedAt),
          applyMemberEntry(item.key, entry),
        ],
        after: () => deps.joined(item.key),
      };
    },
    async local() {
      return (await roomRows(db)).map((row) => ({
        kind: ROOM_ITEM,
        key: row.pub,
        removed: false,
        at: row.joinedAt,
        data: dataOf(fromRow(row)),
      }));
    },
  };
}
