import { useEffect, useState } from 'react';
import type { ChatEvent, ChatList } from '@core/chat/chat-types.ts';
import type { RoomEvent } from '@core/rooms/room-types.ts';
import { debug } from '@core/util/log.ts';
import { useCore, useSession } from '../../../boot/core-context.ts';

const log = debug('chat');

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

export interface ChatListState {
  readonly list: ChatList;
  /** False until the first read answered (the screen shows nothing rather than "no chats"). */
  readonly loaded: boolean;
}

/**
 * The Chats tab's pinned and recent lists, filtered by name, read again after every chat event
 * that changes a preview, every room event that does and every contacts change (names, avatars).
 * Reads never overlap: events during a read cause one more read after it.
 */
export function useChatList(filter: string): ChatListState {
  const { chat, contacts, rooms } = useCore();
  const me = useSession()?.pub ?? null;
  const [state, setState] = useState<{ me: string; list: ChatList } | null>(null);

  useEffect(() => {
    if (me === null) return;
    let live = true;
    let running = false;
    let again = false;
    const load = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          const list = await chat.chatList(filter);
          if (live) setState({ me, list });
        } while (again && live);
      } catch (error) {
        log('reading the chat list failed: %o', error);
      } finally {
        running = false;
      }
    };
    void load();
    const offChat = chat.subscribe((event) => {
      if (LIST_EVENTS.has(event.type)) void load();
    });
    const offRooms = rooms.subscribe((event) => {
      if (ROOM_LIST_EVENTS.has(event.type)) void load();
    });
    const offContacts = contacts.subscribe(() => void load());
    return () => {
      live = false;
      offChat();
      offRooms();
      offContacts();
    };
  }, [chat, contacts, rooms, filter, me]);

  // While a new filter is read, the previous list stays (no flicker); another user's never does.
  const current = state !== null && state.me === me;
  return { list: current ? state.list : NO_CHATS, loaded: current };
}
