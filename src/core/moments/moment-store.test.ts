import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase, SqlParams, SqlRow } from '../store/sql.ts';
import {
  deleteMoment,
  feedAuthors,
  feedPage,
  insertMoment,
  momentRow,
  setHidden,
  type FeedCursor,
} from './moment-store.ts';

const ME = 'me';

describe('the feed in the store', () => {
  let db: SqlDatabase;
  beforeEach(async () => {
    db = await openMemoryDatabase({ migrate: true });
    for (const friend of ['ann', 'bob']) {
      await db.run(
        'INSERT INTO buddies (userPub, buddyPub, addedByMe, timestamp) VALUES (?, ?, 1, 0)',
        [ME, friend],
      );
    }
  });
  afterEach(() => db.close());

  const moment = (author: string, id: string, ts: number) =>
    insertMoment({ author, id }, { epoch: 'e', text: `${author} ${id}`, images: 0, ts }, 1);

  /** Every page of the feed (or of one author's), three at a time. */
  async function allPages(author?: string): Promise<string[][]> {
    const pages: string[][] = [];
    let before: FeedCursor | undefined;
    for (;;) {
      const { rows, next } = await feedPage(db, ME, {
        limit: 3,
        ...(author ? { author } : {}),
        ...(before ? { before } : {}),
      });
      if (rows.length > 0) pages.push(rows.map((row) => `${row.author}/${row.id}`));
      if (!next) return pages;
      before = next;
    }
  }

  it('pages newest first through equal times, mine and friends’ only, each moment once', async () => {
    await db.batch([
      moment('ann', 'a1', 10),
      moment('bob', 'b1', 20),
      moment('ann', 'a2', 20),
      moment(ME, 'm1', 20),
      moment('bob', 'b2', 20),
      moment('eve', 'e1', 25),
      moment('bob', 'b3', 5),
      moment(ME, 'm2', 30),
      moment('ann', 'a3', 40),
      moment('bob', 'b4', 15),
    ]);
    await db.batch(setHidden({ author: 'bob', id: 'b4' }, true, 2, 'e', 2));
    await db.batch(setHidden({ author: ME, id: 'm2' }, true, 2, 'e', 2));
    await db.batch(deleteMoment({ author: 'ann', id: 'a1' }, 'e', 2));

    expect(await allPages()).toEqual([
      ['ann/a3', `${ME}/m2`, 'ann/a2'],
      ['bob/b1', 'bob/b2', `${ME}/m1`],
      ['bob/b3'],
    ]);
    expect(await allPages('bob')).toEqual([['bob/b1', 'bob/b2', 'bob/b3']]);
    expect(await momentRow(db, ME, { author: 'eve', id: 'e1' })).toBeNull();
    expect(await momentRow(db, ME, { author: 'bob', id: 'b4' })).toBeNull();
    expect((await momentRow(db, ME, { author: ME, id: 'm2' }))?.hidden).toBe(1);
    // The user filter offers the authors the feed shows: not Eve, who is no friend.
    expect((await feedAuthors(db, ME)).sort()).toEqual(['ann', 'bob', ME].sort());
  });

  it('reads a page from the time index newest first, not every moment sorted', async () => {
    const queries: { sql: string; params: SqlParams | undefined }[] = [];
    const noting: SqlDatabase = {
      ...db,
      all: <T extends SqlRow = SqlRow>(sql: string, params?: SqlParams) => {
        queries.push({ sql, params });
        return db.all<T>(sql, params);
      },
    };
    await feedPage(noting, ME, { limit: 10 });
    await feedPage(noting, ME, { limit: 10, before: { timestamp: 5, author: 'a', id: 'b' } });
    await feedPage(noting, ME, { limit: 10, author: 'ann' });
    const plans = await Promise.all(
      queries.map(async ({ sql, params }) =>
        (await db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, params))
          .map((step) => step.detail)
          .join(' | '),
      ),
    );
    const [first, next, author] = plans;
    expect(first).toContain('SEARCH m USING INDEX moments_time (timestamp>?)');
    expect(next).toContain('SEARCH m USING INDEX moments_time (timestamp>? AND timestamp<?)');
    for (const plan of [first, next]) expect(plan).not.toContain('TEMP B-TREE FOR ORDER BY');
    // One author's page reads that author's moments only.
    expect(author).toContain('(author=?)');
  });
});
