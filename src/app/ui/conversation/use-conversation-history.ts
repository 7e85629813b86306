import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@core/conversations/message-types.ts';
import { debug } from '@core/util/log.ts';
import {
  followConversation,
  INITIAL_VIEW,
  type Conversation,
  type FollowedConversation,
  type HistoryView,
} from './conversation-history.ts';
import type { HistoryState } from './history-state.ts';

/** A conversation's messages as its page's list reads them. */
export interface ConversationHistory<
  Row extends ChatMessage = ChatMessage,
> extends HistoryState<Row> {
  /** False until the conversation's first page is here. */
  readonly loaded: boolean;
  /** Changes whenever the history starts afresh: another conversation or visit, a clear. */
  readonly opening: string;
  readonly loading: boolean;
  readonly loadOlder: () => void;
  readonly loadNewer: () => void;
  /** Back to the newest page (after sending while reading old messages). */
  readonly showLatest: () => Promise<void>;
}

const log = debug('conversation');

/**
 * One conversation's messages while its page is on screen (`followConversation` does the work).
 * `key` names the conversation and where it opens (null: none); another key starts afresh.
 * `active` is false while another page covers this one: the history shown stays, but is no longer
 * followed, and each time the page comes back it starts afresh from the database, so what changed
 * while it was covered (a retraction, a deleted chat) is not carried over from before.
 * `conversation` may be a new object on every render: only `key`, `active` and its events restart.
 */
export function useConversationHistory<Row extends ChatMessage, Event>(
  key: string | null,
  active: boolean,
  conversation: Conversation<Row, Event>,
): ConversationHistory<Row> {
  const [visits, setVisits] = useState({ active, count: 0 });
  if (visits.active !== active) setVisits({ active, count: visits.count + (active ? 1 : 0) });
  const opening = `${key ?? ''}\n${visits.count}`;
  const [shown, setShown] = useState<{ opening: string; view: HistoryView<Row> } | null>(null);
  const view: HistoryView<Row> = shown?.opening === opening ? shown.view : INITIAL_VIEW;

  const latest = useRef(conversation);
  useLayoutEffect(() => {
    latest.current = conversation;
  });
  const followed = useRef<FollowedConversation | null>(null);
  const { events } = conversation;
  useEffect(() => {
    if (key === null || !active) return;
    // The conversation as this render asked for it; later renders' closures do not reach it.
    const following = followConversation(latest.current, {
      view: (next) => setShown({ opening, view: next }),
      error: (what, error) => log(`${what} failed: %o`, error),
    });
    followed.current = following;
    return () => {
      following.stop();
      if (followed.current === following) followed.current = null;
    };
  }, [key, active, opening, events]);

  const loadOlder = useCallback(() => followed.current?.loadOlder(), []);
  const loadNewer = useCallback(() => followed.current?.loadNewer(), []);
  const showLatest = useCallback(() => followed.current?.showLatest() ?? Promise.resolve(), []);

  return {
    ...view.history,
    loaded: view.loaded,
    opening: `${opening}\n${view.restarts}`,
    loading: view.loading,
    loadOlder,
    loadNewer,
    showLatest,
  };
}
