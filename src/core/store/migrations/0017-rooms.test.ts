import { afterEach, describe, expect, it } from 'vitest';
import { openAtVersion } from '../../../../test/store/schema.ts';
import { migrate } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0017 rooms', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('keeps every message and its search entry, takes the room kinds, and puts the queue in lanes', async () => {
    db = await openAtVersion(16);
    await db.run(
      `INSERT INTO messages (chatID, msgId, sender, type, content, timestamp)
       VALUES ('a_b', 'm1', 'a', 'text', 'harbour lantern', 1), ('a_b', 'm2', 'b', 'image', 'x', 2)`,
    );
    await db.run(
      `INSERT INTO message_queue (id, chatId, networkMsg, nextRetryTime, createdAt)
       VALUES ('m1', 'a_b', '{}', 0, 0)`,
    );
    const before = await db.all('SELECT id, msgId, type, content FROM messages ORDER BY id');

    expect(await migrate(db, { to: 17 })).toBe(17);
    expect(await db.all('SELECT id, msgId, type, content FROM messages ORDER BY id')).toEqual(
      before,
    );
    // The search index still finds the old message by its rowid, and follows new ones.
    const found = (word: string) =>
      db.all<{ msgId: string }>(
        `SELECT m.msgId FROM messages_fts f JOIN messages m ON m.id = f.rowid
         WHERE messages_fts MATCH ?`,
        [word],
      );
    expect(await found('lantern')).toEqual([{ msgId: 'm1' }]);
    await db.run(
      `INSERT INTO messages (chatID, msgId, sender, type, content, timestamp)
       VALUES ('room:r', 'm3', 'c', 'leave', NULL, 3), ('a_b', 'm4', 'a', 'room-invite', '{}', 4),
              ('room:r', 'm5', 'c', 'text', 'orbit marble', 5)`,
    );
    expect(await found('orbit')).toEqual([{ msgId: 'm5' }]);
    await expect(
      db.run(
        `INSERT INTO messages (chatID, msgId, sender, type, content, timestamp)
         VALUES ('a_b', 'm6', 'a', 'sticker', 'x', 6)`,
      ),
    ).rejects.toThrow();

    expect(await db.all('SELECT id, lane FROM message_queue')).toEqual([
      { id: 'm1', lane: 'chat' },
    ]);
    await db.run(
      `INSERT INTO groups (group_pub, name, key_pair_json, created_at) VALUES ('r', 'Team', '{}', 1)`,
    );
    expect(
      await db.all('SELECT joined_at, name_at, cleared_before FROM groups WHERE group_pub = ?', [
        'r',
      ]),
    ).toEqual([{ joined_at: 0, name_at: 0, cleared_before: 0 }]);
  });
});
