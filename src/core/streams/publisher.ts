/**
 * The writing side of sealed streams: puts sealed records into their day node, with the chain
 * start each carries, and marks the day in its month's index.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { SIGN_OUT_SETTLE_MS, settledWithin } from '../util/async.ts';
import { BoundedSet } from '../util/bounded-set.ts';
import { signRecord } from '../protocol/signed-record.ts';
import type { RecordChains } from './record-chains.ts';
import { STREAM_SPACE, type SealedRecord } from './sealed-record.ts';
import type { StreamTransport } from '../graph/graph.ts';

/** A signed `true` at `~writer/s/<index>/<day>`: the day holds records. */
export const dayMarkPath = (index: string, day: string): string[] => [STREAM_SPACE, index, day];

const WRITTEN_LIMIT = 20_000;

export class StreamPublisher {
  /** Days marked in this session: re-writing a mark with every put slows every reader down. */
  readonly #marked = new Set<string>();
  /** Records this device wrote recently: read back from my own stream, they need no opening. */
  readonly written = new BoundedSet(WRITTEN_LIMIT);
  /** Writes handed to the graph and not answered yet. */
  readonly #inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly transport: StreamTransport,
    private readonly signer: () => KeyPair | null,
    private readonly chains?: Pick<RecordChains, 'delivered'>,
  ) {}

  #pair(): KeyPair {
    const pair = this.signer();
    if (!pair) throw new Error('not signed in');
    return pair;
  }

  /**
   * Writes records that share one day node (one put), with the day's mark the first time;
   * resolves when the peers acknowledged both.
   */
  async publish(records: readonly SealedRecord[], timeoutMs: number): Promise<void> {
    const first = records[0];
    if (!first) return;
    if (records.some((r) => r.node !== first.node)) throw new Error('one day node per publish');
    // A chain's start goes before the records it opens, in the same put.
    const starts = new Map(records.flatMap(({ start }) => (start ? [[start.id, start.json]] : [])));
    // A record that is itself a start (a chain shared later) goes once.
    const values = new Map([...starts, ...records.map((r) => [r.id, r.json] as const)]);
    const entries = [...values].map(([key, value]) => ({ key, value }));
    const mark = `${first.index}/${first.day}`;
    for (const record of records) this.written.add(record.id);
    // The mark is signed before either put goes out, so both leave in the same tick.
    const writes: Promise<void>[] = [];
    if (!this.#marked.has(mark)) {
      const value = await signRecord(this.#pair(), dayMarkPath(first.index, first.day), true);
      writes.push(this.transport.write(first.index, [{ key: first.day, value }], timeoutMs));
    }
    writes.push(this.transport.write(first.node, entries, timeoutMs));
    const all = Promise.all(writes);
    this.#inFlight.add(all);
    try {
      await all;
    } finally {
      this.#inFlight.delete(all);
    }
    this.#marked.add(mark);
    for (const { stream, start } of records) {
      if (stream && start) await this.chains?.delivered(stream, start.chain);
    }
  }

  /** Resolves once every write handed over has been answered, or after `maxMs`. */
  async settled(maxMs = SIGN_OUT_SETTLE_MS): Promise<void> {
    await settledWithin(this.#inFlight, maxMs);
  }

  /** Forgets the marks written (a new session writes each day's mark again). */
  reset(): void {
    this.#marked.clear();
    this.written.clear();
  }
}
