import { afterEach, describe, expect, it } from 'vitest';
import { openAtVersion } from '../../../../test/store/schema.ts';
import { migrate } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0019 friend relays', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('gives every friend an empty relay list and lets their next card apply', async () => {
    db = await openAtVersion(18);
    await db.run(
      `INSERT INTO buddies (userPub, buddyPub, timestamp, alias, profileUpdatedAt)
        VALUES ('me', 'bob', 1, 'Bob', 500)`,
    );
    expect(await migrate(db, { to: 19 })).toBe(19);
    expect(await db.all('SELECT alias, sharedRelays, profileUpdatedAt FROM buddies')).toEqual([
      { alias: 'Bob', sharedRelays: '[]', profileUpdatedAt: 0 },
    ]);
  });
});
