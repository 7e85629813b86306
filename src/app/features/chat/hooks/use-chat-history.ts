import { useCallback, useEffect, useState } from 'react';
import type { HistoryPage } from '../../../../core/conversations/history.ts';
import type { ChatEvent } from '../../../../core/chat/chat-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import {
  EMPTY_HISTORY,
  withFirstPage,
  withMessage,
  withNewerPage,
  withOlderPage,
  withStatus,
  withoutMessage,
  type HistoryState,
} from '../lib/history-state.ts';

export interface ChatHistory extends HistoryState {
  /** False until the chat's first page is here. */
  readonly loaded: boolean;
  /** Changes whenever the history starts afresh: another chat or visit, a search hit, the newest. */
  readonly opening: string;
  readonly loading: boolean;
  readonly loadOlder: () => void;
  readonly loadNewer: () => void;
  /** Back to the newest page (after sending while reading old messages). */
  readonly showLatest: () => Promise<void>;
}

function applyEvent(state: HistoryState, peer: string, event: ChatEvent): HistoryState {
  switch (event.type) {
    case 'message':
      return event.message.peer === peer ? withMessage(state, event.message) : state;
    case 'status':
      return event.peer === peer
        ? withStatus(state, event.msgId, event.status, event.error)
        : state;
    case 'message-removed':
      return event.peer === peer ? withoutMessage(state, event.msgId) : state;
    case 'chat-deleted':
      return event.peer === peer ? EMPTY_HISTORY : state;
    default:
      return state;
  }
}

/**
 * One chat's messages while its page is on screen: opens the chat (marking it read), starts at
 * the newest page or around `focus` (a search hit), follows live events and closes the chat when
 * the page goes. `active` is false while another page covers this one.
 */
export function useChatHistory(peer: string, focus: string | null, active: boolean): ChatHistory {
  const { chat } = useCore();
  // Each time the page comes back on screen it starts afresh from the database: what changed
  // while it was covered (a retraction, a deleted chat) is not carried over from before.
  const [visits, setVisits] = useState({ active, count: 0 });
  if (visits.active !== active) setVisits({ active, count: visits.count + (active ? 1 : 0) });
  const key = `${peer}\n${focus ?? ''}\n${visits.count}`;
  const [state, setState] = useState({ key, history: EMPTY_HISTORY, loaded: false });
  const [loading, setLoading] = useState(false);
  const [latestShown, setLatestShown] = useState(0);
  const current = state.key === key ? state : { key, history: EMPTY_HISTORY, loaded: false };

  const update = useCallback(
    (change: (history: HistoryState) => HistoryState, loaded?: boolean) =>
      setState((previous) => {
        const base =
          previous.key === key ? previous : { key, history: EMPTY_HISTORY, loaded: false };
        const history = change(base.history);
        const nowLoaded = loaded ?? base.loaded;
        // Events about other chats change nothing: no new state, no render.
        if (base === previous && history === base.history && nowLoaded === base.loaded)
          return previous;
        return { key, history, loaded: nowLoaded };
      }),
    [key],
  );

  useEffect(() => {
    if (!peer || !active) return;
    let live = true;
    const unsubscribe = chat.subscribe((event) => update((h) => applyEvent(h, peer, event)));
    const open = async (): Promise<HistoryPage> => {
      const newest = await chat.openChat(peer);
      return (focus ? await chat.historyAround(peer, focus) : null) ?? newest;
    };
    open().then(
      (page) => {
        if (live) update((h) => withFirstPage(h, page), true);
      },
      (error: unknown) => console.error('opening the chat failed', error),
    );
    return () => {
      live = false;
      unsubscribe();
      chat.closeChat(peer);
    };
  }, [chat, peer, focus, active, update]);

  const { older, newer } = current.history;
  const loadPage = useCallback(
    (
      read: () => Promise<HistoryPage>,
      apply: (h: HistoryState, p: HistoryPage) => HistoryState,
    ) => {
      setLoading(true);
      read()
        .then((page) => update((h) => apply(h, page)))
        .catch((error: unknown) => console.error('loading messages failed', error))
        .finally(() => setLoading(false));
    },
    [update],
  );
  const loadOlder = useCallback(() => {
    if (older !== null && !loading)
      loadPage(() => chat.history(peer, { before: older }), withOlderPage);
  }, [chat, peer, older, loading, loadPage]);
  const loadNewer = useCallback(() => {
    if (newer !== null && !loading) loadPage(() => chat.newer(peer, newer), withNewerPage);
  }, [chat, peer, newer, loading, loadPage]);
  const showLatest = useCallback(async () => {
    const page = await chat.history(peer);
    update(() => withFirstPage(EMPTY_HISTORY, page), true);
    setLatestShown((count) => count + 1);
  }, [chat, peer, update]);

  return {
    ...current.history,
    loaded: current.loaded,
    opening: `${key}\n${latestShown}`,
    loading,
    loadOlder,
    loadNewer,
    showLatest,
  };
}
