import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { applyMemberEntry, insertRoom, memberRows } from './room-store.ts';

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
});
