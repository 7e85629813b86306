/**
 * Feed keys (PROTOCOL.md "Moments"): one random secret per epoch of an author's feed. Mine follow
 * my key to my other devices as own-state items (kind `feed-key`); my friends get theirs in our
 * private chat, and theirs arrive the same way. A new epoch begins when a friendship ends, so a
 * former friend cannot read what I post afterwards.
 */
import { base64UrlToBytes, bytesToBase64Url } from '../crypto/base64url.ts';
import type { OwnCommit } from '../own-state/own-commit.ts';
import type { OwnChange } from '../own-state/own-item.ts';
import type { OwnItemHandler } from '../own-state/own-state-service.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';

export const FEED_KEY_ITEM = 'feed-key';
const EPOCH_BYTES = 16;
const SECRET_BYTES = 32;

export interface FeedEpoch extends Record<string, string | number> {
  readonly author: string;
  readonly epoch: string;
  /** base64url of the 32 secret bytes. */
  readonly secret: string;
  /** When the epoch began: its stream is read from this day. */
  readonly since: number;
}

const randomText = (bytes: number): string =>
  bytesToBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(bytes)));

const isEpochText = (value: unknown, bytes: number): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return (
      base64UrlToBytes(value).length === bytes &&
      bytesToBase64Url(base64UrlToBytes(value)) === value
    );
  } catch {
    return false;
  }
};

/** Whether `key` has the shape of a feed key (ids and secrets of the right length). */
export const isFeedKey = (key: { epoch: unknown; secret: unknown; since: unknown }): boolean =>
  isEpochText(key.epoch, EPOCH_BYTES) &&
  isEpochText(key.secret, SECRET_BYTES) &&
  typeof key.since === 'number' &&
  Number.isSafeInteger(key.since) &&
  key.since >= 0;

const insertStatement = (key: FeedEpoch): SqlStatement => ({
  sql: `INSERT INTO feed_keys (author, epoch, secret, since) VALUES (?, ?, ?, ?)
    ON CONFLICT (author, epoch) DO NOTHING`,
  params: [key.author, key.epoch, key.secret, key.since],
});

const itemData = (key: FeedEpoch) => ({ secret: key.secret, since: key.since });

const ownChange = (key: FeedEpoch): OwnChange => ({
  kind: FEED_KEY_ITEM,
  key: key.epoch,
  removed: false,
  data: itemData(key),
});

export class FeedKeys {
  readonly #secrets = new Map<string, Promise<CryptoKey>>();

  constructor(
    private readonly deps: {
      readonly db: SqlDatabase;
      readonly now: () => number;
      readonly commit: OwnCommit;
    },
  ) {}

  /** Every epoch of `author` this device holds, oldest first. */
  epochs(author: string): Promise<FeedEpoch[]> {
    return this.deps.db.all<FeedEpoch>(
      'SELECT author, epoch, secret, since FROM feed_keys WHERE author = ? ORDER BY since, epoch',
      [author],
    );
  }

  /** Every author whose feed this device can read (me and friends who sent a key). */
  async authors(): Promise<string[]> {
    const rows = await this.deps.db.all<{ author: string }>(
      'SELECT DISTINCT author FROM feed_keys',
    );
    return rows.map((row) => row.author);
  }

  async epoch(author: string, epoch: string): Promise<FeedEpoch | null> {
    const rows = await this.deps.db.all<FeedEpoch>(
      'SELECT author, epoch, secret, since FROM feed_keys WHERE author = ? AND epoch = ?',
      [author, epoch],
    );
    return rows[0] ?? null;
  }

  /** My newest epoch, beginning the first one if I have none yet. */
  async current(me: string): Promise<FeedEpoch> {
    const newest = (await this.epochs(me)).at(-1);
    return newest ?? this.begin(me);
  }

  /** Begins a new epoch of my feed: what I post from now on is sealed with it. */
  async begin(me: string): Promise<FeedEpoch> {
    const newest = (await this.epochs(me)).at(-1);
    const key: FeedEpoch = {
      author: me,
      epoch: randomText(EPOCH_BYTES),
      secret: randomText(SECRET_BYTES),
      // Epochs are ordered by `since`: a new one never starts before the one it replaces.
      since: Math.max(this.deps.now(), (newest?.since ?? 0) + 1),
    };
    await this.deps.commit(me, [insertStatement(key)], [ownChange(key)]);
    return key;
  }

  /** Keeps a friend's feed key (from our chat); false when it is not one. */
  async take(
    author: string,
    key: { epoch: string; secret: string; since: number },
  ): Promise<boolean> {
    if (!isFeedKey(key)) return false;
    await this.deps.db.batch([insertStatement({ author, ...key })]);
    return true;
  }

  /** The epoch's secret as an HKDF key: its feed stream's and talk nodes' keys come from it. */
  secret(key: FeedEpoch): Promise<CryptoKey> {
    let secret = this.#secrets.get(key.secret);
    if (!secret) {
      secret = globalThis.crypto.subtle.importKey(
        'raw',
        base64UrlToBytes(key.secret),
        'HKDF',
        false,
        ['deriveBits', 'deriveKey'],
      );
      this.#secrets.set(key.secret, secret);
    }
    return secret;
  }

  /** Forgets the imported secrets (at logout). */
  forget(): void {
    this.#secrets.clear();
  }

  /** Applies my epochs begun on another device. */
  ownItems(): OwnItemHandler {
    return {
      apply: (me, item) => {
        const data = item.data ?? {};
        const key = { epoch: item.key, secret: data['secret'], since: data['since'] };
        if (item.removed || !isFeedKey(key)) return Promise.resolve(null);
        const epoch = { author: me, ...key } as FeedEpoch;
        return Promise.resolve({ statements: [insertStatement(epoch)] });
      },
      local: async (me) =>
        (await this.epochs(me)).map((key) => ({
          kind: FEED_KEY_ITEM,
          key: key.epoch,
          removed: false,
          at: key.since,
          data: itemData(key),
        })),
    };
  }
}
