import type { ChatEvent, ChatMessage } from '@core/chat/chat-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import type { HistoryChange } from '../../../ui/conversation/conversation-history.ts';
import {
  EMPTY_HISTORY,
  withMessage,
  withStatus,
  withoutMessage,
} from '../../../ui/conversation/history-state.ts';
import {
  useConversationHistory,
  type ConversationHistory,
} from '../../../ui/conversation/use-conversation-history.ts';

/** What a chat event does to `peer`'s history: null for another chat's, or one without rows. */
function changeOf(peer: string, event: ChatEvent): HistoryChange<ChatMessage> | null {
  switch (event.type) {
    case 'message':
      return event.message.peer === peer ? (h) => withMessage(h, event.message) : null;
    case 'status':
      return event.peer === peer
        ? (h) => withStatus(h, event.msgId, event.status, event.error)
        : null;
    case 'message-removed':
      return event.peer === peer ? (h) => withoutMessage(h, event.msgId) : null;
    case 'chat-deleted':
      return event.peer === peer ? () => EMPTY_HISTORY : null;
    default:
      return null;
  }
}

/**
 * One chat's messages while its page is on screen: opens the chat (marking it read), starts at
 * the newest page or around `focus` (a search hit), follows live events and closes the chat when
 * the page goes. `active` is false while another page covers this one.
 */
export function useChatHistory(
  peer: string,
  focus: string | null,
  active: boolean,
): ConversationHistory {
  const { chat } = useCore();
  return useConversationHistory(peer ? `${peer}\n${focus ?? ''}` : null, active, {
    events: chat,
    change: (event) => changeOf(peer, event),
    open: async () => {
      const newest = await chat.openChat(peer);
      return (focus ? await chat.historyAround(peer, focus) : null) ?? newest;
    },
    close: () => chat.closeChat(peer),
    older: (before) => chat.history(peer, { before }),
    newer: (after) => chat.newer(peer, after),
    latest: () => chat.history(peer),
  });
}
