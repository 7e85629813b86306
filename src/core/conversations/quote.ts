/**
 * A reply's reference to the message it answers: the quoted message's id and sender, and a short
 * preview, so the quote shows even where the original is not loaded (or never arrived).
 */
import { jsonObject } from '../util/json.ts';
import type { ChatMessage, MessageQuote, QuotableKind } from './message-types.ts';

/** How much of a quoted text (or a quoted file's name) travels with the reply. */
export const QUOTE_MAX_CHARS = 100;

const KINDS: ReadonlySet<string> = new Set<QuotableKind>(['text', 'image', 'voice', 'file']);

/** The quote of `message` for a reply to it. */
export function quoteOf(message: ChatMessage): MessageQuote {
  const text =
    message.kind === 'text' ? message.text : message.kind === 'file' ? message.file.name : '';
  return {
    id: message.msgId,
    from: message.sender,
    // A leave notice or an invitation offers no reply; quoted, it reads as an empty text.
    kind: message.kind === 'leave' || message.kind === 'room-invite' ? 'text' : message.kind,
    text: Array.from(text).slice(0, QUOTE_MAX_CHARS).join(''),
  };
}

/** A quote that fits (from a friend's record or the database), or null. */
export function parseQuote(value: unknown): MessageQuote | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, from, kind, text } = value as Record<string, unknown>;
  const fits =
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= 128 &&
    typeof from === 'string' &&
    from.length > 0 &&
    from.length <= 256 &&
    typeof kind === 'string' &&
    KINDS.has(kind) &&
    typeof text === 'string' &&
    Array.from(text).length <= QUOTE_MAX_CHARS;
  return fits ? { id, from, kind: kind as QuotableKind, text } : null;
}

/** A quote stored as JSON text in a message row. */
export function storedQuote(json: string | null): MessageQuote | null {
  return json === null ? null : parseQuote(jsonObject(json));
}
