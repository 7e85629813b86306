import { afterEach, describe, expect, it } from 'vitest';
import { openAtVersion, tableNames } from '../../../../test/store/schema.ts';
import { migrate } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0021 card versions and taken exports', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('adds one card version per user and one row per taken export', async () => {
    db = await openAtVersion(20);
    expect(await migrate(db, { to: 21 })).toBe(21);
    expect(await tableNames(db)).toEqual(
      expect.arrayContaining(['profile_versions', 'taken_exports']),
    );
    const card = `INSERT INTO profile_versions (pub, updatedAt, card) VALUES ('bob', ?, '{}')`;
    await db.run(card, [5]);
    await expect(db.run(card, [6])).rejects.toThrow();
    expect(await db.all('SELECT updatedAt, deleted FROM profile_versions')).toEqual([
      { updatedAt: 5, deleted: 0 },
    ]);
    const taken = `INSERT INTO taken_exports (exportId, takenAt) VALUES ('e1', 1)`;
    await db.run(taken);
    await expect(db.run(taken)).rejects.toThrow();
  });
});
