import { afterEach, describe, expect, it } from 'vitest';
import { queryPlan, tableNames } from '../../../../test/store/schema.ts';
import { migrate, schemaVersion } from '../migrate.ts';
import { openMemoryDatabase } from '../node-sqlite.ts';
import type { SqlDatabase } from '../sql.ts';

async function openAt(version: number): Promise<SqlDatabase> {
  const db = await openMemoryDatabase();
  await migrate(db, { to: version });
  return db;
}

const insert = (msgId: string, type: string, content: string | null, deleted = 0) =>
  `INSERT INTO messages (chatID, msgId, sender, type, content, timestamp, deleted)
   VALUES ('a_b', '${msgId}', 'a', '${type}', ${content === null ? 'NULL' : `'${content}'`}, 1, ${deleted})`;

const search = (db: SqlDatabase, text: string) =>
  db.all<{ rowid: number }>('SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?', [
    `"${text}"`,
  ]);

describe('migration 0008 chat streams', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('rebuilds messages keeping its rows and adds the chat stream tables', async () => {
    db = await openAt(7);
    await db.run(insert('m1', 'text', 'hello from before'));
    await db.run(
      "INSERT INTO messages (chatID, msgId, sender, content, timestamp, status) VALUES ('a_b', 'm2', 'a', 'x', 2, 'odd')",
    );
    const before = await tableNames(db);
    expect(await migrate(db, { to: 8 })).toBe(8);
    expect(await schemaVersion(db)).toBe(8);
    const added = (await tableNames(db)).filter((name) => !before.includes(name));
    expect(added).toEqual(
      expect.arrayContaining([
        'chat_deletions',
        'chat_file_chunks',
        'chat_stream_cursors',
        'messages_fts',
      ]),
    );
    expect(await db.all('SELECT msgId, content, status FROM messages ORDER BY id')).toEqual([
      { msgId: 'm1', content: 'hello from before', status: 'pending' },
      { msgId: 'm2', content: 'x', status: 'pending' },
    ]);
    expect(await search(db, 'from bef')).toHaveLength(1);
  });

  it('accepts pictures, refuses unknown types and statuses, keeps msgId unique', async () => {
    db = await openAt(8);
    await db.run(insert('p1', 'image', 'data:image/jpeg;base64,AAAA'));
    await expect(db.run(insert('v1', 'video', 'x'))).rejects.toThrow(/CHECK/);
    await expect(db.run(insert('p1', 'text', 'again'))).rejects.toThrow(/UNIQUE/);
    await expect(
      db.run(
        "INSERT INTO messages (chatID, msgId, sender, timestamp, status) VALUES ('a_b', 's', 'a', 1, 'lost')",
      ),
    ).rejects.toThrow(/CHECK/);
  });

  it('keeps the search index in step with text messages only', async () => {
    db = await openAt(8);
    await db.run(insert('t1', 'text', 'meet at the harbour'));
    await db.run(insert('i1', 'image', 'data:image/png;base64,harbour'));
    await db.run(insert('t2', 'text', 'gone harbour', 1));
    expect(await search(db, 'harbour')).toHaveLength(1);
    await db.run("UPDATE messages SET deleted = 1, content = NULL WHERE msgId = 't1'");
    expect(await search(db, 'harbour')).toHaveLength(0);
    await db.run(insert('t3', 'text', '在港口见面'));
    expect(await search(db, '港口见')).toHaveLength(1);
    await db.run("DELETE FROM messages WHERE msgId = 't3'");
    expect(await search(db, '港口见')).toHaveLength(0);
  });

  it('pages a chat backwards from a cursor through its index', async () => {
    db = await openAt(8);
    const plan = await queryPlan(
      db,
      `SELECT * FROM messages WHERE chatID = 'a_b' AND deleted = 0 AND (timestamp, id) < (5, 9)
       ORDER BY timestamp DESC, id DESC LIMIT 16`,
    );
    expect(plan).toContain('messages_chat_time');
    expect(plan).not.toContain('TEMP B-TREE');
  });
});
