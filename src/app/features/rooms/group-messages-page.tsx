import { IonIcon, IonPage, useIonRouter } from '@ionic/react';
import { peopleOutline } from 'ionicons/icons';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonFooter } from '../../ui/ionic/ion-footer.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import type { ChatMessage } from '../../../core/chat/chat-types.ts';
import type { MessageQuote } from '../../../core/conversations/message-types.ts';
import { useSession } from '../../boot/core-context.ts';
import { HOME_PATH } from '../../routes/paths.ts';
import { Composer } from '../chat/components/composer.tsx';
import { ForwardPicker } from '../chat/components/forward-picker.tsx';
import { ImageViewer, type ViewedPicture } from '../chat/components/image-viewer.tsx';
import { MessageList } from '../chat/components/message-list.tsx';
import { quotedNameOf, senderNameOf } from '../chat/lib/sender-name.ts';
import { useRoomHistory } from './hooks/use-room-history.ts';
import { useRoomMessageActions } from './hooks/use-room-message-actions.ts';
import { useRoomParam } from './hooks/use-room-param.ts';
import { useRoomSender } from './hooks/use-room-sender.ts';
import { useRoom } from './hooks/use-room.ts';
import { groupMembersPath } from './lib/room-paths.ts';
import '../chat/chat.css';
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
  // What is being answered belongs to its room: another room opened here starts without it.
  const [reply, setReply] = useState<{ room: string; message: ChatMessage } | null>(null);
  const replyTo = reply?.room === pub ? reply.message : null;
  const setReplyTo = useCallback(
    (message: ChatMessage | null) => setReply(message && { room: pub, message }),
    [pub],
  );
  const [forwarding, setForwarding] = useState<ChatMessage | null>(null);
  const actions = useRoomMessageActions(pub, { onReply: setReplyTo, onForward: setForwarding });
  const you = t('chat:quote.you');
  const quoteAuthor = useCallback(
    (quote: MessageQuote, message: ChatMessage) =>
      quote.from === me ? you : (quotedNameOf(message) ?? quote.from.slice(0, 8)),
    [me, you],
  );
  const [viewing, setViewing] = useState<string | null>(null);
  const { messages } = history;
  const pictures = useMemo(
    () =>
      messages.flatMap((m): ViewedPicture[] =>
        m.kind === 'image' ? [{ msgId: m.msgId, dataUrl: m.dataUrl, timestamp: m.timestamp }] : [],
      ),
    [messages],
  );
  const name = room?.name ?? t('routes:groupMessages');
  const missing = !pub || (loaded && !room);
  const back = useCallback(() => {
    if (router.canGoBack()) router.goBack();
    else router.push(HOME_PATH, 'back');
  }, [router]);

  return (
    <IonPage>
      <PageHeader
        title={name}
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
      />
      <IonContent scrollY={false}>
        <div className="chat-page">
          {room?.syncing && (
            <p className="chat-banner" role="status">
              <IonSpinner name="dots" aria-hidden="true" /> {t('page.syncing')}
            </p>
          )}
          {room && (
            <MessageList
              history={history}
              focus={null}
              quoteAuthor={quoteAuthor}
              failureText={t('errors.sendFailed')}
              progress={NO_FILE_PROGRESS}
              onMenu={actions.openMenu}
              onRetry={actions.retry}
              onOpenImage={(message) => setViewing(message.msgId)}
            />
          )}
          {missing && (
            <p className="chat-banner chat-banner--warning" role="note">
              {t('page.noRoom')}
            </p>
          )}
        </div>
      </IonContent>
      <IonFooter>
        <Composer
          sender={sender}
          disabled={!room}
          onEscape={back}
          replyTo={replyTo}
          replyAuthor={replyTo?.mine ? you : (replyTo && senderNameOf(replyTo)) || ''}
          onCancelReply={() => setReplyTo(null)}
        />
      </IonFooter>
      <ImageViewer pictures={pictures} openAt={viewing} onClose={() => setViewing(null)} />
      <ForwardPicker
        message={forwarding}
        onClose={() => setForwarding(null)}
        onPick={(message, friend) => {
          setForwarding(null);
          void actions.forward(message, friend);
        }}
      />
    </IonPage>
  );
}
