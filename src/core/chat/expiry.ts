/**
 * My private-chat messages that no receipt confirmed within the relays' retention (PROTOCOL.md
 * "Retention"): the friend's devices were away longer than relays keep records, so what is still
 * "on its way" never will be. They show failed (`expired`) and are no longer written; a Retry
 * sends one again, and its age then counts from the Retry. Looked for at start and every
 * `expiryCheckMs`; a receipt that still comes turns such a message sent.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { placeholders, type SqlDatabase } from '../store/sql.ts';
import type { FailureLog } from '../streams/failures.ts';
import { isQueued, queuedSince } from '../streams/outbox-queue.ts';
import type { Timers } from '../util/timers.ts';
import { chatIdOf } from './chat-ids.ts';
import type { ChatEvent, ChatLimits } from './chat-types.ts';
import { giveUpStatements } from './queue-entry.ts';

/** Messages handled per transaction (and per `IN (…)` list). */
const CHUNK = 200;

export interface ExpiryDeps {
  readonly db: SqlDatabase;
  readonly now: () => number;
  readonly timers: Timers;
  readonly limits: Pick<ChatLimits, 'retentionMs' | 'expiryCheckMs'>;
  readonly me: () => KeyPair | null;
  readonly emit: (event: ChatEvent) => void;
  readonly failures: FailureLog;
}

interface Unconfirmed {
  [key: string]: string | null;
  msgId: string;
  peer: string | null;
  chatID: string;
}

/** My pending messages of private chats, neither written nor retried since `before`. */
async function unconfirmedBefore(db: SqlDatabase, me: string, before: number) {
  const fresh = isQueued('msgId', queuedSince(before));
  const rows = await db.all<Unconfirmed>(
    `SELECT msgId, peer, chatID FROM messages
     WHERE sender = ? AND status = 'pending' AND deleted = 0 AND timestamp < ? AND NOT ${fresh.sql}`,
    [me, before, ...fresh.params],
  );
  // A room's messages (its chat id is the room's) wait for no receipt.
  return rows.flatMap(({ msgId, peer, chatID }) =>
    peer !== null && chatID === chatIdOf(me, peer) ? [{ msgId, peer }] : [],
  );
}

export class UnconfirmedExpiry {
  #timer: unknown = null;
  #running: Promise<string[]> | null = null;

  constructor(private readonly deps: ExpiryDeps) {}

  start(): void {
    if (this.#timer !== null) return;
    const sweep = () => void this.expire().catch((error: unknown) => this.#failed(error));
    this.#timer = this.deps.timers.setInterval(sweep, this.deps.limits.expiryCheckMs);
    sweep();
  }

  stop(): void {
    if (this.#timer !== null) this.deps.timers.clearInterval(this.#timer);
    this.#timer = null;
  }

  /** Marks what expired failed (`expired`), parks its outbox items; resolves with their ids. */
  expire(): Promise<string[]> {
    this.#running ??= this.#expire().finally(() => (this.#running = null));
    return this.#running;
  }

  async #expire(): Promise<string[]> {
    const me = this.deps.me();
    if (!me) return [];
    const { db, now, limits } = this.deps;
    const expired = await unconfirmedBefore(db, me.pub, now() - limits.retentionMs);
    const told: string[] = [];
    for (let i = 0; i < expired.length; i += CHUNK) {
      const some = expired.slice(i, i + CHUNK);
      await db.batch(some.flatMap(({ msgId }) => giveUpStatements(msgId, me.pub, 'expired')));
      // A receipt may have turned one sent meanwhile: only what failed now is said so.
      const failed = await db.all<{ msgId: string }>(
        `SELECT msgId FROM messages WHERE msgId IN (${placeholders(some.length)}) AND sender = ?
           AND status = 'failed' AND error = 'expired'`,
        [...some.map(({ msgId }) => msgId), me.pub],
      );
      const ids = new Set(failed.map((row) => row.msgId));
      for (const { msgId, peer } of some.filter((m) => ids.has(m.msgId))) {
        this.deps.emit({ type: 'status', peer, msgId, status: 'failed', error: 'expired' });
        told.push(msgId);
      }
    }
    return told;
  }

  #failed(error: unknown): void {
    this.deps.failures.record('store', error);
  }
}
