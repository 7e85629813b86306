import { afterEach, describe, expect, it } from 'vitest';
import { openAtVersion } from '../../../../test/store/schema.ts';
import { migrate } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0020 moment signatures', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('keeps stored moments, without a signature', async () => {
    db = await openAtVersion(19);
    await db.run(
      `INSERT INTO moments (author, id, epoch, text, timestamp, receivedAt)
        VALUES ('ann', 'm1', 'e', 'hello', 5, 6)`,
    );
    expect(await migrate(db, { to: 20 })).toBe(20);
    expect(await db.all('SELECT id, text, sig, imageHashes FROM moments')).toEqual([
      { id: 'm1', text: 'hello', sig: null, imageHashes: null },
    ]);
  });
});
