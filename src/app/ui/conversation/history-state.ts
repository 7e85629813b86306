/**
 * A conversation's loaded window of messages (a chat's or a room's), oldest first, with the
 * cursors to load more. Every change is a merge by message key (sender and id: an id is unique per
 * sender only), so a page and a live event that carry the same message never show it twice,
 * whichever lands first, and a friend's message can never stand in for one of mine. `Row` is the
 * conversation's message type (a room's messages also name their sender).
 */
import type { ChatMessage, MessageStatus } from '@core/conversations/message-types.ts';

export interface HistoryState<Row extends ChatMessage = ChatMessage> {
  /** Oldest first. */
  readonly messages: readonly Row[];
  /**
   * The list position of `messages[0]`. Each message keeps its position while older ones go in
   * before it (the first one's goes down by as many), so a virtual list holds the view in place.
   */
  readonly firstIndex: number;
  /** Cursor for older messages; null when the oldest is loaded. */
  readonly older: string | null;
  /** Cursor for newer messages (opened at a search hit); null when the newest is loaded. */
  readonly newer: string | null;
}

/** A page of history as a conversation reads it (the core's `HistoryPage` is one). */
export interface MessagePage<Row extends ChatMessage = ChatMessage> {
  /** Newest first. */
  readonly messages: readonly Row[];
  /** Cursor for older messages; null when there are none. */
  readonly older: string | null;
  /** Cursor for newer messages; null or absent at the newest (rooms always open there). */
  readonly newer?: string | null;
}

/** Room for far more older messages than anyone loads before the position would reach 0. */
const FIRST_INDEX = 1_000_000_000;

export const EMPTY_HISTORY: HistoryState<never> = {
  messages: [],
  firstIndex: FIRST_INDEX,
  older: null,
  newer: null,
};

const byTime = (a: ChatMessage, b: ChatMessage) => a.timestamp - b.timestamp;

/** A message's identity in a chat, as the database keys it. */
export const messageKey = (message: ChatMessage): string => `${message.sender}\n${message.msgId}`;

/**
 * Merges oldest-first `incoming` into `current` by message key. A page or a message before or
 * after everything loaded is joined on without sorting what is there; anything else is sorted
 * (stable: messages with the same time keep the order they came in).
 */
function merge<Row extends ChatMessage>(
  current: readonly Row[],
  incoming: readonly Row[],
): readonly Row[] {
  if (incoming.length === 0) return current;
  const at = new Map(current.map((message, index) => [messageKey(message), index]));
  const fresh: Row[] = [];
  let replaced: Row[] | null = null;
  let moved = false;
  for (const message of incoming) {
    const index = at.get(messageKey(message));
    if (index === undefined) {
      fresh.push(message);
      continue;
    }
    replaced ??= [...current];
    moved ||= current[index]?.timestamp !== message.timestamp;
    replaced[index] = message;
  }
  const messages = moved && replaced ? replaced.sort(byTime) : (replaced ?? current);
  const freshFirst = fresh[0];
  const freshLast = fresh.at(-1);
  if (!freshFirst || !freshLast) return messages;
  const sorted = fresh.every((m, i) => i === 0 || byTime(fresh[i - 1] as Row, m) <= 0);
  const oldest = messages[0];
  const newest = messages.at(-1);
  if (sorted && (!newest || freshFirst.timestamp >= newest.timestamp))
    return [...messages, ...fresh];
  if (sorted && oldest && freshLast.timestamp < oldest.timestamp) return [...fresh, ...messages];
  return [...messages, ...fresh].sort(byTime);
}

/** The state with `messages`, the first position moved by what went in before the old first. */
function withMessages<Row extends ChatMessage>(
  state: HistoryState<Row>,
  messages: readonly Row[],
): HistoryState<Row> {
  if (messages === state.messages) return state;
  const oldFirst = state.messages[0];
  const first = oldFirst && messageKey(oldFirst);
  const shift = first ? messages.findIndex((m) => messageKey(m) === first) : -1;
  return { ...state, messages, firstIndex: state.firstIndex - Math.max(shift, 0) };
}

const oldestFirst = <Row extends ChatMessage>(page: MessagePage<Row>) =>
  [...page.messages].reverse();

/** The first page of an opened conversation, keeping anything live events brought in meanwhile. */
export function withFirstPage<Row extends ChatMessage>(
  state: HistoryState<Row>,
  page: MessagePage<Row>,
): HistoryState<Row> {
  const merged = withMessages(state, merge(state.messages, oldestFirst(page)));
  return { ...merged, older: page.older, newer: page.newer ?? null };
}

export function withOlderPage<Row extends ChatMessage>(
  state: HistoryState<Row>,
  page: MessagePage<Row>,
): HistoryState<Row> {
  const merged = withMessages(state, merge(state.messages, oldestFirst(page)));
  return { ...merged, older: page.older };
}

export function withNewerPage<Row extends ChatMessage>(
  state: HistoryState<Row>,
  page: MessagePage<Row>,
): HistoryState<Row> {
  const merged = withMessages(state, merge(state.messages, oldestFirst(page)));
  return { ...merged, newer: page.newer ?? null };
}

/**
 * A new or updated message. While newer messages are still unloaded (opened at a search hit), a
 * new one would sit after a gap: it waits until the user scrolls down to it.
 */
export function withMessage<Row extends ChatMessage>(
  state: HistoryState<Row>,
  message: Row,
): HistoryState<Row> {
  const key = messageKey(message);
  const known = state.messages.some((m) => messageKey(m) === key);
  if (!known && state.newer !== null) return state;
  return withMessages(state, merge(state.messages, [message]));
}

/** A delivery status: it is always about one of my messages. */
export function withStatus<Row extends ChatMessage>(
  state: HistoryState<Row>,
  msgId: string,
  status: MessageStatus,
  error: string | null,
): HistoryState<Row> {
  const at = state.messages.findIndex((m) => m.mine && m.msgId === msgId);
  const message = state.messages[at];
  if (!message) return state;
  const messages = [...state.messages];
  messages[at] = { ...message, status, error };
  return { ...state, messages };
}

/** A retracted message goes; `sender` narrows it where ids are unique per sender only (rooms). */
export function withoutMessage<Row extends ChatMessage>(
  state: HistoryState<Row>,
  msgId: string,
  sender?: string,
): HistoryState<Row> {
  const messages = state.messages.filter(
    (m) => m.msgId !== msgId || (sender !== undefined && m.sender !== sender),
  );
  return messages.length === state.messages.length ? state : { ...state, messages };
}
