import { afterEach, describe, expect, it } from 'vitest';
import { indexNames, openAtVersion, queryPlan, tableNames } from '../../../../test/store/schema.ts';
import { migrate, schemaVersion } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0002 messages', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('adds the message tables on top of version 1', async () => {
    db = await openAtVersion(1);
    const before = await tableNames(db);
    expect(await migrate(db, { to: 2 })).toBe(2);
    expect(await schemaVersion(db)).toBe(2);
    const added = (await tableNames(db)).filter((name) => !before.includes(name));
    expect(added).toEqual([
      'chat_indexes',
      'chat_previews',
      'files',
      'message_receipts',
      'messages',
    ]);
    expect(await indexNames(db, 'messages')).toEqual(['messages_chat_time']);
  });

  it('defaults a new message to pending, not deleted, not sent', async () => {
    db = await openAtVersion(2);
    await db.run(
      "INSERT INTO messages (chatID, msgId, sender, content, timestamp) VALUES ('a_b', 'm1', 'a', 'hi', 5)",
    );
    expect(await db.all('SELECT type, status, deleted, isSending, sent FROM messages')).toEqual([
      { type: 'text', status: 'pending', deleted: 0, isSending: 0, sent: 0 },
    ]);
  });

  it('keeps msgId unique and pages a chat through its index', async () => {
    db = await openAtVersion(2);
    const insert =
      "INSERT INTO messages (chatID, msgId, sender, timestamp) VALUES ('a_b', 'm1', 'a', 1)";
    await db.run(insert);
    await expect(db.run(insert)).rejects.toThrow(/UNIQUE/);
    const plan = await queryPlan(
      db,
      "SELECT * FROM messages WHERE chatID = 'a_b' ORDER BY timestamp DESC LIMIT 20",
    );
    expect(plan).toContain('messages_chat_time');
  });

  it('is applied once however often migrate runs', async () => {
    db = await openAtVersion(2);
    expect(await migrate(db, { to: 2 })).toBe(2);
    expect(await schemaVersion(db)).toBe(2);
  });
});
