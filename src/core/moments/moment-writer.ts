/**
 * The writing side of moments: seals records (my moments and my talk) into my feed stream of the
 * current epoch and queues them in the outbox's `moment` lane, where a relay's acknowledgement
 * settles them (my friends send no receipts for moments).
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { StreamTransport } from '../graph/graph.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import type { FailureLog } from '../streams/failures.ts';
import { enqueueStatement } from '../streams/outbox-queue.ts';
import type { SealedRecord } from '../streams/sealed-record.ts';
import { settledOnAckHooks } from '../streams/settled-on-ack.ts';
import type { RecordChains } from '../streams/record-chains.ts';
import { streamKeys } from '../streams/stream-keys.ts';
import { StreamWriter, type Written } from '../streams/stream-writer.ts';
import type { Timers } from '../util/timers.ts';
import type { FeedEpoch, FeedKeys } from './feed-keys.ts';
import type { FeedBody } from './moment-bodies.ts';

export type { Written } from '../streams/stream-writer.ts';

export interface MomentWriterDeps {
  readonly db: SqlDatabase;
  readonly now: () => number;
  readonly timers: Timers;
  readonly transport: StreamTransport;
  readonly session: () => KeyPair | null;
  readonly keys: FeedKeys;
  readonly failures: FailureLog;
  /** Where each record's own key comes from (the devices' chains). */
  readonly chains: RecordChains;
  /** Who reads my feed now: my friends (each holds the epoch's key). */
  readonly readers: () => Promise<readonly string[]>;
  /** Relays have the records that waited here about these conversations (`about` of `post`). */
  readonly sent: (abouts: readonly string[]) => void;
}

export interface FeedPostOptions {
  /** The first record's id and time (a moment's, which its body signs), when chosen already. */
  readonly first?: Written;
  /** What the records are about, as the outbox names it to `sent`; the feed by default. */
  readonly about?: string;
}

const FEED = 'feed';

export class MomentWriter {
  readonly stream: StreamWriter;

  readonly #queue = (record: SealedRecord, now: number, about = FEED) =>
    enqueueStatement(
      { id: record.id, lane: 'moment', chatId: about, stored: JSON.stringify(record) },
      now,
    );

  constructor(private readonly deps: MomentWriterDeps) {
    this.stream = new StreamWriter({
      ...deps,
      lane: 'moment',
      hooks: settledOnAckHooks({
        db: deps.db,
        onError: (error) => deps.failures.record('outbox', error),
        sent: (abouts) => deps.sent(abouts.filter((about) => about !== FEED)),
      }),
    });
  }

  /** Gives friends who came since my moments went out the key to read them. */
  async share(me: KeyPair): Promise<void> {
    // No epoch yet: nothing posted, nothing to share.
    const epoch = (await this.deps.keys.epochs(me.pub)).at(-1);
    if (!epoch) return;
    const keys = streamKeys(await this.deps.keys.secret(epoch), me.pub, this.deps.chains);
    await this.stream.share(me, keys, this.deps.readers, (record, now) => this.#queue(record, now));
  }

  /**
   * Seals `bodies` into my feed stream of the current epoch and queues them, in one transaction
   * with what `local` makes of them.
   */
  async post(
    me: KeyPair,
    bodies: readonly FeedBody[],
    local: (epoch: FeedEpoch, written: readonly Written[]) => SqlStatement[],
    options: FeedPostOptions = {},
  ): Promise<Written[]> {
    const epoch = await this.deps.keys.current(me.pub);
    const keys = streamKeys(await this.deps.keys.secret(epoch), me.pub, this.deps.chains);
    const { first, about } = options;
    return this.stream.post(me, keys, bodies, {
      readers: this.deps.readers,
      local: (written) => local(epoch, written),
      queue: (record, now) => this.#queue(record, now, about),
      ...(first ? { first } : {}),
    });
  }
}
