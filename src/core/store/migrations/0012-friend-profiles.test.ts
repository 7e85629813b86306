import { afterEach, describe, expect, it } from 'vitest';
import { columnNames, openAtVersion } from '../../../../test/store/schema.ts';
import { migrate } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0012 friend profiles', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('adds the status text and the card time to friends, keeping each friend', async () => {
    db = await openAtVersion(11);
    await db.run(
      `INSERT INTO buddies (userPub, buddyPub, timestamp, alias) VALUES ('me', 'ann', 1, 'Ann')`,
    );
    expect(await migrate(db, { to: 12 })).toBe(12);
    expect(await columnNames(db, 'buddies')).toEqual(
      expect.arrayContaining(['signature', 'profileUpdatedAt']),
    );
    expect(await db.all('SELECT alias, signature, profileUpdatedAt FROM buddies')).toEqual([
      { alias: 'Ann', signature: null, profileUpdatedAt: 0 },
    ]);
  });
});
