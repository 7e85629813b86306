import type { Envelope } from '../protocol/envelope.ts';
import { dayKeyOf } from './chat-ids.ts';

/** A message not sealed yet because the recipient's encryption key is not known yet. */
export interface Draft {
  readonly to: string;
  readonly id: string;
  readonly type: string;
  readonly ts: number;
  readonly body: string;
}

/** What `message_queue.networkMsg` holds: the sealed envelope, or a draft waiting for a key. */
export type QueuedMessage =
  | { readonly sealed: true; readonly envelope: Envelope }
  | { readonly sealed: false; readonly draft: Draft };

export function encodeQueued(item: Envelope | Draft): string {
  return JSON.stringify('sig' in item ? item : { draft: item });
}

export function decodeQueued(json: string): QueuedMessage | null {
  try {
    const value = JSON.parse(json) as Partial<Envelope> & { draft?: Draft };
    if (value.draft) return { sealed: false, draft: value.draft };
    if (typeof value.sig === 'string') return { sealed: true, envelope: value as Envelope };
  } catch {
    // fall through: an unreadable row is dropped by the outbox
  }
  return null;
}

export function recipientOf(item: QueuedMessage): string {
  return item.sealed ? item.envelope.to : item.draft.to;
}

export function streamDayOf(envelope: Envelope): string {
  return dayKeyOf(envelope.ts);
}

/** The message a queue item belongs to: file chunks carry `<message id>.<index>`. */
export function messageIdOf(queueId: string): string {
  const dot = queueId.lastIndexOf('.');
  return dot === -1 ? queueId : queueId.slice(0, dot);
}
