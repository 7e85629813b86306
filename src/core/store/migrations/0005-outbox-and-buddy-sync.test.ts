import { afterEach, describe, expect, it } from 'vitest';
import {
  columnNames,
  openAtVersion,
  queryPlan,
  tableNames,
} from '../../../../test/store/schema.ts';
import { migrate, schemaVersion } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0005 outbox and buddy sync', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('adds the message queue on top of version 4', async () => {
    db = await openAtVersion(4);
    const before = await tableNames(db);
    expect(await migrate(db, { to: 5 })).toBe(5);
    expect(await schemaVersion(db)).toBe(5);
    const added = (await tableNames(db)).filter((name) => !before.includes(name));
    expect(added).toEqual(['message_queue']);
    const plan = await queryPlan(
      db,
      'SELECT * FROM message_queue WHERE nextRetryTime <= 100 ORDER BY nextRetryTime',
    );
    expect(plan).toContain('message_queue_next_retry');
  });

  it('adds the runtime sync fields to existing buddies', async () => {
    db = await openAtVersion(4);
    await db.run("INSERT INTO buddies (userPub, buddyPub, timestamp) VALUES ('me', 'you', 1)");
    await migrate(db, { to: 5 });
    expect(await columnNames(db, 'buddies')).toEqual(
      expect.arrayContaining([
        'epub',
        'epubSource',
        'connectionStatus',
        'syncRetryCount',
        'verificationTime',
      ]),
    );
    expect(await db.all('SELECT buddyPub, epubSource, syncRetryCount FROM buddies')).toEqual([
      { buddyPub: 'you', epubSource: null, syncRetryCount: 0 },
    ]);
    await expect(db.run("UPDATE buddies SET epubSource = 'guessed'")).rejects.toThrow(/CHECK/);
  });

  it('is applied once however often migrate runs', async () => {
    db = await openAtVersion(5);
    expect(await migrate(db, { to: 5 })).toBe(5);
    expect(await schemaVersion(db)).toBe(5);
  });
});
