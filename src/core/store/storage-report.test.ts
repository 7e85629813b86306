import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_RECORD_TABLES } from '../chat/clear-chat-records.ts';
import { openMemoryDatabase } from './node-sqlite.ts';
import type { SqlDatabase } from './sql.ts';
import { clearClearableGroups, clearTableGroup, storageReport } from './storage-report.ts';
import { TABLE_GROUPS, isInternalTable, type TableGroupId } from './table-groups.ts';

const SEED = [
  "INSERT INTO users (pubKey, alias, encryptedKeyPair, createdAt) VALUES ('me', 'Me', 'sealed', 1)",
  "INSERT INTO buddies (userPub, buddyPub, timestamp) VALUES ('me', 'bob', 1)",
  "INSERT INTO blacklist (pub) VALUES ('eve')",
  "INSERT INTO messages (chatID, msgId, sender, content, timestamp) VALUES ('bob_me', 'm1', 'me', 'hi', 1)",
  "INSERT INTO messages (chatID, msgId, sender, content, timestamp) VALUES ('bob_me', 'm2', 'bob', 'yo', 2)",
  "INSERT INTO chat_previews (pub, lastMsg, lastTime) VALUES ('bob', 'yo', 2)",
  "INSERT INTO message_queue (id, chatId, networkMsg, nextRetryTime, createdAt) VALUES ('m1', 'bob_me', '{}', 1, 1)",
  "INSERT INTO groups (group_pub, name, key_pair_json, created_at) VALUES ('g', 'Room', '{}', 1)",
  "INSERT INTO network_peers (url) VALUES ('http://relay.example/gun')",
  "INSERT INTO gun_nodes (key, value, timestamp) VALUES ('n1', 'v', 1), ('n2', 'v', 1)",
];

const totalOf = async (db: SqlDatabase, id: TableGroupId) =>
  (await storageReport(db)).groups.find((group) => group.id === id)?.total;

describe('table groups', () => {
  it('place every table of the schema in exactly one group', async () => {
    const db = await openMemoryDatabase({ migrate: true });
    const rows = await db.all<{ name: string }>(
      "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name",
    );
    await db.close();
    const grouped = TABLE_GROUPS.flatMap((group) => group.tables);
    expect(new Set(grouped).size).toBe(grouped.length);
    const schema = rows.map((row) => row.name).filter((name) => !isInternalTable(name));
    expect([...grouped].sort()).toEqual(schema);
  });

  it('make the chats group exactly what "clear chat records" empties', () => {
    const chats = TABLE_GROUPS.find((group) => group.id === 'chats');
    expect(chats?.tables).toEqual(CHAT_RECORD_TABLES);
    expect(chats?.clear).toBe('chats');
  });

  it('never offer to clear the account, contacts, rooms, moments or settings', () => {
    const clearable = TABLE_GROUPS.filter((group) => group.clear).map((group) => group.id);
    expect(clearable).toEqual(['chats', 'network']);
  });
});

describe('storageReport and clearing', () => {
  let db: SqlDatabase;
  beforeEach(async () => {
    db = await openMemoryDatabase({ migrate: true });
    await db.batch(SEED.map((sql) => ({ sql })));
  });
  afterEach(() => db.close());

  it('counts records per table, per group, and as user and chat data', async () => {
    const report = await storageReport(db);
    const chats = report.groups.find((group) => group.id === 'chats');
    expect(chats?.tables.find((table) => table.name === 'messages')?.count).toBe(2);
    expect(chats?.total).toBe(4);
    expect(await totalOf(db, 'contacts')).toBe(2);
    expect(report.userData).toBe(3);
    expect(report.chatData).toBe(5);
    expect(report.total).toBe(11);
    expect(report.clearable).toBe(6);
  });

  it('follows new records', async () => {
    await db.run(
      "INSERT INTO messages (chatID, msgId, sender, content, timestamp) VALUES ('bob_me', 'm3', 'me', 'more', 3)",
    );
    expect((await storageReport(db)).chatData).toBe(6);
  });

  it('clears the network cache alone and keeps everything else', async () => {
    expect(await clearTableGroup(db, 'network')).toEqual({ ok: true, value: undefined });
    const report = await storageReport(db);
    expect(await totalOf(db, 'network')).toBe(0);
    expect(report.total).toBe(9);
  });

  it('clears chats through "clear chat records" (or the function given) and keeps the rest', async () => {
    let calls = 0;
    const custom = await clearTableGroup(db, 'chats', {
      clearChats: () => {
        calls++;
        return Promise.resolve();
      },
    });
    expect(custom.ok && calls).toBe(1);
    expect(await totalOf(db, 'chats')).toBe(4);
    await clearTableGroup(db, 'chats');
    expect(await totalOf(db, 'chats')).toBe(0);
    expect(await totalOf(db, 'account')).toBe(1);
    expect(await totalOf(db, 'rooms')).toBe(1);
  });

  it('refuses groups whose loss would break the account', async () => {
    for (const id of ['account', 'contacts', 'rooms', 'moments', 'ai', 'settings'] as const) {
      expect(await clearTableGroup(db, id)).toEqual({ ok: false, error: 'not-clearable' });
    }
    expect((await storageReport(db)).total).toBe(11);
  });

  it('clears a group in one transaction: a failing delete leaves every record', async () => {
    await db.run(
      `CREATE TRIGGER keep_nodes BEFORE DELETE ON gun_nodes
       WHEN old.key = 'n2' BEGIN SELECT RAISE(ABORT, 'node locked'); END`,
    );
    await expect(clearTableGroup(db, 'network')).rejects.toThrow(/node locked/);
    expect(await totalOf(db, 'network')).toBe(2);
  });

  it('"clear database" empties every clearable group and nothing else', async () => {
    await clearClearableGroups(db);
    const report = await storageReport(db);
    expect(report.clearable).toBe(0);
    expect(report.total).toBe(5);
  });
});
