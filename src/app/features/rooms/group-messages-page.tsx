import { IonIcon, useIonRouter } from '@ionic/react';
import { peopleOutline } from 'ionicons/icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import type { ChatMessage } from '@core/chat/chat-types.ts';
import type { MessageQuote } from '@core/conversations/message-types.ts';
import { ConversationFrame } from '../../ui/conversation/conversation-frame.tsx';
import { useConversationFrame } from '../../ui/conversation/use-conversation-frame.ts';
import { useSession } from '../../boot/core-context.ts';
import { HOME_PATH } from '../../routes/paths.ts';
import {
  Composer,
  ForwardPicker,
  ImageViewer,
  MessageList,
  quotedNameOf,
  senderNameOf,
} from '../chat/public.ts';
import { useRoomHistory } from './hooks/use-room-history.ts';
import { useRoomMessageActions } from './hooks/use-room-message-actions.ts';
import { useRoomParam } from './hooks/use-room-param.ts';
import { useRoomSender } from './hooks/use-room-sender.ts';
import { useRoom } from './hooks/use-room.ts';
import { groupMembersPath } from './lib/room-paths.ts';
import './components/rooms.css';

const NO_FILE_PROGRESS = new Map<string, never>();

/**
 * Route /group/{pub}/messages: one room's messages, with each sender's name, leave notices as
 * system lines, and a composer for text, pictures and voice. Long press on a message: reply,
 * forward to a friend, copy, and retry or retract my own. It closes once I leave the room.
 */
export function GroupMessagesPage() {
  const { t } = useTranslation(['rooms', 'routes', 'chat']);
  const me = useSession()?.pub ?? '';
  const router = useIonRouter();
  const { pub, visible } = useRoomParam();
  const onLeft = useCallback(() => {
    if (visible) router.push(HOME_PATH, 'root');
  }, [router, visible]);
  const { room, loaded } = useRoom(pub, onLeft);
  const history = useRoomHistory(pub);
  const sender = useRoomSender(pub);
  const frame = useConversationFrame(pub, history.messages);
  const actions = useRoomMessageActions(pub, {
    onReply: frame.setReplyTo,
    onForward: frame.setForwarding,
  });
  const you = t('chat:quote.you');
  const quoteAuthor = useCallback(
    (quote: MessageQuote, message: ChatMessage) =>
      quote.from === me ? you : (quotedNameOf(message) ?? quote.from.slice(0, 8)),
    [me, you],
  );
  const { replyTo } = frame;
  const missing = !pub || (loaded && !room);

  return (
    <ConversationFrame
      title={room?.name ?? t('routes:groupMessages')}
      end={
        room && (
          <IonButton
            routerLink={groupMembersPath(room.pub)}
            aria-label={t('page.members')}
            title={t('page.members')}
          >
            <IonIcon slot="icon-only" icon={peopleOutline} aria-hidden="true" />
          </IonButton>
        )
      }
      status={
        room?.syncing && (
          <p className="chat-banner" role="status">
            <IonSpinner name="dots" aria-hidden="true" /> {t('page.syncing')}
          </p>
        )
      }
      messages={
        room && (
          <MessageList
            history={history}
            focus={null}
            quoteAuthor={quoteAuthor}
            failureText={t('errors.sendFailed')}
            progress={NO_FILE_PROGRESS}
            onMenu={actions.openMenu}
            onRetry={actions.retry}
            onOpenImage={frame.openImage}
          />
        )
      }
      notice={missing ? t('page.noRoom') : null}
      composer={
        <Composer
          sender={sender}
          disabled={!room}
          onEscape={frame.leave}
          replyTo={replyTo}
          replyAuthor={replyTo?.mine ? you : (replyTo && senderNameOf(replyTo)) || ''}
          onCancelReply={frame.cancelReply}
        />
      }
    >
      <ImageViewer pictures={frame.pictures} openAt={frame.viewing} onClose={frame.closeImage} />
      <ForwardPicker
        message={frame.forwarding}
        onClose={frame.cancelForward}
        onPick={(message, friend) => {
          frame.cancelForward();
          void actions.forward(message, friend);
        }}
      />
    </ConversationFrame>
  );
}
