import { afterEach, describe, expect, it } from 'vitest';
import { columnNames, openAtVersion } from '../../../../test/store/schema.ts';
import { migrate } from '../migrate.ts';
import type { SqlDatabase } from '../sql.ts';

describe('migration 0018 moments', () => {
  let db: SqlDatabase;
  afterEach(() => db.close());

  it('adds the moments tables, and the moment of a notification, keeping notifications', async () => {
    db = await openAtVersion(17);
    await db.run(
      `INSERT INTO notifications (type, fromPub, message, timestamp) VALUES ('friend_removed', 'a', 'gone', 1)`,
    );
    expect(await migrate(db, { to: 18 })).toBe(18);
    for (const table of [
      'feed_keys',
      'feed_key_shares',
      'moments',
      'moment_images',
      'moment_talk',
    ]) {
      expect((await columnNames(db, table)).length).toBeGreaterThan(0);
    }
    expect(await columnNames(db, 'notifications')).toEqual(
      expect.arrayContaining(['momentAuthor', 'momentId', 'comment']),
    );
    expect(
      await db.all('SELECT type, fromPub, message, momentId, comment FROM notifications'),
    ).toEqual([
      { type: 'friend_removed', fromPub: 'a', message: 'gone', momentId: null, comment: '' },
    ]);
    // One row per moment of an author.
    const insert = `INSERT INTO moments (author, id, epoch, timestamp, receivedAt) VALUES ('a', 'm1', 'e', 1, 1)`;
    await db.run(insert);
    await expect(db.run(insert)).rejects.toThrow();
  });
});
