import { useIonRouter } from '@ionic/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@core/chat/chat-types.ts';
import type { RoomMessage } from '@core/rooms/room-types.ts';
import { debug } from '@core/util/log.ts';
import { useCore, usePreference, useSession } from '../../../boot/core-context.ts';
import { chatPagePath } from '../../chat/public.ts';
import { groupMessagesPath } from '../../rooms/public.ts';
import { pageHidden, showNotice } from '../browser-notifications.ts';

const log = debug('notifications');

/** A notification shows this much of a text at most. */
const MAX_TEXT = 120;

/**
 * A notification for each message a friend or a room member sends while the page is hidden
 * (never my own, from my other devices): the sender (and room) and the text, or only who sent it
 * when the user turned text off. Clicking it opens that chat or room.
 */
export function useMessageNotifications(): void {
  const { chat, contacts, rooms } = useCore();
  const me = useSession()?.pub ?? null;
  const [enabled] = usePreference('notificationsEnabled');
  const [withText] = usePreference('notificationText');
  const { t } = useTranslation(['shell', 'chat']);
  const router = useIonRouter();

  useEffect(() => {
    if (me === null || !enabled) return;
    const summary = (message: ChatMessage): string => {
      switch (message.kind) {
        case 'text':
          return message.text.length > MAX_TEXT
            ? `${message.text.slice(0, MAX_TEXT)}…`
            : message.text;
        case 'image':
          return t('chat:preview.image');
        case 'voice':
          return t('chat:preview.voice');
        case 'file':
          return t('chat:preview.file');
        case 'leave':
          return t('chat:preview.leave');
        case 'room-invite':
          return t('chat:preview.invite');
      }
    };
    const notify = async (message: ChatMessage) => {
      const friend = await contacts.friend(message.peer);
      const name = friend?.displayName || message.peer.slice(0, 8);
      showNotice({
        title: name,
        body: withText ? summary(message) : t('shell:notifications.newMessage', { name }),
        tag: `meshtalk-chat-${message.peer}`,
        onOpen: () => router.push(chatPagePath(message.peer)),
      });
    };
    const notifyRoom = async (room: string, message: RoomMessage) => {
      const name = (await rooms.get(room))?.name ?? room.slice(0, 8);
      const body = withText
        ? t('shell:notifications.roomText', { name: message.senderName, text: summary(message) })
        : t('shell:notifications.newMessage', { name: message.senderName });
      showNotice({
        title: name,
        body,
        tag: `meshtalk-room-${room}`,
        onOpen: () => router.push(groupMessagesPath(room)),
      });
    };
    const failed = (error: unknown) => log('announcing a message failed: %o', error);
    const stopChat = chat.subscribe((event) => {
      if (event.type !== 'message' || event.message.mine || !pageHidden()) return;
      notify(event.message).catch(failed);
    });
    const stopRooms = rooms.subscribe((event) => {
      if (event.type !== 'message' || event.message.mine || !pageHidden()) return;
      notifyRoom(event.room, event.message).catch(failed);
    });
    return () => {
      stopChat();
      stopRooms();
    };
  }, [chat, contacts, rooms, me, enabled, withText, t, router]);
}
