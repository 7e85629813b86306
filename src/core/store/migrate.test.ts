import { afterEach, describe, expect, it } from 'vitest';
import { columnNames, tableNames } from '../../../test/store/schema.ts';
import { DatabaseError } from './errors.ts';
import { migrate, schemaVersion, SCHEMA_VERSION } from './migrate.ts';
import { migrations } from './migrations/index.ts';
import { openMemoryDatabase } from './node-sqlite.ts';
import type { SqlDatabase } from './sql.ts';

/** The spec's local database is schema version 5; later migrations add Meshtalk's own tables. */
const SPEC_SCHEMA_VERSION = 5;

const SPEC_TABLES = [
  'ai_settings',
  'blacklist',
  'buddies',
  'chat_indexes',
  'chat_previews',
  'credentials',
  'deactivated_accounts',
  'epubs',
  'files',
  'friend_remarks',
  'group_members',
  'group_messages',
  'group_previews',
  'groups',
  'gun_nodes',
  'message_queue',
  'message_receipts',
  'messages',
  'modal_states',
  'network_peers',
  'requests_viewed',
  'sent_requests',
  'users',
];

describe('migrate', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it("reaches the spec's schema version 5 with exactly the spec's tables", async () => {
    db = await openMemoryDatabase();
    expect(await migrate(db, { to: SPEC_SCHEMA_VERSION })).toBe(SPEC_SCHEMA_VERSION);
    expect(await tableNames(db)).toEqual(SPEC_TABLES);
    expect(await columnNames(db, 'users')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/priv/i)]),
    );
  });

  it('continues past the spec to the latest version, keeping every spec table', async () => {
    db = await openMemoryDatabase();
    expect(SCHEMA_VERSION).toBeGreaterThanOrEqual(SPEC_SCHEMA_VERSION);
    expect(await migrate(db)).toBe(SCHEMA_VERSION);
    expect(await schemaVersion(db)).toBe(SCHEMA_VERSION);
    // Rooms keep their messages and previews with the private chats' (migration 0017).
    const replaced = ['group_messages', 'group_previews'];
    const kept = SPEC_TABLES.filter((table) => !replaced.includes(table));
    const tables = await tableNames(db);
    expect(tables).toEqual(expect.arrayContaining(kept));
    expect(tables.filter((table) => replaced.includes(table))).toEqual([]);
    expect(await columnNames(db, 'users')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/priv/i)]),
    );
  });

  it('numbers the migrations 1..n in order', () => {
    expect(migrations.map((m) => m.version)).toEqual(migrations.map((_, i) => i + 1));
  });

  it('leaves the version and schema untouched when a migration fails', async () => {
    db = await openMemoryDatabase();
    await migrate(db, { to: 1 });
    const broken = [
      ...migrations.slice(0, 1),
      { version: 2, name: 'fine', up: ['CREATE TABLE step_two (x)'] },
      { version: 3, name: 'broken', up: ['CREATE TABLE half_done (x)', 'NOT SQL'] },
    ];
    await expect(migrate(db, { migrations: broken })).rejects.toBeInstanceOf(DatabaseError);
    expect(await schemaVersion(db)).toBe(1);
    expect(await tableNames(db)).not.toContain('half_done');
    // The pending steps commit together: the one before the failure is undone as well.
    expect(await tableNames(db)).not.toContain('step_two');
  });

  it('refuses a database written by a newer schema', async () => {
    db = await openMemoryDatabase();
    await db.run(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    await expect(migrate(db)).rejects.toThrow(/newer/);
  });

  it('opens an already migrated in-memory database on request', async () => {
    db = await openMemoryDatabase({ migrate: true });
    expect(await schemaVersion(db)).toBe(SCHEMA_VERSION);
  });
});
