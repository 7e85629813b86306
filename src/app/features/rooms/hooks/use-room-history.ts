import { useCallback, useEffect, useState } from 'react';
import type { HistoryPage } from '../../../../core/conversations/history.ts';
import type { RoomEvent, RoomMessage } from '../../../../core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import type { ChatHistory } from '../../chat/hooks/use-chat-history.ts';
import {
  EMPTY_HISTORY,
  withFirstPage,
  withMessage,
  withOlderPage,
  withStatus,
  withoutMessage,
  type HistoryState,
} from '../../chat/lib/history-state.ts';

/** A room's page of history in the shape the chat page's list reads (rooms open at the newest). */
const pageOf = (page: { messages: RoomMessage[]; older: string | null }): HistoryPage => ({
  ...page,
  newer: null,
});

/**
 * One room's messages while its page is on screen: opens the room (first page of 20, marked
 * read), follows its events, loads 10 older at a time, and starts afresh after a clear.
 */
export function useRoomHistory(pub: string): ChatHistory {
  const { rooms } = useCore();
  // Each opening (another room, or after a clear) starts a new list.
  const [openings, setOpenings] = useState(0);
  const key = `${pub}\n${openings}`;
  const [state, setState] = useState({ key, history: EMPTY_HISTORY, loaded: false });
  const [loading, setLoading] = useState(false);
  const current = state.key === key ? state : { key, history: EMPTY_HISTORY, loaded: false };

  const update = useCallback(
    (change: (history: HistoryState) => HistoryState, loaded?: boolean) =>
      setState((previous) => {
        const base =
          previous.key === key ? previous : { key, history: EMPTY_HISTORY, loaded: false };
        return { key, history: change(base.history), loaded: loaded ?? base.loaded };
      }),
    [key],
  );

  useEffect(() => {
    if (!pub) return;
    let live = true;
    const onEvent = (event: RoomEvent) => {
      if (!('room' in event) || event.room !== pub) return;
      if (event.type === 'message') update((h) => withMessage(h, event.message));
      else if (event.type === 'status')
        update((h) => withStatus(h, event.msgId, event.status, event.error));
      else if (event.type === 'removed')
        update((h) => withoutMessage(h, event.msgId, event.sender));
      else if (event.type === 'cleared') setOpenings((count) => count + 1);
    };
    const unsubscribe = rooms.subscribe(onEvent);
    rooms.open(pub).then(
      (page) => {
        if (live) update((h) => withFirstPage(h, pageOf(page)), true);
      },
      (error: unknown) => console.error('opening the room failed', error),
    );
    return () => {
      live = false;
      unsubscribe();
      rooms.close(pub);
    };
  }, [rooms, pub, update]);

  const { older } = current.history;
  const loadOlder = useCallback(() => {
    if (older === null || loading) return;
    setLoading(true);
    rooms
      .history(pub, { before: older })
      .then((page) => update((h) => withOlderPage(h, pageOf(page))))
      .catch((error: unknown) => console.error('loading messages failed', error))
      .finally(() => setLoading(false));
  }, [rooms, pub, older, loading, update]);
  const nothing = useCallback(() => undefined, []);
  const showLatest = useCallback(() => Promise.resolve(), []);

  return {
    ...current.history,
    loaded: current.loaded,
    opening: key,
    loading,
    loadOlder,
    loadNewer: nothing,
    showLatest,
  };
}
