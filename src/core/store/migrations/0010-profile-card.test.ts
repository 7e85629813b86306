import { afterEach, describe, expect, it } from 'vitest';
import { columnNames, openAtVersion } from '../../../../test/store/schema.ts';
import { migrate } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0010 profile card', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('adds the last published profile card to users, keeping the account', async () => {
    db = await openAtVersion(9);
    await db.run(
      `INSERT INTO users (pubKey, alias, encryptedKeyPair, createdAt) VALUES ('p', 'Ann', '{}', 1)`,
    );
    expect(await migrate(db, { to: 10 })).toBe(10);
    expect(await columnNames(db, 'users')).toContain('profileCard');
    expect(await db.all('SELECT pubKey, alias, profileCard FROM users')).toEqual([
      { pubKey: 'p', alias: 'Ann', profileCard: null },
    ]);
  });
});
