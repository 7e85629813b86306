/**
 * The writing side of moments' talk: my likes, comments and forwards are kept here at once and
 * wait in the outbox's `talk` lane until a relay has them on the moment's talk node, so they work
 * offline as messages do. A relay's acknowledgement settles them: nobody sends receipts for talk.
 */
import type { Graph } from '../graph/graph.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import type { FailureLog } from '../streams/failures.ts';
import { boardPublisher, type BoardRecord } from '../streams/boards.ts';
import { enqueueStatement } from '../streams/outbox-queue.ts';
import { settledOnAckHooks } from '../streams/settled-on-ack.ts';
import { StreamWriter } from '../streams/stream-writer.ts';
import type { Timers } from '../util/timers.ts';
import type { MomentKey } from './moment-store.ts';

/** A sealed talk entry: `id` is its content address on the talk node whose soul is `node`. */
export type TalkRecord = BoardRecord;

export interface TalkWriterDeps {
  readonly db: SqlDatabase;
  readonly now: () => number;
  readonly timers: Timers;
  readonly graph: Graph;
  readonly failures: FailureLog;
  /** Relays have these moments' entries that waited here. */
  readonly sent: (moments: readonly MomentKey[]) => void;
}

/** The queue row's `chatId`: the moment the entry is about. */
const momentName = (moment: MomentKey) => `${moment.author}/${moment.id}`;

function momentOf(name: string): MomentKey {
  const slash = name.indexOf('/');
  return { author: name.slice(0, slash), id: name.slice(slash + 1) };
}

export class TalkWriter {
  readonly #stream: StreamWriter<TalkRecord>;

  constructor(private readonly deps: TalkWriterDeps) {
    const { db } = deps;
    this.#stream = new StreamWriter<TalkRecord>({
      db,
      now: deps.now,
      timers: deps.timers,
      transport: deps.graph,
      session: () => null,
      lane: 'talk',
      publisher: boardPublisher(deps.graph),
      hooks: settledOnAckHooks({
        db,
        onError: (error) => deps.failures.record('outbox', error),
        sent: (names) => deps.sent(names.map(momentOf)),
      }),
    });
  }

  start(): void {
    this.#stream.start();
  }

  stop(): void {
    this.#stream.stop();
  }

  /** Queues the record, in the caller's transaction; `send()` starts its first write. */
  queue(moment: MomentKey, record: TalkRecord): SqlStatement {
    return enqueueStatement(
      { id: record.id, lane: 'talk', chatId: momentName(moment), stored: JSON.stringify(record) },
      this.deps.now(),
    );
  }

  /** Starts writing what was queued. */
  send(): void {
    this.#stream.kick();
  }
}
