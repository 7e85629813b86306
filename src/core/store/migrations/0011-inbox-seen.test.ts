import { afterEach, describe, expect, it } from 'vitest';
import { openAtVersion, tableNames } from '../../../../test/store/schema.ts';
import { migrate } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0011 inbox seen', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('adds the table of letters already opened, one row per content address', async () => {
    db = await openAtVersion(10);
    expect(await migrate(db, { to: 11 })).toBe(11);
    expect(await tableNames(db)).toContain('inbox_seen');
    await db.run(`INSERT INTO inbox_seen (contentKey, seenAt) VALUES ('k', 1)`);
    await expect(
      db.run(`INSERT INTO inbox_seen (contentKey, seenAt) VALUES ('k', 2)`),
    ).rejects.toThrow();
  });
});
