/**
 * The writing side of moments: seals records into my feed stream of the current epoch and queues
 * them in the outbox's `moment` lane, where a relay's acknowledgement settles them (my friends
 * send no receipts for moments).
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import { encodeBody } from '../streams/bodies.ts';
import type { FailureLog } from '../streams/failures.ts';
import { OUTBOX_LIMITS } from '../streams/limits.ts';
import { newMessageId } from '../streams/message-ids.ts';
import { Outbox } from '../streams/outbox.ts';
import { enqueueStatement } from '../streams/outbox-queue.ts';
import { settledOnAckHooks } from '../streams/settled-on-ack.ts';
import { StreamPublisher } from '../streams/publisher.ts';
import { sealStreamRecord, type SealedRecord } from '../streams/sealed-record.ts';
import { StreamClock } from '../streams/stream-clock.ts';
import { streamKeys } from '../streams/stream-keys.ts';
import type { StreamTransport } from '../graph/graph.ts';
import type { Timers } from '../util/timers.ts';
import type { FeedEpoch, FeedKeys } from './feed-keys.ts';
import type { FeedBody } from './moment-bodies.ts';

export interface MomentWriterDeps {
  readonly db: SqlDatabase;
  readonly now: () => number;
  readonly timers: Timers;
  readonly transport: StreamTransport;
  readonly session: () => KeyPair | null;
  readonly keys: FeedKeys;
  readonly failures: FailureLog;
}

/** A record's id and time, known once it is sealed. */
export interface Written {
  readonly id: string;
  readonly ts: number;
}

export class MomentWriter {
  readonly publisher: StreamPublisher;
  /** The times of my records in my feed streams. */
  readonly clock: StreamClock;
  readonly #outbox: Outbox;

  constructor(private readonly deps: MomentWriterDeps) {
    this.publisher = new StreamPublisher(deps.transport, deps.session);
    this.clock = new StreamClock(deps.now);
    const { db } = deps;
    this.#outbox = new Outbox({
      db,
      lane: 'moment',
      publisher: this.publisher,
      connectedPeers: () => deps.transport.connectedPeers(),
      timers: deps.timers,
      now: deps.now,
      limits: OUTBOX_LIMITS,
      hooks: settledOnAckHooks({
        db,
        onError: (error) => deps.failures.record('outbox', error),
      }),
    });
  }

  start(): void {
    this.#outbox.start();
  }

  stop(): void {
    this.#outbox.stop();
    this.publisher.reset();
  }

  /**
   * Seals `bodies` into my feed stream of the current epoch and queues them, in one transaction
   * with what `local` makes of them. `first` names the first record's id and time (a moment's,
   * which its body signs) when the caller chose them.
   */
  async post(
    me: KeyPair,
    bodies: readonly FeedBody[],
    local: (epoch: FeedEpoch, written: readonly Written[]) => SqlStatement[],
    first?: Written,
  ): Promise<Written[]> {
    const epoch = await this.deps.keys.current(me.pub);
    const keys = streamKeys(await this.deps.keys.secret(epoch), me.pub);
    const records: SealedRecord[] = [];
    const written: Written[] = [];
    for (const [i, body] of bodies.entries()) {
      const chosen = i === 0 ? first : undefined;
      const entry = {
        id: chosen?.id ?? newMessageId(),
        type: body.type,
        ts: chosen?.ts ?? this.clock.next(),
        body: encodeBody(body),
      };
      records.push(await sealStreamRecord(keys, me, entry));
      written.push({ id: entry.id, ts: entry.ts });
    }
    const now = this.deps.now();
    const queue = records.map((record) =>
      enqueueStatement(
        { id: record.id, lane: 'moment', chatId: 'feed', stored: JSON.stringify(record) },
        now,
      ),
    );
    await this.deps.db.batch([...local(epoch, written), ...queue]);
    this.#outbox.kick();
    return written;
  }
}
