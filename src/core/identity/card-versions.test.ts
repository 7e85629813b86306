import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { CardVersions } from './card-versions.ts';
import type { ProfileCard } from './user-space.ts';

const card = (alias: string, updatedAt: number, deleted = false): ProfileCard => ({
  alias,
  avatar: '',
  signature: '',
  epub: deleted ? '' : 'epub',
  deleted,
  updatedAt,
});

describe('card versions', () => {
  let db: SqlDatabase;
  let versions: CardVersions;
  beforeEach(async () => {
    db = await openMemoryDatabase({ migrate: true });
    versions = new CardVersions(db);
  });
  afterEach(() => db.close());

  it('keeps the newest card, and ignores and counts an older one', async () => {
    expect(await versions.admit('bob', card('Bob 5', 5))).toEqual({
      card: card('Bob 5', 5),
      fresh: true,
    });
    expect(await versions.admit('bob', card('Bob 3', 3))).toEqual({
      card: card('Bob 5', 5),
      fresh: false,
    });
    expect(versions.stats().olderIgnored).toBe(1);
    // The same card again is nothing new, and nothing to count.
    expect((await versions.admit('bob', card('Bob 5', 5))).fresh).toBe(false);
    expect(versions.stats().olderIgnored).toBe(1);
    expect((await versions.admit('bob', card('Bob 7', 7))).card.alias).toBe('Bob 7');
  });

  it('never goes back from a deletion card, even to a newer live one', async () => {
    await versions.admit('bob', card('Bob', 5));
    await versions.admit('bob', card('', 6, true));
    for (const replay of [card('Bob', 5), card('Bob again', 9)]) {
      expect((await versions.admit('bob', replay)).card).toEqual(card('', 6, true));
    }
    expect(versions.stats().olderIgnored).toBe(2);
    expect(await versions.newest('bob')).toMatchObject({ deleted: true });
    expect(await versions.newest('carol')).toBeNull();
  });
});
