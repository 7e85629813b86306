import type { RoomEvent, RoomMessage } from '@core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { REOPEN, type HistoryChange } from '../../../ui/conversation/conversation-history.ts';
import { withMessage, withStatus, withoutMessage } from '../../../ui/conversation/history-state.ts';
import {
  useConversationHistory,
  type ConversationHistory,
} from '../../../ui/conversation/use-conversation-history.ts';

/** What a room event does to room `pub`'s history: after a clear it starts afresh. */
function changeOf(
  pub: string,
  event: RoomEvent,
): HistoryChange<RoomMessage> | typeof REOPEN | null {
  if (!('room' in event) || event.room !== pub) return null;
  switch (event.type) {
    case 'message':
      return (h) => withMessage(h, event.message);
    case 'status':
      return (h) => withStatus(h, event.msgId, event.status, event.error);
    case 'removed':
      return (h) => withoutMessage(h, event.msgId, event.sender);
    case 'cleared':
      return REOPEN;
    default:
      return null;
  }
}

/**
 * One room's messages while its page is on screen: opens the room (first page of 20, marked
 * read), follows its events, loads 10 older at a time, and starts afresh after a clear. Rooms
 * always open at the newest message, so there are no newer pages to load.
 */
export function useRoomHistory(pub: string): ConversationHistory<RoomMessage> {
  const { rooms } = useCore();
  return useConversationHistory(pub || null, true, {
    events: rooms,
    change: (event) => changeOf(pub, event),
    open: () => rooms.open(pub),
    close: () => rooms.close(pub),
    older: (before) => rooms.history(pub, { before }),
  });
}
