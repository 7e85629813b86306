/**
 * The chat page's loaded window of messages, oldest first, with the cursors to load more. Every
 * change is a merge by message id, so a page and a live event that carry the same message never
 * show it twice, whichever lands first.
 */
import type { HistoryPage } from '../../../../core/conversations/history.ts';
import type { ChatMessage, MessageStatus } from '../../../../core/chat/chat-types.ts';

export interface HistoryState {
  /** Oldest first. */
  readonly messages: readonly ChatMessage[];
  /** Cursor for older messages; null when the oldest is loaded. */
  readonly older: string | null;
  /** Cursor for newer messages (opened at a search hit); null when the newest is loaded. */
  readonly newer: string | null;
}

export const EMPTY_HISTORY: HistoryState = { messages: [], older: null, newer: null };

function merge(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): readonly ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message.msgId, message]));
  for (const message of incoming) byId.set(message.msgId, message);
  // Array sort is stable: messages with the same time keep the order they came in.
  return [...byId.values()].sort((a, b) => a.timestamp - b.timestamp);
}

const oldestFirst = (page: HistoryPage) => [...page.messages].reverse();

/** The first page of an opened chat, keeping anything live events brought in meanwhile. */
export function withFirstPage(state: HistoryState, page: HistoryPage): HistoryState {
  return {
    messages: merge(state.messages, oldestFirst(page)),
    older: page.older,
    newer: page.newer,
  };
}

export function withOlderPage(state: HistoryState, page: HistoryPage): HistoryState {
  return { ...state, messages: merge(state.messages, oldestFirst(page)), older: page.older };
}

export function withNewerPage(state: HistoryState, page: HistoryPage): HistoryState {
  return { ...state, messages: merge(state.messages, oldestFirst(page)), newer: page.newer };
}

/**
 * A new or updated message. While newer messages are still unloaded (opened at a search hit), a
 * new one would sit after a gap: it waits until the user scrolls down to it.
 */
export function withMessage(state: HistoryState, message: ChatMessage): HistoryState {
  const known = state.messages.some((m) => m.msgId === message.msgId);
  if (!known && state.newer !== null) return state;
  return { ...state, messages: merge(state.messages, [message]) };
}

export function withStatus(
  state: HistoryState,
  msgId: string,
  status: MessageStatus,
  error: string | null,
): HistoryState {
  const at = state.messages.findIndex((m) => m.msgId === msgId);
  const message = state.messages[at];
  if (!message) return state;
  const messages = [...state.messages];
  messages[at] = { ...message, status, error };
  return { ...state, messages };
}

export function withoutMessage(state: HistoryState, msgId: string): HistoryState {
  const messages = state.messages.filter((m) => m.msgId !== msgId);
  return messages.length === state.messages.length ? state : { ...state, messages };
}
