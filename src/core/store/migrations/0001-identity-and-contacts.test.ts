import { afterEach, describe, expect, it } from 'vitest';
import { columnNames, openAtVersion, tableNames } from '../../../../test/store/schema.ts';
import { migrate, schemaVersion } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0001 identity and contacts', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('creates the identity and contact tables on an empty database', async () => {
    db = await openAtVersion(0);
    expect(await migrate(db, { to: 1 })).toBe(1);
    expect(await schemaVersion(db)).toBe(1);
    expect(await tableNames(db)).toEqual([
      'blacklist',
      'buddies',
      'credentials',
      'deactivated_accounts',
      'epubs',
      'friend_remarks',
      'requests_viewed',
      'sent_requests',
      'users',
    ]);
  });

  it('keeps key material out of plain columns', async () => {
    db = await openAtVersion(1);
    expect(await columnNames(db, 'users')).toEqual([
      'id',
      'pubKey',
      'alias',
      'avatar',
      'epub',
      'encryptedKeyPair',
      'createdAt',
      'lastLoginAt',
    ]);
  });

  it('allows one buddy row per (userPub, buddyPub) and one user per pubKey', async () => {
    db = await openAtVersion(1);
    const addBuddy = "INSERT INTO buddies (userPub, buddyPub, timestamp) VALUES ('me', 'you', 1)";
    await db.run(addBuddy);
    await expect(db.run(addBuddy)).rejects.toThrow(/UNIQUE/);
    const addUser =
      "INSERT INTO users (pubKey, encryptedKeyPair, createdAt) VALUES ('me', 'sealed', 1)";
    await db.run(addUser);
    await expect(db.run(addUser)).rejects.toThrow(/UNIQUE/);
  });

  it('is applied once however often migrate runs', async () => {
    db = await openAtVersion(1);
    await db.run("INSERT INTO credentials (key, value) VALUES ('k', 'v')");
    expect(await migrate(db, { to: 1 })).toBe(1);
    expect(await db.all('SELECT key, value FROM credentials')).toEqual([{ key: 'k', value: 'v' }]);
  });
});
