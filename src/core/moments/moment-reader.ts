/**
 * The reading side of moments: follows the feed stream of every epoch this device holds a key
 * for (my own, for what my other devices posted, and my friends'), opens each record as read from
 * its place, and stores what it says; talk goes on to `moment-talk.ts`.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import type { FailureLog } from '../streams/failures.ts';
import { MAX_CLOCK_SKEW_MS } from '../streams/limits.ts';
import { StreamFollower, type FollowedRecord } from '../streams/follower.ts';
import { openStreamRecord, type StreamEntry } from '../streams/sealed-record.ts';
import type { RecordChains } from '../streams/record-chains.ts';
import { streamKeys } from '../streams/stream-keys.ts';
import type { StreamTransport } from '../graph/graph.ts';
import type { BoundedSet } from '../util/bounded-set.ts';
import type { FeedEpoch, FeedKeys } from './feed-keys.ts';
import { parseFeedBody, type FeedBody } from './moment-bodies.ts';
import { verifyMoment, verifyOriginal } from './moment-signature.ts';
import {
  deleteMoment,
  insertImage,
  insertMoment,
  setHidden,
  type MomentKey,
} from './moment-store.ts';

export interface MomentReaderDeps {
  readonly db: SqlDatabase;
  readonly now: () => number;
  readonly transport: StreamTransport;
  readonly session: () => KeyPair | null;
  readonly keys: FeedKeys;
  /** Where each record's own key comes from (the devices' chains). */
  readonly chains: RecordChains;
  /** Records this device wrote: read back from my own feed, they are here already. */
  readonly written: BoundedSet;
  readonly failures: FailureLog;
  /** A moment was stored, changed or deleted. */
  readonly changed: (moment: MomentKey) => void;
  /** Talk that `writer` put in their feed as the record `id`, for the moment's talk node `node`. */
  readonly talk: (writer: string, id: string, node: string, entry: string) => Promise<void>;
}

export const feedStreamName = (key: Pick<FeedEpoch, 'author' | 'epoch'>): string =>
  `feed|${key.author}|${key.epoch}`;

export class MomentReader {
  readonly #follower: StreamFollower;
  /** The epoch of each followed stream, by its name. */
  readonly #epochs = new Map<string, FeedEpoch>();
  /** Records that did not open or did not fit, counted. */
  rejected = 0;

  constructor(private readonly deps: MomentReaderDeps) {
    this.#follower = new StreamFollower({
      transport: deps.transport,
      db: deps.db,
      now: deps.now,
      onRecord: (record) => void this.#heard(record),
      onUnverified: () => void this.rejected++,
    });
  }

  /** Follows every epoch of `author` held here that is not followed yet. */
  async followAuthor(author: string): Promise<void> {
    for (const epoch of await this.deps.keys.epochs(author)) {
      const stream = feedStreamName(epoch);
      if (this.#epochs.has(stream)) continue;
      this.#epochs.set(stream, epoch);
      const secret = await this.deps.keys.secret(epoch);
      const keys = streamKeys(secret, author, this.deps.chains);
      await this.#follower.follow({ stream, keys, since: epoch.since });
    }
  }

  unfollowAuthor(author: string): void {
    for (const [stream, epoch] of this.#epochs) {
      if (epoch.author !== author) continue;
      this.#follower.unfollow(stream);
      this.#epochs.delete(stream);
    }
  }

  /** After midnight (UTC) today's nodes are followed too. */
  refresh(): Promise<void> {
    return this.#follower.refresh();
  }

  stop(): void {
    this.#follower.stopAll();
    this.#epochs.clear();
  }

  async #heard(record: FollowedRecord): Promise<void> {
    const epoch = this.#epochs.get(record.target.stream);
    if (!epoch) return;
    try {
      const mine = epoch.author === this.deps.session()?.pub;
      if (mine && this.deps.written.has(record.id)) return;
      const options = { now: this.deps.now(), maxSkewMs: MAX_CLOCK_SKEW_MS };
      const opened = await openStreamRecord(
        record.target.keys,
        record.day,
        record.id,
        record.value,
        options,
      );
      if (opened.ok && opened.value.kind === 'start') {
        // Each as if just heard: one held up (storing) holds up no other.
        for (const ready of opened.value.ready) void this.#heard({ ...record, ...ready });
        return;
      }
      if (opened.ok && opened.value.kind !== 'entry') return;
      const entry = opened.ok && opened.value.kind === 'entry' ? opened.value.entry : null;
      const body = entry && !entry.to ? parseFeedBody(entry.type, entry.body) : null;
      if (!entry || !body || !(await this.#signed(epoch.author, entry, body))) {
        this.rejected++;
        return;
      }
      if (body.type === 'talk') {
        await this.deps.talk(epoch.author, entry.id, body.node, body.entry);
        await this.#follower.advance(record.target.stream, record.day);
        return;
      }
      const { key, statements } = this.#statements(epoch, entry, body);
      await this.deps.db.batch(statements);
      await this.#follower.advance(record.target.stream, record.day);
      this.deps.changed(key);
    } catch (error) {
      this.deps.failures.record('store', error);
    }
  }

  /**
   * A moment's signature, when it has one (older ones do not, and cannot be forwarded), is its
   * author's; a forward's original is as its author signed it: a forwarder cannot put words or
   * pictures in the original author's mouth.
   */
  async #signed(author: string, entry: StreamEntry, body: FeedBody): Promise<boolean> {
    if (body.type !== 'moment') return true;
    if (body.hashes && body.sig !== undefined) {
      const own = { author, id: entry.id, ts: entry.ts, text: body.text, hashes: body.hashes };
      if (!(await verifyMoment(own, body.sig))) return false;
    }
    return !body.forward || verifyOriginal(body.forward, body.forward.sig);
  }

  #statements(
    epoch: FeedEpoch,
    entry: StreamEntry,
    body: Exclude<FeedBody, { type: 'talk' }>,
  ): { key: MomentKey; statements: SqlStatement[] } {
    const { author } = epoch;
    const now = this.deps.now();
    switch (body.type) {
      case 'moment': {
        const key = { author, id: entry.id };
        const moment = {
          epoch: epoch.epoch,
          text: body.text,
          images: body.images,
          ts: entry.ts,
          ...(body.hashes && body.sig !== undefined
            ? { signed: { sig: body.sig, hashes: body.hashes } }
            : {}),
          ...(body.forward ? { forward: body.forward } : {}),
        };
        return { key, statements: [insertMoment(key, moment, now)] };
      }
      case 'moment-image': {
        const key = { author, id: body.moment };
        return { key, statements: insertImage(key, body.index, body.image, epoch.epoch, now) };
      }
      case 'moment-hidden': {
        const key = { author, id: body.moment };
        return { key, statements: setHidden(key, body.hidden, entry.ts, epoch.epoch, now) };
      }
      case 'moment-delete': {
        const key = { author, id: body.moment };
        return { key, statements: deleteMoment(key, epoch.epoch, now) };
      }
    }
  }
}
