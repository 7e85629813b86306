import { IonIcon } from '@ionic/react';
import { eyeOffOutline, pinOutline, trashOutline } from 'ionicons/icons';
import { memo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IonItemOption } from '../../../ui/ionic/ion-item-option.ts';
import { IonItem } from '../../../ui/ionic/ion-item.ts';
import { IonItemOptions } from '../../../ui/ionic/ion-item-options.ts';
import { IonItemSliding } from '../../../ui/ionic/ion-item-sliding.ts';
import { IonLabel } from '../../../ui/ionic/ion-label.ts';
import type { ChatPreview } from '@core/chat/chat-types.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { sameFields } from '../../../ui/same-fields.ts';
import type { ChatActions } from '../hooks/use-chat-actions.ts';
import { usePreviewText } from '../hooks/use-preview-text.ts';
import { groupMessagesPath } from '../../rooms/public.ts';
import { chatPagePath } from '../lib/chat-paths.ts';
import { StatusMark } from './status-mark.tsx';
import './chat-row.css';

interface ChatRowProps {
  chat: ChatPreview;
  actions: ChatActions;
  /** The row's time, already in the recent-time format. */
  time: string;
}

/**
 * One chat: avatar, name, unread count, time, preview. Enter or a click opens it; its actions
 * (pin, hide, delete) come by swiping, right-click, or the context-menu key (Shift+F10). A room's
 * row carries the "Room" badge, opens the room and cannot be hidden.
 */
export const ChatRow = memo(
  function ChatRow({ chat, actions, time }: ChatRowProps) {
    const { t } = useTranslation(['chat', 'rooms']);
    const room = chat.kind === 'room';
    const previewText = usePreviewText();
    const sliding = useRef<HTMLIonItemSlidingElement>(null);

    async function run(action: () => Promise<unknown>) {
      await sliding.current?.close();
      await action();
    }

    function openMenu(event: MouseEvent | KeyboardEvent) {
      event.preventDefault();
      void sliding.current?.close();
      actions.openMenu(chat);
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) openMenu(event);
    }

    return (
      <IonItemSliding ref={sliding} className="chat-row-sliding">
        <IonItem
          routerLink={room ? groupMessagesPath(chat.pub) : chatPagePath(chat.pub)}
          detail={false}
          className="chat-row"
          onContextMenu={openMenu}
          onKeyDown={onKeyDown}
        >
          <Avatar src={chat.avatar} alt={chat.name} size={44} className="chat-row-avatar" />
          <IonLabel>
            <div className="chat-row-top">
              <h2 className="chat-row-name">{chat.name}</h2>
              {room && <span className="chat-row-badge">{t('rooms:badge')}</span>}
              {chat.unread > 0 && (
                <span
                  className="chat-unread"
                  role="img"
                  aria-label={t('list.unread', { count: chat.unread })}
                >
                  {chat.unread > 99 ? '99+' : chat.unread}
                </span>
              )}
              {chat.lastTime !== null && <span className="chat-row-time">{time}</span>}
            </div>
            <p className="chat-row-preview">
              <StatusMark status={chat.lastStatus} />
              {chat.lastMsg === null ? t('list.noMessages') : previewText(chat.lastMsg)}
            </p>
          </IonLabel>
        </IonItem>
        <IonItemOptions side="end">
          {chat.pinned ? (
            <IonItemOption onClick={() => void run(() => actions.unpin(chat.pub))}>
              <IonIcon slot="start" icon={pinOutline} aria-hidden="true" />
              {t('list.unpin')}
            </IonItemOption>
          ) : (
            <>
              {!room && (
                <IonItemOption
                  color="medium"
                  onClick={() => void run(() => actions.hide(chat.pub))}
                >
                  <IonIcon slot="start" icon={eyeOffOutline} aria-hidden="true" />
                  {t('list.hide')}
                </IonItemOption>
              )}
              <IonItemOption onClick={() => void run(() => actions.pin(chat.pub))}>
                <IonIcon slot="start" icon={pinOutline} aria-hidden="true" />
                {t('list.pin')}
              </IonItemOption>
            </>
          )}
          <IonItemOption color="danger" onClick={() => void run(() => actions.deleteChat(chat))}>
            <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
            {t('list.delete')}
          </IonItemOption>
        </IonItemOptions>
      </IonItemSliding>
    );
  },
  // The list is read again after every event: a row whose chat reads the same is not redrawn.
  (before, after) =>
    before.actions === after.actions &&
    before.time === after.time &&
    sameFields(before.chat, after.chat),
);
