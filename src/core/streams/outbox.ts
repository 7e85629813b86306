/**
 * The persistent outbox of sealed streams (its table: `outbox-queue.ts`): every record waits here
 * until its reader's signed receipt names it (the conversation removes it then). Each pass takes
 * up to `batchSize` due items, groups them by stream node and hands each group to the transport,
 * `concurrency` groups at a time; a slot is free again once its group is handed over, while the
 * relay's acknowledgement (or its refusal, or the time-out) decides what happens to the items. At
 * most `maxUnackedPuts` groups wait for acknowledgements at once, so a burst gathers into full
 * groups instead of one put per message. A failed attempt is retried on the spec's schedule. An
 * acknowledged put is not delivery, but the relay has the envelope: the item waits for the
 * receipt without being written again, until a relay comes back after an outage (it may have lost
 * it) or, as a last resort, `RESEND_AFTER_ACK_MS` later.
 *
 * An item no relay has acknowledged within the send time-out of its first try (or of a Retry) is
 * reported failed once, offline or not, and keeps being written in the background: its receipt
 * still settles it, and a Retry starts the clock again.
 */
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import type { Timers } from '../util/timers.ts';
import {
  acknowledgedStatement,
  dueAllNow,
  dueIds,
  dueRows,
  holdUntil,
  itemsWithIds,
  nextDueTime,
  parkStatement,
  removeItems,
  replaceStored,
  reportedStatement,
  rescheduleStatement,
  storedOf,
  unparkedErrors,
  type DueRow,
  type OutboxLane,
} from './outbox-queue.ts';
import type { SealedRecord } from './sealed-record.ts';
import { OfflineError, OutboxError, PutRefusedError } from '../graph/graph.ts';

/** What the outbox puts: a value under `node`, grouped with others of the same node. */
export interface OutboxRecord {
  readonly id: string;
  readonly node: string;
  readonly json: string;
}

/**
 * Writes records that share one node; resolves when a peer acknowledged them, rejects with one of
 * the graph port's errors (`graph/graph.ts`). Stream records go through `StreamPublisher`.
 */
export interface RecordPublisher<R extends OutboxRecord> {
  publish(records: readonly R[], timeoutMs: number): Promise<void>;
}

/** An acknowledged item is written again only after this long without a receipt (or a reconnect). */
export const RESEND_AFTER_ACK_MS = 15 * 60_000;

/**
 * The conversation's verdict on a queued item before it goes out: its record (sealed now when it
 * was queued as a draft, then `stored` replaces the row's value), or why it waits, fails for good
 * or is dropped. `to` names the reader for status reports.
 */
export type Preparation<R extends OutboxRecord = SealedRecord> =
  | {
      readonly ok: true;
      readonly to: string;
      readonly record: R;
      readonly stored?: string;
      /** No receipt will name it (a chain's start in a record of its own): a relay having it is enough. */
      readonly settledByAck?: boolean;
    }
  /** Not yet: `wait` is the code of what it waits for (a session, the friend's key). */
  | { readonly ok: false; readonly to: string; readonly wait: string }
  | { readonly ok: false; readonly to: string; readonly fail: string }
  | { readonly ok: false; readonly drop: true };

/** The spec's numbers the outbox runs by (`OUTBOX_LIMITS`; tests choose their own). */
export interface OutboxLimits {
  readonly processEveryMs: number;
  readonly batchSize: number;
  readonly concurrency: number;
  readonly sendTimeoutMs: number;
  readonly maxUnackedPuts: number;
  readonly reprocessMs: number;
  readonly retryDelaysS: readonly number[];
  readonly maxPutBytes: number;
}

/** What the conversation that owns the queued items does with them. */
export interface OutboxHooks<R extends OutboxRecord = SealedRecord> {
  /**
   * Where the relay's acknowledgement is delivery enough (rooms: no member receipts), settles the
   * acknowledged items; without it they wait for their receipts.
   */
  acknowledged?(ids: readonly string[]): Promise<void>;
  /** Checks an item may still go (the reader is still a friend, say) and seals drafts. */
  prepare(stored: string): Promise<Preparation<R>>;
  /** Statements run when items are reported failed (e.g. marking their messages failed). */
  failStatements(ids: readonly string[], to: string, error: string): SqlStatement[];
  /** Items now waiting for a retry (`pending`), or failed: parked for good or timed out. */
  onStatus(ids: readonly string[], to: string, status: 'pending' | 'failed', error: string): void;
  onConnectivity(online: boolean): void;
  onError(error: unknown): void;
}

export interface OutboxDeps<R extends OutboxRecord = SealedRecord> {
  readonly db: SqlDatabase;
  /** The items this outbox takes: those queued in this lane. */
  readonly lane: OutboxLane;
  readonly publisher: RecordPublisher<R>;
  readonly connectedPeers: () => number;
  readonly timers: Timers;
  readonly now: () => number;
  readonly limits: OutboxLimits;
  readonly hooks: OutboxHooks<R>;
}

interface Item<R extends OutboxRecord> {
  readonly id: string;
  /** The recipient. */
  readonly to: string;
  readonly record: R;
  readonly retryCount: number;
  /** Why the previous attempt failed, if it did. */
  readonly error: string | null;
  readonly settledByAck: boolean;
}

/** An item no relay has acknowledged yet: since when (this run) and for whom, once known. */
interface Waiting {
  readonly since: number;
  readonly to: string | null;
}

export class Outbox<R extends OutboxRecord = SealedRecord> {
  readonly #inFlight = new Set<string>();
  /** Items tried (or due while offline) and not yet acknowledged by a relay. */
  readonly #waiting = new Map<string, Waiting>();
  /** Waiting items already reported failed for the time-out. */
  readonly #timedOut = new Set<string>();
  /** Groups handed over whose acknowledgement has not come yet. */
  #unacked = 0;
  #pumping = false;
  #again = false;
  #online: boolean | null = null;
  #interval: unknown = null;
  #soon: unknown = null;
  #soonAt = Infinity;
  #stopped = true;

  constructor(private readonly deps: OutboxDeps<R>) {}

  get online(): boolean {
    return this.#online === true;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#interval = this.deps.timers.setInterval(
      () => this.kick(),
      this.deps.limits.processEveryMs,
    );
    this.kick();
  }

  stop(): void {
    this.#stopped = true;
    if (this.#interval !== null) this.deps.timers.clearInterval(this.#interval);
    if (this.#soon !== null) this.deps.timers.clearTimeout(this.#soon);
    this.#interval = this.#soon = null;
    this.#soonAt = Infinity;
    this.#waiting.clear();
    this.#timedOut.clear();
  }

  /** Processes due items now (coalesced with a pass already under way). */
  kick(): void {
    if (this.#stopped) return;
    if (this.#pumping) {
      this.#again = true;
      return;
    }
    void this.#pump().catch((error: unknown) => this.deps.hooks.onError(error));
  }

  /** A pass `ms` from now, unless one is due sooner already. */
  #later(ms: number): void {
    const at = this.deps.now() + ms;
    if (this.#stopped || at >= this.#soonAt) return;
    if (this.#soon !== null) this.deps.timers.clearTimeout(this.#soon);
    this.#soonAt = at;
    this.#soon = this.deps.timers.setTimeout(() => {
      this.#soon = null;
      this.#soonAt = Infinity;
      this.kick();
    }, ms);
  }

  async #pump(): Promise<void> {
    this.#pumping = true;
    try {
      const online = await this.#checkOnline();
      await this.#reportTimedOut(online);
      if (!online) return;
      const { concurrency, batchSize } = this.deps.limits;
      while (!this.#stopped && this.#unacked < this.deps.limits.maxUnackedPuts) {
        const rows = await dueRows(this.deps.db, this.deps.lane, this.deps.now(), batchSize);
        const due = rows.filter((row) => !this.#inFlight.has(row.id)).slice(0, batchSize);
        if (due.length === 0) {
          await this.#wakeForNextDue();
          break;
        }
        const groups = (await this.#prepare(due)).slice(0, concurrency);
        // Stopped while sealing (signing out): nothing more goes out.
        if (this.#stopped) break;
        if (groups.length === 0) continue;
        await this.#handOver(groups.flat());
        for (const group of groups) this.#send(group);
      }
    } finally {
      this.#pumping = false;
      if (this.#again) {
        this.#again = false;
        this.kick();
      }
    }
  }

  /** A pass when the next item falls due (a 1 s retry waits 1 s, not until the next tick). */
  async #wakeForNextDue(): Promise<void> {
    const next = await nextDueTime(this.deps.db, this.deps.lane, this.deps.now());
    if (next !== null) this.#later(Math.max(0, next - this.deps.now()));
  }

  async #checkOnline(): Promise<boolean> {
    const online = this.deps.connectedPeers() > 0;
    if (online === this.#online) return online;
    const cameBack = online && this.#online === false;
    this.#online = online;
    this.deps.hooks.onConnectivity(online);
    // Back online: everything waiting goes out now, not after its back-off (spec).
    if (cameBack) await dueAllNow(this.deps.db, this.deps.lane, this.deps.now());
    return online;
  }

  /** Seals drafts, drops what must not go out, groups the rest by stream node and put size. */
  async #prepare(rows: DueRow[]): Promise<Item<R>[][]> {
    const byNode = new Map<string, Item<R>[]>();
    for (const row of rows) {
      const prepared = await this.deps.hooks.prepare(row.networkMsg);
      if (!prepared.ok) {
        if ('fail' in prepared) await this.#fail([row.id], prepared.to, prepared.fail);
        else if ('wait' in prepared)
          await this.#reschedule([{ id: row.id, retryCount: row.retryCount }], prepared.wait);
        else await removeItems(this.deps.db, itemsWithIds([row.id]));
        continue;
      }
      const { record, to } = prepared;
      if (prepared.stored !== undefined) await replaceStored(this.deps.db, row.id, prepared.stored);
      const item = {
        id: row.id,
        to,
        record,
        retryCount: row.retryCount,
        error: row.error,
        settledByAck: prepared.settledByAck === true,
      };
      this.#waiting.set(row.id, { since: this.#waiting.get(row.id)?.since ?? this.deps.now(), to });
      byNode.set(record.node, [...(byNode.get(record.node) ?? []), item]);
    }
    const groups: Item<R>[][] = [];
    for (const items of byNode.values()) {
      let group: Item<R>[] = [];
      let bytes = 0;
      for (const item of items) {
        if (group.length > 0 && bytes + item.record.json.length > this.deps.limits.maxPutBytes) {
          groups.push(group);
          group = [];
          bytes = 0;
        }
        group.push(item);
        bytes += item.record.json.length;
      }
      if (group.length > 0) groups.push(group);
    }
    return groups;
  }

  /**
   * Items being written are not due again before their time-out (then a lost answer, or a closed
   * app, counts as a failed attempt), so a pass never reads them back.
   */
  async #handOver(items: Item<R>[]): Promise<void> {
    const ids = items.map((item) => item.id);
    await holdUntil(this.deps.db, ids, this.deps.now() + this.deps.limits.sendTimeoutMs);
  }

  #send(group: Item<R>[]): void {
    if (group.length === 0) return;
    for (const item of group) this.#inFlight.add(item.id);
    this.#unacked++;
    void this.deps.publisher
      .publish(
        group.map((item) => item.record),
        this.deps.limits.sendTimeoutMs,
      )
      .then(
        () => this.#acknowledged(group),
        (error: unknown) => this.#failedAttempt(group, error),
      )
      .catch((error: unknown) => this.deps.hooks.onError(error))
      .finally(() => {
        this.#unacked--;
        for (const item of group) this.#inFlight.delete(item.id);
        this.#later(this.deps.limits.reprocessMs);
      });
  }

  /**
   * The relay stored the group: settled where that is delivery, else nothing to write until a
   * receipt, a reconnect or a long wait.
   */
  async #acknowledged(group: Item<R>[]): Promise<void> {
    const now = this.deps.now();
    this.#forget(group.map((item) => item.id));
    const settled = group.filter((item) => item.settledByAck).map((item) => item.id);
    if (settled.length > 0) await removeItems(this.deps.db, itemsWithIds(settled));
    const ids = group.filter((item) => !item.settledByAck).map((item) => item.id);
    if (ids.length === 0) return;
    if (this.deps.hooks.acknowledged) {
      await this.deps.hooks.acknowledged(ids);
      return;
    }
    await this.deps.db.batch(
      ids.map((id) => acknowledgedStatement(id, now, now + RESEND_AFTER_ACK_MS)),
    );
  }

  async #failedAttempt(group: Item<R>[], error: unknown): Promise<void> {
    const to = group[0]?.to ?? '';
    if (error instanceof PutRefusedError) {
      const code = OutboxError.refused;
      // A refusal need not be final: a client that has only just signed in, or a put that lost a
      // state race under load, was refused once and went through on the next try. So a refused
      // item is written again on the back-off, never dropped; refused twice in a row it shows
      // failed (once), as an item no relay acknowledged does, until it goes through.
      const refusedTwice = group.filter((item) => item.error === code).map((item) => item.id);
      await this.#reschedule(group, code);
      const report = refusedTwice.filter((id) => !this.#timedOut.has(id));
      if (report.length > 0) await this.#showFailed(report, to, code);
      const first = group.filter((item) => item.error !== code).map((item) => item.id);
      const pending = first.filter((id) => !this.#overdue(id));
      if (pending.length > 0) this.deps.hooks.onStatus(pending, to, 'pending', code);
    } else if (error instanceof OfflineError) {
      // Not an attempt: the items go out as soon as a relay is back.
      this.#online = false;
      this.deps.hooks.onConnectivity(false);
    } else {
      await this.#retryLater(group, to, OutboxError.noRelay);
    }
  }

  async #retryLater(items: Item<R>[], to: string, message: string): Promise<void> {
    await this.#reschedule(items, message);
    // Items past the time-out are retried silently: they show failed until sent or retried.
    const pending = items.map((item) => item.id).filter((id) => !this.#overdue(id));
    if (pending.length > 0) this.deps.hooks.onStatus(pending, to, 'pending', message);
  }

  /** Schedules the next write of each item by the spec's back-off (1, 2, 5, 10, 30, 60 s). */
  async #reschedule(
    items: readonly { id: string; retryCount: number }[],
    error: string | null,
  ): Promise<void> {
    const delays = this.deps.limits.retryDelaysS;
    const now = this.deps.now();
    const delayOf = (retryCount: number) =>
      (delays[Math.min(retryCount, delays.length - 1)] ?? 60) * 1000;
    await this.deps.db.batch(
      items.map(({ id, retryCount }) =>
        rescheduleStatement(id, now, now + delayOf(retryCount), error),
      ),
    );
  }

  /** Parks the items for good (their conversation marks them failed); a retry un-parks them. */
  async #fail(ids: string[], to: string, error: string): Promise<void> {
    this.#forget(ids);
    await this.deps.db.batch([
      parkStatement(itemsWithIds(ids), error),
      ...this.deps.hooks.failStatements(ids, to, error),
    ]);
    this.deps.hooks.onStatus(ids, to, 'failed', error);
  }

  #overdue(id: string): boolean {
    const since = this.#waiting.get(id)?.since ?? Infinity;
    return this.#timedOut.has(id) || this.deps.now() - since >= this.deps.limits.sendTimeoutMs;
  }

  #forget(ids: readonly string[]): void {
    for (const id of ids) {
      this.#waiting.delete(id);
      this.#timedOut.delete(id);
    }
  }

  /**
   * Reports items no relay acknowledged within the send time-out as failed (once each) and wakes
   * up when the next one is due. While offline nothing is tried, so items due then start waiting.
   */
  async #reportTimedOut(online: boolean): Promise<void> {
    const { db, now: clock, limits } = this.deps;
    const now = clock();
    if (!online) {
      for (const id of await dueIds(db, this.deps.lane, now)) {
        if (!this.#waiting.has(id)) this.#waiting.set(id, { since: now, to: null });
      }
    }
    if (this.#waiting.size === 0) return;
    const queued = await unparkedErrors(db, [...this.#waiting.keys()]);
    const overdue: string[] = [];
    let next = Infinity;
    for (const [id, waiting] of this.#waiting) {
      if (!queued.has(id)) {
        // Settled by a receipt, removed with its chat, or given up.
        this.#forget([id]);
      } else if (this.#timedOut.has(id)) {
        // A Retry clears the reason the item was reported with: its clock starts again.
        if (queued.get(id) !== null) continue;
        this.#timedOut.delete(id);
        this.#waiting.set(id, { since: now, to: waiting.to });
        next = Math.min(next, limits.sendTimeoutMs);
      } else if (this.#overdue(id)) {
        overdue.push(id);
      } else {
        next = Math.min(next, waiting.since + limits.sendTimeoutMs - now);
      }
    }
    if (next < Infinity) this.#later(next);
    for (const [to, ids] of await this.#byRecipient(overdue)) await this.#timeOut(ids, to);
  }

  /** Groups item ids by recipient, asking the conversation for those not tried yet. */
  async #byRecipient(ids: readonly string[]): Promise<Map<string, string[]>> {
    const groups = new Map<string, string[]>();
    for (const id of ids) {
      let to = this.#waiting.get(id)?.to ?? null;
      if (to === null) {
        const stored = await storedOf(this.deps.db, id);
        const prepared = stored !== undefined && (await this.deps.hooks.prepare(stored));
        to = prepared && 'to' in prepared ? prepared.to : null;
      }
      if (to !== null) groups.set(to, [...(groups.get(to) ?? []), id]);
    }
    return groups;
  }

  /** Shows the items failed (no relay answered) without parking them: retries go on. */
  #timeOut(ids: string[], to: string): Promise<void> {
    return this.#showFailed(ids, to, OutboxError.noRelay);
  }

  /** Shows the items failed for `reason`, once, without parking them: retries go on. */
  async #showFailed(ids: string[], to: string, reason: string): Promise<void> {
    for (const id of ids) this.#timedOut.add(id);
    await this.deps.db.batch([
      reportedStatement(ids, reason),
      ...this.deps.hooks.failStatements(ids, to, reason),
    ]);
    this.deps.hooks.onStatus(ids, to, 'failed', reason);
  }
}
