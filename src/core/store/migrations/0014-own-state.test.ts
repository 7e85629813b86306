import { afterEach, describe, expect, it } from 'vitest';
import { indexNames, openAtVersion, tableNames } from '../../../../test/store/schema.ts';
import { migrate } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0014 own state', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('adds one row per user and item, with a pending index', async () => {
    db = await openAtVersion(13);
    expect(await migrate(db, { to: 14 })).toBe(14);
    expect(await tableNames(db)).toContain('own_state');
    expect(await indexNames(db, 'own_state')).toContain('own_state_pending');
    const insert = `INSERT INTO own_state (userPub, kind, itemKey, at) VALUES ('me', 'friend', 'k', ?)`;
    await db.run(insert, [1]);
    await expect(db.run(insert, [2])).rejects.toThrow();
    const [row] = await db.all('SELECT removed, data, published FROM own_state');
    expect(row).toEqual({ removed: 0, data: null, published: 0 });
  });
});
