import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { TABLE_GROUPS } from '../store/table-groups.ts';
import { CHAT_RECORD_TABLES, clearChatRecords } from './clear-chat-records.ts';

const SEED = [
  "INSERT INTO users (pubKey, alias, encryptedKeyPair, createdAt) VALUES ('me', 'Me', 'sealed', 1)",
  "INSERT INTO credentials (key, value) VALUES ('k', 'v')",
  "INSERT INTO buddies (userPub, buddyPub, timestamp) VALUES ('me', 'bob', 1)",
  "INSERT INTO friend_remarks (userPub, friendPub, remark) VALUES ('me', 'bob', 'B')",
  "INSERT INTO epubs (pub, epub) VALUES ('bob', 'bob-epub')",
  "INSERT INTO blacklist (pub) VALUES ('eve')",
  "INSERT INTO sent_requests (fromPub, toPub, timestamp) VALUES ('me', 'carol', 1)",
  'INSERT INTO requests_viewed (id, viewed) VALUES (1, 1)',
  "INSERT INTO deactivated_accounts (pub_key) VALUES ('old')",
  "INSERT INTO groups (group_pub, name, key_pair_json, created_at) VALUES ('g', 'Room', '{}', 1)",
  "INSERT INTO group_members (group_pub, member_pub) VALUES ('g', 'me')",
  "INSERT INTO ai_settings (key, value) VALUES ('model', 'x')",
  "INSERT INTO network_peers (url) VALUES ('http://relay.example/gun')",
  "INSERT INTO gun_nodes (key, value, timestamp) VALUES ('n', 'v', 1)",
  "INSERT INTO modal_states (userPub, currentComponent) VALUES ('me', 'none')",
  "INSERT INTO messages (chatID, msgId, sender, content, timestamp) VALUES ('bob_me', 'm1', 'me', 'hi', 1)",
  "INSERT INTO message_receipts (chatID, fromPub, originalMsgId, receiptTimestamp) VALUES ('bob_me', 'bob', 'm1', 2)",
  "INSERT INTO chat_previews (pub, lastMsg, lastTime) VALUES ('bob', 'hi', 1)",
  "INSERT INTO chat_indexes (chatID, messageCount) VALUES ('bob_me', 1)",
  "INSERT INTO files (fileId, chatID, sender, timestamp) VALUES ('f1', 'bob_me', 'me', 1)",
  "INSERT INTO chat_file_chunks (fileId, idx, data) VALUES ('f1', 0, 'AA')",
  "INSERT INTO message_queue (id, chatId, networkMsg, nextRetryTime, createdAt) VALUES ('m1', 'bob_me', '{}', 1, 1)",
];

/** The seeded tables that must survive clearing chats: identity, contacts, groups and settings. */
const KEPT_TABLES = SEED.map((sql) => /^INSERT INTO (\w+)/.exec(sql)?.[1] ?? '').filter(
  (table) => !(CHAT_RECORD_TABLES as readonly string[]).includes(table),
);

async function count(db: SqlDatabase, table: string): Promise<number> {
  const rows = await db.all<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
  return rows[0]?.n ?? -1;
}

async function counts(db: SqlDatabase, tables: readonly string[]): Promise<Record<string, number>> {
  const entries = await Promise.all(tables.map(async (t) => [t, await count(db, t)] as const));
  return Object.fromEntries(entries);
}

const each = (tables: readonly string[], n: number) =>
  Object.fromEntries(tables.map((table) => [table, n]));

describe('clearChatRecords', () => {
  let db: SqlDatabase;
  beforeEach(async () => {
    db = await openMemoryDatabase({ migrate: true });
    await db.batch(SEED.map((sql) => ({ sql })));
  });
  afterEach(() => db.close());

  it('empties every chat table and keeps contacts, groups, account and settings', async () => {
    expect(await counts(db, CHAT_RECORD_TABLES)).toEqual(each(CHAT_RECORD_TABLES, 1));
    await clearChatRecords(db);
    expect(await counts(db, CHAT_RECORD_TABLES)).toEqual(each(CHAT_RECORD_TABLES, 0));
    expect(await counts(db, KEPT_TABLES)).toEqual(each(KEPT_TABLES, 1));
  });

  it('keeps the moments and their talk that still wait in the outbox', async () => {
    await db.run(
      `INSERT INTO message_queue (id, chatId, networkMsg, nextRetryTime, createdAt, lane)
       VALUES ('p1', 'feed', '{}', 1, 1, 'moment'), ('t1', 'a/m', '{}', 1, 1, 'talk'),
         ('r1', 'room', '{}', 1, 1, 'room')`,
    );
    await clearChatRecords(db);
    const left = await db.all<{ id: string }>('SELECT id FROM message_queue ORDER BY id');
    expect(left.map((row) => row.id)).toEqual(['p1', 't1']);
  });

  it('is harmless when there is nothing to clear', async () => {
    await clearChatRecords(db);
    await clearChatRecords(db);
    expect(await counts(db, CHAT_RECORD_TABLES)).toEqual(each(CHAT_RECORD_TABLES, 0));
  });

  it('keeps every table the storage groups place outside the chats', () => {
    // The one classification of the schema's tables (table-groups.ts, checked against the
    // migrations) puts the seeded survivors outside the chats group.
    const outside = TABLE_GROUPS.filter((group) => group.id !== 'chats').flatMap((g) => g.tables);
    expect(KEPT_TABLES.filter((table) => !outside.includes(table))).toEqual([]);
  });

  it('runs as one transaction: a failing step leaves every record in place', async () => {
    // A trigger makes the last delete fail; the earlier deletes must roll back with it.
    await db.run(
      `CREATE TRIGGER keep_queue BEFORE DELETE ON message_queue
       BEGIN SELECT RAISE(ABORT, 'queue locked'); END`,
    );
    await expect(clearChatRecords(db)).rejects.toThrow(/queue locked/);
    expect(await counts(db, CHAT_RECORD_TABLES)).toEqual(each(CHAT_RECORD_TABLES, 1));
  });
});
