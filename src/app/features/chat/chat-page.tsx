import {
  IonBackButton,
  IonButtons,
  IonContent,
  IonFooter,
  IonHeader,
  IonPage,
  IonTitle,
  IonToolbar,
  useIonRouter,
} from '@ionic/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../routes/route-table.ts';
import { useFriend } from '../contacts/hooks/use-friends.ts';
import { useBlock } from '../friend-profile/use-block.ts';
import { ChatPageMenu } from './components/chat-page-menu.tsx';
import { Composer } from './components/composer.tsx';
import { MessageList } from './components/message-list.tsx';
import { useChatHistory } from './hooks/use-chat-history.ts';
import { useChatParams } from './hooks/use-chat-params.ts';
import { useFileProgress } from './hooks/use-file-progress.ts';
import { useMessageActions } from './hooks/use-message-actions.ts';
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
  const actions = useMessageActions();
  const { newer, showLatest } = history;
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
              progress={progress}
              onMenu={actions.openMenu}
              onRetry={actions.retry}
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
        <Composer sender={sender} disabled={notice !== null} onEscape={leave} />
      </IonFooter>
    </IonPage>
  );
}
