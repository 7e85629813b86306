/**
 * My own state follows my key, not my device (PROTOCOL.md "Own state"). Local changes are written
 * to SQLite together with their item's new version, then published into my own space, sealed to
 * myself; while signed in, my buckets are followed and a remote version that wins the merge is
 * applied to the local tables by the handler of its kind. Failed publishes are retried.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { Graph } from '../graph/graph.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import { SIGN_OUT_SETTLE_MS, settledWithin } from '../util/async.ts';
import { debug } from '../util/log.ts';
import { MAX_CLOCK_AHEAD_MS, supersedes, type OwnChange, type OwnItem } from './own-item.ts';
import { openOwnItem, sealOwnItem, type OwnRejection } from './own-record.ts';
import { OwnStateStore } from './own-state-store.ts';
import { BUCKETS, deriveSelfKeys, type ItemPlace, type SelfKeys } from './self-keys.ts';

export type { OwnChange, OwnItem } from './own-item.ts';

const log = debug('own-state');

/** What makes the local tables match an item, and what to tell listeners once they do. */
export interface AppliedItem {
  readonly statements: readonly SqlStatement[];
  readonly after?: () => void | Promise<void>;
}

export interface OwnItemHandler {
  /** For a remote version that won the merge; null when its key or data are not this kind's. */
  apply(me: string, item: OwnItem): Promise<AppliedItem | null>;
  /** Every item the local tables hold, at its own time: recorded at start if own state lacks it. */
  local?(me: string): Promise<OwnItem[]>;
}

/** How services change my own state: local tables and item versions in one transaction. */
export interface OwnStateWriter {
  commit(
    me: string,
    statements: readonly SqlStatement[],
    changes: readonly OwnChange[],
  ): Promise<void>;
  handle(kind: string, handler: OwnItemHandler): void;
}

export interface OwnStateStats {
  published: number;
  /** Publishes refused by every relay or not acknowledged in time (retried). */
  failures: number;
  applied: number;
  /** Remote versions no newer than the one this device holds. */
  stale: number;
  unknownKind: number;
  rejected: Record<OwnRejection | 'bad-data', number>;
}

export interface OwnStateDeps {
  readonly db: SqlDatabase;
  readonly graph: Graph;
  readonly session: () => KeyPair | null;
  readonly now?: () => number;
  /** Waits before publishing again after a failure; the last one repeats. */
  readonly retryDelaysMs?: readonly number[];
  readonly ackTimeoutMs?: number;
}

const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000];
const ACK_TIMEOUT_MS = 10_000;
/** Items published at once; Gun drops acknowledgements in large bursts. */
const PUBLISH_BATCH = 8;

interface Run {
  readonly pair: KeyPair;
  readonly keys: Promise<SelfKeys>;
  /** The last record processed at each place: Gun repeats values. */
  readonly seen: Map<string, string>;
  stopped: boolean;
  /** Resolves when the run stops, so a publish waiting for an acknowledgement gives up. */
  readonly halted: Promise<void>;
  halt: () => void;
  unfollow: () => void;
  flushing: Promise<void> | null;
  flushAgain: boolean;
  retry: ReturnType<typeof setTimeout> | null;
  failedFlushes: number;
}

export class OwnStateService implements OwnStateWriter {
  readonly #deps: OwnStateDeps;
  readonly #store: OwnStateStore;
  readonly #now: () => number;
  readonly #handlers = new Map<string, OwnItemHandler>();
  readonly #stats: OwnStateStats = {
    published: 0,
    failures: 0,
    applied: 0,
    stale: 0,
    unknownKind: 0,
    rejected: {
      'bad-signature': 0,
      undecryptable: 0,
      malformed: 0,
      'wrong-place': 0,
      'from-the-future': 0,
      'bad-data': 0,
    },
  };
  /** Local changes and remote versions are merged one at a time. */
  #queue: Promise<void> = Promise.resolve();
  #run: Run | null = null;
  /** Publish rounds still running, even of a stopped run (closing waits for them). */
  readonly #rounds = new Set<Promise<void>>();
  /** Puts handed to the graph and not answered yet. */
  readonly #puts = new Set<Promise<boolean>>();

  constructor(deps: OwnStateDeps) {
    this.#deps = deps;
    this.#store = new OwnStateStore(deps.db);
    this.#now = deps.now ?? Date.now;
  }

  handle(kind: string, handler: OwnItemHandler): void {
    this.#handlers.set(kind, handler);
  }

  stats(): OwnStateStats {
    return { ...this.#stats, rejected: { ...this.#stats.rejected } };
  }

  /**
   * Items another device of mine handed over (a migration), each merged as if read from my space;
   * resolves once all are merged, with how many were applied. Needs a signed-in run.
   */
  async adopt(items: readonly OwnItem[]): Promise<number> {
    const run = this.#run;
    if (!run) return 0;
    const now = this.#now();
    let applied = 0;
    for (const item of items) {
      if (item.at > now + MAX_CLOCK_AHEAD_MS) continue;
      await this.#enqueue(async () => {
        if (await this.#merge(run, item)) applied++;
      }).catch((error: unknown) => log('an adopted %s item was not applied: %o', item.kind, error));
    }
    return applied;
  }

  /** Local changes not yet taken by a relay. */
  async pendingCount(): Promise<number> {
    const me = this.#deps.session();
    return me ? this.#store.pendingCount(me.pub) : 0;
  }

  /** Follows my buckets and publishes what waits; call after sign-in. */
  start(): void {
    const pair = this.#deps.session();
    if (!pair || this.#run?.pair.pub === pair.pub) return;
    this.stop();
    let halt = (): void => undefined;
    const halted = new Promise<void>((resolve) => (halt = resolve));
    const run: Run = {
      pair,
      keys: deriveSelfKeys(pair),
      seen: new Map(),
      stopped: false,
      halted,
      halt,
      unfollow: () => undefined,
      flushing: null,
      flushAgain: false,
      retry: null,
      failedFlushes: 0,
    };
    this.#run = run;
    void this.#enqueue(() => this.#seed(run)).then(
      () => this.#wake(run),
      (error: unknown) => log('local state not recorded: %o', error),
    );
    const onRecord = (place: ItemPlace, raw: string): void => {
      const at = `${place.bucket}/${place.tag}`;
      if (run.seen.get(at) === raw) return;
      run.seen.set(at, raw);
      this.#enqueue(() => this.#receive(run, place, raw)).catch((error: unknown) =>
        log('remote item at %s not applied: %o', at, error),
      );
    };
    const stops = BUCKETS.map((bucket) =>
      this.#deps.graph.followOwn(pair.pub, bucket, (tag, raw) => onRecord({ bucket, tag }, raw)),
    );
    run.unfollow = () => stops.forEach((stop) => stop());
  }

  stop(): void {
    const run = this.#run;
    if (!run) return;
    run.stopped = true;
    run.halt();
    run.unfollow();
    if (run.retry) clearTimeout(run.retry);
    this.#run = null;
  }

  async commit(
    me: string,
    statements: readonly SqlStatement[],
    changes: readonly OwnChange[],
  ): Promise<void> {
    await this.#enqueue(async () => {
      const now = this.#now();
      await this.#deps.db.batch([
        ...statements,
        ...changes.map((change) => this.#store.recordChange(me, change, now)),
      ]);
    });
    const run = this.#run;
    if (changes.length > 0 && run?.pair.pub === me) this.#wake(run);
  }

  /** Resolves once the merges queued so far and the running publish rounds have finished. */
  async settled(): Promise<void> {
    await this.#queue;
    await Promise.all([...this.#rounds]);
    await settledWithin(this.#puts, SIGN_OUT_SETTLE_MS);
  }

  #enqueue(task: () => Promise<void>): Promise<void> {
    const done = this.#queue.then(task);
    this.#queue = done.catch(() => undefined);
    return done;
  }

  async #seed(run: Run): Promise<void> {
    const me = run.pair.pub;
    const statements: SqlStatement[] = [];
    for (const handler of this.#handlers.values()) {
      for (const item of (await handler.local?.(me)) ?? []) {
        statements.push(this.#store.seed(me, item));
      }
    }
    if (!run.stopped) await this.#deps.db.batch(statements);
  }

  async #receive(run: Run, place: ItemPlace, raw: string): Promise<void> {
    if (run.stopped) return;
    const me = run.pair.pub;
    const opened = await openOwnItem(me, await run.keys, place, raw, this.#now());
    if (!opened.ok) {
      this.#stats.rejected[opened.error]++;
      log('ignored an own-state record at %s/%s: %s', place.bucket, place.tag, opened.error);
      return;
    }
    await this.#merge(run, opened.value);
  }

  /** Applies `item` when it wins over the version this device holds; true when it did. */
  async #merge(run: Run, item: OwnItem): Promise<boolean> {
    const me = run.pair.pub;
    const handler = this.#handlers.get(item.kind);
    if (!handler) {
      this.#stats.unknownKind++;
      log('ignored an own-state item of unknown kind %s', item.kind);
      return false;
    }
    const local = await this.#store.version(me, item.kind, item.key);
    if (local && !supersedes(item, local)) {
      this.#stats.stale++;
      // Two devices wrote the item at once and the graph kept the loser: put the winner back.
      if (supersedes(local, item) && !run.stopped) {
        await this.#deps.db.batch([this.#store.republish(me, item)]);
        this.#wake(run);
      }
      return false;
    }
    const applied = await handler.apply(me, item);
    if (!applied) {
      this.#stats.rejected['bad-data']++;
      log('ignored an own-state %s item whose key or data do not fit', item.kind);
      return false;
    }
    if (run.stopped) return false; // signed out meanwhile: the local tables are no longer mine
    await this.#deps.db.batch([...applied.statements, this.#store.accept(me, item)]);
    this.#stats.applied++;
    try {
      await applied.after?.();
    } catch (error) {
      log('telling listeners about an applied %s item failed: %o', item.kind, error);
    }
    return true;
  }

  /** Publishes what waits, unless a round is running (it then runs once more). */
  #wake(run: Run): void {
    if (run.stopped) return;
    if (run.flushing) {
      run.flushAgain = true;
      return;
    }
    if (run.retry) clearTimeout(run.retry);
    run.retry = null;
    const round = this.#flush(run)
      .catch((error: unknown) => {
        log('publishing own state failed: %o', error);
        this.#retryLater(run);
      })
      .finally(() => {
        this.#rounds.delete(round);
        run.flushing = null;
        if (!run.flushAgain) return;
        run.flushAgain = false;
        this.#wake(run);
      });
    run.flushing = round;
    this.#rounds.add(round);
  }

  async #flush(run: Run): Promise<void> {
    const { graph } = this.#deps;
    const me = run.pair.pub;
    const keys = await run.keys;
    for (;;) {
      if (run.stopped) return;
      const batch = await this.#store.pending(me, PUBLISH_BATCH);
      if (batch.length === 0) break;
      // Signed out of the graph, or no relay: nothing would be stored.
      if (graph.me() !== me || graph.connectedPeers() === 0) {
        this.#retryLater(run);
        return;
      }
      const stored = await Promise.all(batch.map((item) => this.#publish(run, keys, item)));
      if (stored.includes(false)) {
        this.#retryLater(run);
        return;
      }
    }
    run.failedFlushes = 0;
  }

  async #publish(run: Run, keys: SelfKeys, item: OwnItem): Promise<boolean> {
    const { place, json } = await sealOwnItem(run.pair, keys, item);
    if (run.stopped) return false;
    const timeoutMs = this.#deps.ackTimeoutMs ?? ACK_TIMEOUT_MS;
    // Our own listener sees this record at once: it is no news.
    run.seen.set(`${place.bucket}/${place.tag}`, json);
    const put = this.#deps.graph.putOwn(place.bucket, place.tag, json, timeoutMs);
    this.#puts.add(put);
    void put.finally(() => this.#puts.delete(put));
    if (!(await Promise.race([put, run.halted.then(() => false)]))) {
      if (!run.stopped) this.#stats.failures++;
      return false;
    }
    if (run.stopped) return true;
    await this.#store.markPublished(run.pair.pub, item);
    this.#stats.published++;
    return true;
  }

  #retryLater(run: Run): void {
    if (run.stopped || run.retry) return;
    const delays = this.#deps.retryDelaysMs ?? RETRY_DELAYS_MS;
    const delay = delays[Math.min(run.failedFlushes, delays.length - 1)] ?? ACK_TIMEOUT_MS;
    run.failedFlushes++;
    run.retry = setTimeout(() => {
      run.retry = null;
      this.#wake(run);
    }, delay);
    // In Node, a pending retry must not keep a finished process alive.
    (run.retry as { unref?: () => void }).unref?.();
  }
}
