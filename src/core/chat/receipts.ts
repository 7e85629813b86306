/**
 * Outgoing receipts: the ids I stored (or already had) are gathered per friend for a moment and
 * written as one signed `receipt` envelope into my stream. A receipt that fails to go out is tried
 * again; one that is lost anyway is repaired by the sender, whose outbox writes the message again
 * until a receipt arrives, and every copy is acknowledged again.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { encodeBody } from '../streams/bodies.ts';
import type { FailureLog } from '../streams/failures.ts';
import { newMessageId } from '../streams/message-ids.ts';
import type { StreamPublisher } from '../streams/publisher.ts';
import type { Timers } from '../util/timers.ts';
import type { ChatLimits } from './chat-types.ts';
import type { PairStreamKeys, Party } from './pair-streams.ts';

const RETRY_MS = 2_000;

export interface ReceiptDeps {
  readonly publisher: StreamPublisher;
  readonly streams: PairStreamKeys;
  readonly timers: Timers;
  readonly now: () => number;
  readonly limits: ChatLimits;
  readonly me: () => KeyPair | null;
  readonly failures: FailureLog;
}

interface Pending {
  readonly party: Party;
  readonly ids: Set<string>;
  timer: unknown;
  /** A receipt to this friend is being sealed and handed to the relay now. */
  sealing: boolean;
}

export class ReceiptSender {
  readonly #pending = new Map<string, Pending>();
  #stopped = false;
  sent = 0;

  constructor(private readonly deps: ReceiptDeps) {}

  add(party: Party, ids: readonly string[]): void {
    if (this.#stopped || ids.length === 0) return;
    let entry = this.#pending.get(party.pub);
    if (!entry) {
      entry = { party, ids: new Set(), timer: null, sealing: false };
      this.#pending.set(party.pub, entry);
    }
    for (const id of ids) entry.ids.add(id);
    // Idle (no receipt to this friend being sealed): answer at once, so "sent" shows quickly.
    // Otherwise ids gather for a moment into one receipt, as they do in a burst.
    const { receiptBatch, receiptDelayMs } = this.deps.limits;
    const now = entry.ids.size >= receiptBatch || !entry.sealing;
    this.#flushSoon(entry, now ? 0 : receiptDelayMs);
  }

  stop(): void {
    this.#stopped = true;
    for (const entry of this.#pending.values()) {
      if (entry.timer !== null) this.deps.timers.clearTimeout(entry.timer);
    }
    this.#pending.clear();
  }

  #flushSoon(entry: Pending, ms: number): void {
    if (entry.timer !== null) {
      if (ms > 0) return;
      this.deps.timers.clearTimeout(entry.timer);
    }
    entry.timer = this.deps.timers.setTimeout(() => {
      entry.timer = null;
      void this.#flush(entry);
    }, ms);
  }

  async #flush(entry: Pending): Promise<void> {
    const me = this.deps.me();
    if (this.#stopped || !me || entry.ids.size === 0) return;
    const ids = [...entry.ids].slice(0, this.deps.limits.receiptBatch);
    for (const id of ids) entry.ids.delete(id);
    entry.sealing = true;
    try {
      const record = await this.deps.streams.seal(me, entry.party, {
        id: newMessageId(),
        type: 'receipt',
        ts: this.deps.now(),
        body: encodeBody({ type: 'receipt', ids }),
      });
      if (this.#stopped) return;
      const acknowledged = this.deps.publisher.publish([record], this.deps.limits.sendTimeoutMs);
      // Handed over: the next receipt need not wait for this one's acknowledgement.
      entry.sealing = false;
      await acknowledged;
      this.sent += ids.length;
    } catch (error) {
      this.deps.failures.record('receipt', error);
      entry.sealing = false;
      if (this.#stopped) return;
      for (const id of ids) entry.ids.add(id);
      this.#flushSoon(entry, RETRY_MS);
      return;
    }
    if (entry.ids.size > 0) this.#flushSoon(entry, 0);
  }
}
