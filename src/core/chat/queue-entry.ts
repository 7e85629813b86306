import type { SqlStatement } from '../store/sql.ts';
import { enqueueStatement, messageItems, parkStatement } from '../streams/outbox-queue.ts';
import type { SealedRecord } from '../streams/sealed-record.ts';
import type { SendFailure } from './chat-types.ts';

/** A message not sealed yet because the recipient's encryption key is not known yet. */
export interface Draft {
  readonly to: string;
  readonly id: string;
  readonly type: string;
  readonly ts: number;
  readonly body: string;
}

/**
 * What a chat's outbox item holds: the sealed record with its recipient, a draft waiting
 * for a key, or an envelope of the first wire format, which is sealed again from the stored
 * message (or dropped when it was not a message).
 */
export type QueuedMessage =
  | { readonly kind: 'sealed'; readonly to: string; readonly record: SealedRecord }
  | { readonly kind: 'draft'; readonly draft: Draft }
  | { readonly kind: 'legacy'; readonly to: string; readonly id: string };

export const encodeSealed = (to: string, record: SealedRecord): string =>
  JSON.stringify({ to, record });

/** The queue row of a record of mine sealed to `to` in our chat `chatId`. */
export const sealedItem = (chatId: string, to: string, record: SealedRecord, now: number) =>
  enqueueStatement({ id: record.id, lane: 'chat', chatId, stored: encodeSealed(to, record) }, now);

export const encodeDraft = (draft: Draft): string => JSON.stringify({ draft });

export function decodeQueued(json: string): QueuedMessage | null {
  try {
    const value = JSON.parse(json) as {
      to?: string;
      record?: SealedRecord;
      draft?: Draft;
      id?: string;
      sig?: string;
    };
    if (value.draft) return { kind: 'draft', draft: value.draft };
    if (value.record && typeof value.to === 'string') {
      return { kind: 'sealed', to: value.to, record: value.record };
    }
    if (typeof value.sig === 'string' && typeof value.to === 'string' && value.id) {
      return { kind: 'legacy', to: value.to, id: value.id };
    }
  } catch {
    // fall through: an unreadable row is dropped by the outbox
  }
  return null;
}

export function recipientOf(item: QueuedMessage): string {
  return item.kind === 'draft' ? item.draft.to : item.to;
}

/** The message a queue item belongs to: file chunks carry `<message id>.<index>`. */
export function messageIdOf(queueId: string): string {
  const dot = queueId.lastIndexOf('.');
  return dot === -1 ? queueId : queueId.slice(0, dot);
}

/**
 * Stops retrying my message `msgId` (and its file chunks, `<msgId>.<n>`) and marks it failed with
 * `code`, unless a receipt turned it sent meanwhile.
 */
export function giveUpStatements(
  msgId: string,
  me: string,
  code: Extract<SendFailure, 'given-up' | 'expired'> = 'given-up',
): SqlStatement[] {
  return [
    parkStatement(messageItems(msgId), code),
    {
      sql: `UPDATE messages SET status = 'failed', isSending = 0, error = ?
        WHERE msgId = ? AND sender = ? AND status = 'pending'`,
      params: [code, msgId, me],
    },
  ];
}
