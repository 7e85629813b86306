/**
 * The writing side every conversation instantiates: its outbox lane, the publisher that puts what
 * the lane holds (my sealed streams, or a sealed board's content-addressed node), and the rising
 * clock of my records. `post` seals bodies into one of my streams and queues the records in the
 * same transaction as what the conversation stores of them, then starts sending; a conversation
 * that seals later (the chat, once it knows the friend's key) queues its own drafts and `kick`s.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { StreamTransport } from '../graph/graph.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import type { Timers } from '../util/timers.ts';
import { encodeBody } from './bodies.ts';
import { OUTBOX_LIMITS } from './limits.ts';
import type { Readers, RecordChains } from './record-chains.ts';
import { newMessageId } from './message-ids.ts';
import {
  Outbox,
  type OutboxHooks,
  type OutboxLimits,
  type OutboxRecord,
  type RecordPublisher,
} from './outbox.ts';
import { dueAllNow, type OutboxLane } from './outbox-queue.ts';
import { StreamPublisher } from './publisher.ts';
import { sealChainShare, sealStreamRecord, type SealedRecord } from './sealed-record.ts';
import { StreamClock } from './stream-clock.ts';
import type { StreamKeys } from './stream-keys.ts';

export interface StreamWriterDeps<R extends OutboxRecord = SealedRecord> {
  readonly db: SqlDatabase;
  readonly now: () => number;
  readonly timers: Timers;
  readonly transport: StreamTransport;
  readonly session: () => KeyPair | null;
  /**
   * Told when a relay has a chain's start, so later records stop carrying it; says when readers'
   * devices become reachable, so a start that missed them goes again (sealed streams).
   */
  readonly chains?: Pick<RecordChains, 'delivered' | 'watch'>;
  readonly lane: OutboxLane;
  readonly hooks: OutboxHooks<R>;
  readonly limits?: OutboxLimits;
  /** Puts the lane's records; without it, my sealed streams' publisher. */
  readonly publisher?: RecordPublisher<R>;
}

/** A record's id and time, known once it is sealed. */
export interface Written {
  readonly id: string;
  readonly ts: number;
}

export interface PostOptions {
  /** What the conversation stores of the records, in the same transaction as their queue rows. */
  readonly local: (written: readonly Written[]) => SqlStatement[];
  /** The queue row of one sealed record. */
  readonly queue: (record: SealedRecord, now: number) => SqlStatement;
  /** Runs the statements (own-state commits add their items); without it, one batch. */
  readonly commit?: (statements: SqlStatement[]) => Promise<void>;
  /** A time readers drop records at or before (a room's clear): every record comes after it. */
  readonly floor?: number;
  /** The first record's id and time, when the caller chose them (a moment signs them). */
  readonly first?: Written;
  /** Who reads the records: their devices get the keys. */
  readonly readers: Readers;
}

interface Shared {
  readonly keys: StreamKeys;
  readonly readers: Readers;
  readonly queue: PostOptions['queue'];
}

export class StreamWriter<R extends OutboxRecord = SealedRecord> {
  /** My sealed streams' publisher: the records this device wrote, read back, need no opening. */
  readonly publisher: StreamPublisher;
  /** The times of my records: never the same as, or before, the one before. */
  readonly clock: StreamClock;
  readonly #outbox: Outbox<R>;
  /** My streams written in this session, to share their chain with readers who come later. */
  readonly #written = new Map<string, Shared>();
  #unwatch: (() => void) | null = null;
  #sharing: Promise<void> = Promise.resolve();

  constructor(private readonly deps: StreamWriterDeps<R>) {
    this.publisher = new StreamPublisher(deps.transport, deps.session, deps.chains);
    this.clock = new StreamClock(deps.now);
    this.#outbox = new Outbox<R>({
      db: deps.db,
      lane: deps.lane,
      publisher: deps.publisher ?? (this.publisher as unknown as RecordPublisher<R>),
      connectedPeers: () => deps.transport.connectedPeers(),
      timers: deps.timers,
      now: deps.now,
      limits: deps.limits ?? OUTBOX_LIMITS,
      hooks: deps.hooks,
    });
  }

  start(): void {
    this.#outbox.start();
    this.#unwatch ??= this.deps.chains?.watch(() => this.#reach()) ?? null;
  }

  stop(): void {
    this.#outbox.stop();
    this.publisher.reset();
    this.#unwatch?.();
    this.#unwatch = null;
    this.#written.clear();
  }

  /** Whether a relay was connected when the outbox last looked. */
  get online(): boolean {
    return this.#outbox.online;
  }

  /** Starts writing what was queued. */
  kick(): void {
    this.#outbox.kick();
  }

  /** Seals `bodies` into my stream under `keys`, with fresh ids and rising times. */
  async seal(
    me: KeyPair,
    keys: StreamKeys,
    bodies: readonly { readonly type: string }[],
    options: Pick<PostOptions, 'floor' | 'first' | 'readers'>,
  ): Promise<{ records: SealedRecord[]; written: Written[] }> {
    const records: SealedRecord[] = [];
    const written: Written[] = [];
    for (const [i, body] of bodies.entries()) {
      const chosen = i === 0 ? options.first : undefined;
      const entry = {
        id: chosen?.id ?? newMessageId(),
        type: body.type,
        ts: chosen?.ts ?? this.clock.next(options.floor),
        body: encodeBody(body),
      };
      records.push(await sealStreamRecord(keys, me, entry, options.readers));
      written.push({ id: entry.id, ts: entry.ts });
    }
    return { records, written };
  }

  /**
   * Queues the start of this device's chain in my stream under `keys` for readers who have none
   * yet (a member who joined since my records went out), and starts sending it.
   */
  async share(
    me: KeyPair,
    keys: StreamKeys,
    readers: Readers,
    queue: PostOptions['queue'],
  ): Promise<void> {
    const now = this.deps.now();
    const record = await sealChainShare(keys, me, readers, now);
    if (!record) return;
    await this.deps.db.batch([queue(record, now)]);
    this.kick();
  }

  /**
   * My stream under `keys` was written (sealed here, or by the conversation itself): readers'
   * devices that become reachable later get its chain's start, queued with `queue`.
   */
  async wrote(keys: StreamKeys, readers: Readers, queue: PostOptions['queue']): Promise<void> {
    this.#written.set((await keys.chainStream()).id, { keys, readers, queue });
  }

  /**
   * A user's devices changed: my streams share their chains with devices now reachable, and what
   * waited to be sealed for them goes now.
   */
  #reach(): void {
    const me = this.deps.session();
    if (!me) return;
    void dueAllNow(this.deps.db, this.deps.lane, this.deps.now())
      .then(() => this.kick())
      .catch((error: unknown) => this.deps.hooks.onError(error));
    // Any of them may have a reader whose devices were not reachable when its chain started.
    const streams = [...this.#written.values()];
    this.#sharing = this.#sharing.then(async () => {
      for (const { keys, readers, queue } of streams) {
        await this.share(me, keys, readers, queue).catch((error: unknown) =>
          this.deps.hooks.onError(error),
        );
      }
    });
  }

  /** Seals `bodies`, stores and queues them in one transaction, and starts sending them. */
  async post(
    me: KeyPair,
    keys: StreamKeys,
    bodies: readonly { readonly type: string }[],
    options: PostOptions,
  ): Promise<Written[]> {
    const { records, written } = await this.seal(me, keys, bodies, options);
    await this.wrote(keys, options.readers, options.queue);
    const now = this.deps.now();
    const statements = [...options.local(written), ...records.map((r) => options.queue(r, now))];
    await (options.commit ?? ((all) => this.deps.db.batch(all)))(statements);
    this.kick();
    return written;
  }
}
