import { afterEach, describe, expect, it } from 'vitest';
import { openAtVersion, tableNames } from '../../../../test/store/schema.ts';
import { migrate } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

const insert = (sender: string, chat: string, msgId: string, content: string) =>
  `INSERT INTO messages (chatID, msgId, sender, type, content, timestamp)
   VALUES ('${chat}', '${msgId}', '${sender}', 'text', '${content}', 1)`;

describe('migration 0013 scoped ids and streams', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('keeps every message and its search entry, and scopes ids per chat and sender', async () => {
    db = await openAtVersion(12);
    await db.run(insert('ann', 'ann_me', 'm1', 'kept through the rebuild'));
    await db.run(
      `INSERT INTO chat_stream_cursors (chatID, peerPub, day, updatedAt) VALUES ('c', 'p', '20260101', 1)`,
    );
    expect(await migrate(db, { to: 13 })).toBe(13);
    expect(await db.all('SELECT msgId, sender, content FROM messages')).toEqual([
      { msgId: 'm1', sender: 'ann', content: 'kept through the rebuild' },
    ]);
    const hits = await db.all('SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?', [
      '"the rebuild"',
    ]);
    expect(hits).toHaveLength(1);
    // The same id from another sender, or in another chat, is another message.
    await db.run(insert('bob', 'ann_me', 'm1', 'same id, other sender'));
    await db.run(insert('ann', 'bob_me', 'm1', 'same id, other chat'));
    await expect(db.run(insert('ann', 'ann_me', 'm1', 'a real duplicate'))).rejects.toThrow();
    expect(await db.all('SELECT count(*) AS n FROM messages_fts')).toEqual([{ n: 3 }]);
    const tables = await tableNames(db);
    expect(tables).toContain('stream_cursors');
    expect(tables).not.toContain('chat_stream_cursors');
  });
});
