import { IonBackButton, IonPage, useIonRouter } from '@ionic/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButtons } from '../../ui/ionic/ion-buttons.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonFooter } from '../../ui/ionic/ion-footer.ts';
import { IonHeader } from '../../ui/ionic/ion-header.ts';
import { IonTitle } from '../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../ui/ionic/ion-toolbar.ts';
import type { ChatMessage } from '../../../core/chat/chat-types.ts';
import type { MessageQuote } from '../../../core/conversations/message-types.ts';
import { HOME_PATH } from '../../routes/paths.ts';
import { useFriend } from '../contacts/hooks/use-friends.ts';
import { useBlock } from '../friend-profile/use-block.ts';
import { ChatPageMenu } from './components/chat-page-menu.tsx';
import { Composer } from './components/composer.tsx';
import { ForwardPicker } from './components/forward-picker.tsx';
import { ImageViewer, type ViewedPicture } from './components/image-viewer.tsx';
import { MessageList } from './components/message-list.tsx';
import { useChatHistory } from './hooks/use-chat-history.ts';
import { useChatParams } from './hooks/use-chat-params.ts';
import { useFileProgress } from './hooks/use-file-progress.ts';
import { useChatMessageActions } from './hooks/use-message-actions.ts';
import { useSendMessage } from './hooks/use-send-message.ts';
import './chat.css';

/** Route /chatpage?pub=<friend>[&msg=<message>]: one private chat. */
export function ChatPage() {
  const { t } = useTranslation(['chat', 'routes']);
  const { pub, msg, visible } = useChatParams();
  const friend = useFriend(pub);
  const { blocked } = useBlock(pub);
  // The route's own title until there is a friend to name.
  const name = friend.value?.displayName || (pub ? pub.slice(0, 8) : t('routes:chat'));
  const history = useChatHistory(pub, msg, visible);
  const progress = useFileProgress(pub);
  // What is being answered belongs to its chat: another chat opened here starts without it.
  const [reply, setReply] = useState<{ peer: string; message: ChatMessage } | null>(null);
  const replyTo = reply?.peer === pub ? reply.message : null;
  const setReplyTo = useCallback(
    (message: ChatMessage | null) => setReply(message && { peer: pub, message }),
    [pub],
  );
  const [forwarding, setForwarding] = useState<ChatMessage | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const actions = useChatMessageActions({ onReply: setReplyTo, onForward: setForwarding });
  // A reply here quotes either the friend or me.
  const quoteAuthor = useCallback(
    (quote: MessageQuote) => (quote.from === pub ? name : t('quote.you')),
    [pub, name, t],
  );
  const { messages, newer, showLatest } = history;
  const pictures = useMemo(
    () =>
      messages.flatMap((m): ViewedPicture[] =>
        m.kind === 'image' ? [{ msgId: m.msgId, dataUrl: m.dataUrl, timestamp: m.timestamp }] : [],
      ),
    [messages],
  );
  const afterSend = useCallback(() => {
    // Reading older messages around a search hit: jump to the end, where the new one is.
    if (newer !== null) void showLatest();
  }, [newer, showLatest]);
  const sender = useSendMessage(pub, afterSend);
  const router = useIonRouter();
  const leave = useCallback(() => {
    if (router.canGoBack()) router.goBack();
    else router.push(HOME_PATH, 'back');
  }, [router]);

  let notice: string | null = null;
  if (!pub) notice = t('page.noChat');
  else if (blocked) notice = t('errors.blocked');
  else if (friend.loaded && !friend.value) notice = t('errors.notFriend');

  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonButtons slot="start">
            <IonBackButton
              defaultHref={HOME_PATH}
              text={t('routes:back')}
              aria-label={t('routes:back')}
            />
          </IonButtons>
          <IonTitle>{name}</IonTitle>
          {pub && (
            <IonButtons slot="end">
              <ChatPageMenu pub={pub} name={name} />
            </IonButtons>
          )}
        </IonToolbar>
      </IonHeader>
      <IonContent scrollY={false}>
        <div className="chat-page">
          {pub && (
            <MessageList
              history={history}
              focus={msg}
              quoteAuthor={quoteAuthor}
              progress={progress}
              onMenu={actions.openMenu}
              onRetry={actions.retry}
              onOpenImage={(message) => setViewing(message.msgId)}
            />
          )}
          {notice && (
            <p className="chat-banner chat-banner--warning" role="note">
              {notice}
            </p>
          )}
        </div>
      </IonContent>
      <IonFooter>
        <Composer
          sender={sender}
          disabled={notice !== null}
          onEscape={leave}
          replyTo={replyTo}
          replyAuthor={replyTo?.mine ? t('quote.you') : name}
          onCancelReply={() => setReplyTo(null)}
        />
      </IonFooter>
      <ImageViewer pictures={pictures} openAt={viewing} onClose={() => setViewing(null)} />
      <ForwardPicker
        message={forwarding}
        peer={pub}
        onClose={() => setForwarding(null)}
        onPick={(message, friend) => {
          setForwarding(null);
          void actions.forward(message, friend);
        }}
      />
    </IonPage>
  );
}
