import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { roomMatches } from './room-types.ts';
import { applyMemberEntry, insertRoom, memberRows, roomPreviewRows } from './room-store.ts';

const room = { pub: 'room-pub', priv: 'p', epub: 'e', epriv: 'ep' };

describe('room members in the store', () => {
  let db: SqlDatabase;
  beforeEach(async () => {
    db = await openMemoryDatabase({ migrate: true });
  });
  afterEach(() => db.close());

  it('keeps each member’s newest entry: a replayed older one changes nothing', async () => {
    await db.batch(insertRoom(room, 'Room', 1, 1));
    const entry = (kind: 'join' | 'leave', at: number) =>
      applyMemberEntry(room.pub, { kind, member: 'bob', text: kind === 'join' ? 'Bob' : '', at });
    await db.batch([entry('join', 10), entry('leave', 20), entry('join', 15)]);
    expect(await memberRows(db, room.pub)).toEqual([
      { pub: 'bob', alias: 'Bob', joinedAt: 10, leftAt: 20 },
    ]);
  });

  it('takes no entry for a room that is gone, and does not fail', async () => {
    const entry = { kind: 'join', member: 'bob', text: 'Bob', at: 10 } as const;
    await expect(db.batch([applyMemberEntry('gone', entry)])).resolves.not.toThrow();
    expect(await memberRows(db, 'gone')).toEqual([]);
  });

  it('previews each room: no message yet until its preview row has one', async () => {
    await db.batch(insertRoom(room, 'Room', 1, 5));
    expect(await roomPreviewRows(db)).toEqual([{ pub: room.pub, lastMsg: null, lastTime: 5 }]);
    await db.run('UPDATE chat_previews SET lastMsg = ?, lastTime = ? WHERE pub = ?', [
      'hello',
      9,
      room.pub,
    ]);
    expect(await roomPreviewRows(db)).toEqual([{ pub: room.pub, lastMsg: 'hello', lastTime: 9 }]);
  });
});

describe("the room lists' search", () => {
  it('finds a room by part of its name or of its key, in any letter case', () => {
    const trail = { name: 'Trail', pub: 'AbC_12.xyz' };
    expect(roomMatches(trail, '')).toBe(true);
    expect(roomMatches(trail, ' tra ')).toBe(true);
    expect(roomMatches(trail, 'c_12')).toBe(true);
    expect(roomMatches(trail, 'zzz')).toBe(false);
  });
});
