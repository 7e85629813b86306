/**
 * What the streams' outbox does with a private chat's queued items: the chat decides whether an
 * item may still go (and seals drafts), and turns queue ids (file chunks are `<message>.<n>`) into
 * message statuses and events.
 */
import type { SqlStatement } from '../store/sql.ts';
import type { OutboxHooks, Preparation } from '../streams/outbox.ts';
import type { ChatEvent } from './chat-types.ts';
import type { FailureLog } from './failures.ts';
import { placeholders } from './message-store.ts';
import {
  decodeQueued,
  encodeSealed,
  messageIdOf,
  recipientOf,
  type QueuedMessage,
} from './queue-entry.ts';

export interface ChatOutboxDeps {
  /** The verdict on a decoded item (friend and block checks, sealing). */
  readonly prepare: (item: QueuedMessage) => Promise<Preparation>;
  readonly emit: (event: ChatEvent) => void;
  readonly failures: FailureLog;
}

const messageIds = (ids: readonly string[]): string[] => [...new Set(ids.map(messageIdOf))];

export function chatOutboxHooks(deps: ChatOutboxDeps): OutboxHooks {
  return {
    async prepare(stored) {
      const item = decodeQueued(stored);
      if (!item) return { ok: false, drop: true };
      const prepared = await deps.prepare(item);
      // A draft (or an old-format envelope) sealed now is stored sealed: retries send the same.
      if (prepared.ok && item.kind !== 'sealed') {
        return { ...prepared, stored: encodeSealed(recipientOf(item), prepared.record) };
      }
      return prepared;
    },
    failStatements(ids, to, error): SqlStatement[] {
      const msgIds = messageIds(ids);
      return [
        {
          sql: `UPDATE messages SET status = 'failed', isSending = 0, error = ?
            WHERE msgId IN (${placeholders(msgIds.length)}) AND peer = ? AND status = 'pending'`,
          params: [error, ...msgIds, to],
        },
      ];
    },
    onStatus(ids, to, status, error) {
      for (const msgId of messageIds(ids)) {
        deps.emit({ type: 'status', peer: to, msgId, status, error });
      }
    },
    onConnectivity: (online) => deps.emit({ type: 'connectivity', online }),
    onError: (error) => deps.failures.record('outbox', error),
  };
}
