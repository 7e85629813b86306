import { useMemo } from 'react';
import type { ChatEvent, ChatList } from '@core/chat/chat-types.ts';
import type { RoomEvent } from '@core/rooms/room-types.ts';
import { useCore, useSession } from '../../../boot/core-context.ts';
import { anyOf } from '../../../ui/live-query.ts';
import { useLiveQuery } from '../../../ui/use-live-query.ts';

/** Chat events after which a preview may read differently. */
const LIST_EVENTS: ReadonlySet<ChatEvent['type']> = new Set([
  'preview',
  'status',
  'chat-deleted',
  'message-removed',
]);

/** Room events after which a room's row may read differently (or the row come or go). */
const ROOM_LIST_EVENTS: ReadonlySet<RoomEvent['type']> = new Set([
  'rooms',
  'message',
  'status',
  'removed',
  'cleared',
]);

const NO_CHATS: ChatList = { pinned: [], recent: [] };

/** A list read, with whose it is. */
interface ListOf {
  readonly me: string | null;
  readonly list: ChatList;
}

const NOT_READ: ListOf = { me: null, list: NO_CHATS };

export interface ChatListState {
  readonly list: ChatList;
  /** False until the first read answered (the screen shows nothing rather than "no chats"). */
  readonly loaded: boolean;
}

/**
 * The Chats tab's pinned and recent lists, filtered by name, read again after every chat event
 * that changes a preview, every room event that does and every contacts change (names, avatars).
 */
export function useChatList(filter: string): ChatListState {
  const { chat, contacts, rooms } = useCore();
  const me = useSession()?.pub ?? null;
  const source = useMemo(() => anyOf({ chat, rooms, contacts }), [chat, rooms, contacts]);
  const { value } = useLiveQuery(
    me === null ? null : `chat-list:${me}:${filter}`,
    {
      read: async (): Promise<ListOf> => ({ me, list: await chat.chatList(filter) }),
      source,
      changes: (told) =>
        told.from === 'contacts' ||
        (told.from === 'chat' && LIST_EVENTS.has(told.event.type)) ||
        (told.from === 'rooms' && ROOM_LIST_EVENTS.has(told.event.type)),
    },
    NOT_READ,
    { keepPrevious: true },
  );

  // While a new filter is read, the previous list stays (no flicker); another user's never does.
  const current = value.me !== null && value.me === me;
  return { list: current ? value.list : NO_CHATS, loaded: current };
}
