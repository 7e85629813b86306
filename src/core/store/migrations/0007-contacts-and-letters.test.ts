import { afterEach, describe, expect, it } from 'vitest';
import { columnNames, openAtVersion, tableNames } from '../../../../test/store/schema.ts';
import { migrate, schemaVersion } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0007 contacts and letters', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('adds requests, handled letters, notifications and reports on top of version 6', async () => {
    db = await openAtVersion(6);
    const before = await tableNames(db);
    expect(await migrate(db, { to: 7 })).toBe(7);
    expect(await schemaVersion(db)).toBe(7);
    const added = (await tableNames(db)).filter((name) => !before.includes(name));
    expect(added).toEqual(['friend_requests', 'handled_letters', 'notifications', 'reports']);
  });

  it('keeps existing sent requests and gives them a letter id column', async () => {
    db = await openAtVersion(6);
    await db.run("INSERT INTO sent_requests (fromPub, toPub, timestamp) VALUES ('me', 'you', 1)");
    await migrate(db, { to: 7 });
    expect(await columnNames(db, 'sent_requests')).toContain('letterId');
    expect(await db.all('SELECT toPub, letterId FROM sent_requests')).toEqual([
      { toPub: 'you', letterId: null },
    ]);
  });

  it('stores a request letter once and one request per sender', async () => {
    db = await openAtVersion(7);
    const add = `INSERT INTO friend_requests
      (letterId, fromPub, fromEpub, message, timestamp, receivedAt) VALUES (?, ?, 'e', 'hi', 1, 1)`;
    await db.run(add, ['l1', 'alice']);
    await expect(db.run(add, ['l1', 'bob'])).rejects.toThrow(/UNIQUE/);
    await expect(db.run(add, ['l2', 'alice'])).rejects.toThrow(/UNIQUE/);
    const handled = `INSERT INTO handled_letters (fromPub, letterId, kind, handledAt)
      VALUES ('alice', 'l1', 'friend-request', 1)`;
    await db.run(handled);
    await expect(db.run(handled)).rejects.toThrow(/UNIQUE|PRIMARY/);
  });
});
