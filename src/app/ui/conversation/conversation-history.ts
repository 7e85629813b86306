/**
 * A conversation's history while its page shows it (a private chat's or a room's): it opens the
 * conversation at its first page, follows the conversation's events, loads older (and newer)
 * pages on request and starts afresh when an event asks for it (a room's clear) or when the user
 * goes back to the newest messages. A page lands only in the opening that asked for it: nothing
 * lands after `stop`, after a fresh start, or while another page of the same opening is loading.
 * `useConversationHistory` binds it to a page; this part has no React, so tests drive it.
 */
import type { ChatMessage } from '@core/conversations/message-types.ts';
import type { EventSource } from '../live-query.ts';
import {
  EMPTY_HISTORY,
  withFirstPage,
  withNewerPage,
  withOlderPage,
  type HistoryState,
  type MessagePage,
} from './history-state.ts';

/** What an event does to the history shown. */
export type HistoryChange<Row extends ChatMessage> = (
  history: HistoryState<Row>,
) => HistoryState<Row>;

/** An event's answer that starts the conversation afresh (the history up to it is gone). */
export const REOPEN = 'reopen';

/** How one conversation is read: what differs between a private chat and a room. */
export interface Conversation<Row extends ChatMessage, Event> {
  /** The service whose events concern the conversation (and others). */
  readonly events: EventSource<Event>;
  /** What an event does here: a change, REOPEN, or null (another conversation's, say). */
  readonly change: (event: Event) => HistoryChange<Row> | typeof REOPEN | null;
  /** Opens the conversation (it counts as read from now on) and reads the page it starts at. */
  readonly open: () => Promise<MessagePage<Row>>;
  /** Closes it again once its page no longer shows it. */
  readonly close: () => void;
  /** The page before an `older` cursor. */
  readonly older: (cursor: string) => Promise<MessagePage<Row>>;
  /** The page after a `newer` cursor, for conversations opened away from the newest. */
  readonly newer?: (cursor: string) => Promise<MessagePage<Row>>;
  /** The newest page, for conversations opened away from it. */
  readonly latest?: () => Promise<MessagePage<Row>>;
}

/** What the page shows of the history. */
export interface HistoryView<Row extends ChatMessage> {
  readonly history: HistoryState<Row>;
  /** False until the first page of the current opening is here. */
  readonly loaded: boolean;
  /** An older or newer page is on its way. */
  readonly loading: boolean;
  /** Counts fresh starts (a clear, back to the newest): the list starts anew at each. */
  readonly restarts: number;
}

export const INITIAL_VIEW: HistoryView<never> = {
  history: EMPTY_HISTORY,
  loaded: false,
  loading: false,
  restarts: 0,
};

export interface HistoryHandlers<Row extends ChatMessage> {
  /** A new view; called only when something changed (events about others change nothing). */
  readonly view: (view: HistoryView<Row>) => void;
  /** A read that failed, named (`opening the conversation`). */
  readonly error: (what: string, error: unknown) => void;
}

export interface FollowedConversation {
  readonly loadOlder: () => void;
  readonly loadNewer: () => void;
  /** Back to the newest page (after sending while reading old messages). */
  readonly showLatest: () => Promise<void>;
  /** Stops following and closes the conversation; nothing lands after it. */
  readonly stop: () => void;
}

/** Opens `conversation` and follows it until `stop`. */
export function followConversation<Row extends ChatMessage, Event>(
  conversation: Conversation<Row, Event>,
  handlers: HistoryHandlers<Row>,
): FollowedConversation {
  let view: HistoryView<Row> = INITIAL_VIEW;
  let stopped = false;
  // Each opening (the first, and every fresh start) gets a number; a read lands only in its own.
  let opening = 0;
  const current = (mine: number) => !stopped && mine === opening;

  const show = (next: HistoryView<Row>) => {
    if (next === view) return;
    view = next;
    handlers.view(next);
  };
  const failed = (what: string) => (error: unknown) => {
    if (!stopped) handlers.error(what, error);
  };
  /** A read whose throw, even before it returns its promise, is a rejection. */
  const attempt = <T>(read: () => Promise<T>) => new Promise<T>((resolve) => resolve(read()));

  const open = () => {
    const mine = opening;
    attempt(conversation.open).then((page) => {
      if (current(mine))
        show({ ...view, history: withFirstPage(view.history, page), loaded: true });
    }, failed('opening the conversation'));
  };
  /** A new opening: the history shown so far, and any page still on its way, are gone. */
  const restart = (history: HistoryState<Row>, loaded: boolean) => {
    opening += 1;
    show({ history, loaded, loading: false, restarts: view.restarts + 1 });
  };

  const unsubscribe = conversation.events.subscribe((event) => {
    if (stopped) return;
    const change = conversation.change(event);
    if (change === REOPEN) {
      conversation.close();
      restart(EMPTY_HISTORY, false);
      open();
    } else if (change) {
      const history = change(view.history);
      if (history !== view.history) show({ ...view, history });
    }
  });
  open();

  const load = (
    read: () => Promise<MessagePage<Row>>,
    apply: (history: HistoryState<Row>, page: MessagePage<Row>) => HistoryState<Row>,
  ) => {
    if (stopped || view.loading) return;
    const mine = opening;
    show({ ...view, loading: true });
    attempt(read).then(
      (page) => {
        if (current(mine)) show({ ...view, history: apply(view.history, page), loading: false });
      },
      (error: unknown) => {
        failed('loading messages')(error);
        if (current(mine)) show({ ...view, loading: false });
      },
    );
  };

  return {
    loadOlder: () => {
      const { older } = view.history;
      if (older !== null) load(() => conversation.older(older), withOlderPage);
    },
    loadNewer: () => {
      const { newer } = view.history;
      const read = conversation.newer;
      if (newer !== null && read) load(() => read(newer), withNewerPage);
    },
    showLatest: async () => {
      if (stopped || !conversation.latest) return;
      const mine = opening;
      try {
        const page = await attempt(conversation.latest);
        if (current(mine)) restart(withFirstPage(EMPTY_HISTORY, page), true);
      } catch (error) {
        failed('showing the newest messages')(error);
      }
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      unsubscribe();
      conversation.close();
    },
  };
}
