import { IonPage } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButtons } from '../../ui/ionic/ion-buttons.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonHeader } from '../../ui/ionic/ion-header.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { IonSegmentButton } from '../../ui/ionic/ion-segment-button.ts';
import { IonSegment } from '../../ui/ionic/ion-segment.ts';
import { IonTitle } from '../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../ui/ionic/ion-toolbar.ts';
import { WebSearchbar } from '../../ui/web-searchbar.tsx';
import { RoomsConsole } from '../rooms/public.ts';
import { ChatListView } from './components/chat-list-view.tsx';
import { PlusMenu } from './components/plus-menu.tsx';
import { SearchResults } from './components/search-results.tsx';
import { useChatActions } from './hooks/use-chat-actions.ts';
import { useChatList } from './hooks/use-chat-list.ts';
import { useChatsSegment } from './hooks/use-chats-segment.ts';
import { useMessageSearch } from './hooks/use-message-search.ts';
import { usePreloadChatPage } from './hooks/use-preload-chat-page.ts';
import './chat.css';

/** The Chats tab: search, the Chats / Rooms segment, the plus menu and the chat list. */
export function ChatsScreen() {
  const { t } = useTranslation('chat');
  const [query, setQuery] = useState('');
  const [segment, setSegment] = useChatsSegment();
  const searching = query.trim() !== '';
  usePreloadChatPage();

  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('title')}</IonTitle>
          <IonButtons slot="end">
            <PlusMenu />
          </IonButtons>
        </IonToolbar>
        <IonToolbar>
          <WebSearchbar
            value={query}
            onChange={setQuery}
            placeholder={t('search.placeholder')}
            label={t('search.label')}
          />
        </IonToolbar>
        <IonToolbar>
          <IonSegment
            value={segment}
            aria-label={t('segment.label')}
            onIonChange={(event) => setSegment(String(event.detail.value))}
          >
            <IonSegmentButton value="chats">
              <IonLabel>{t('segment.chats')}</IonLabel>
            </IonSegmentButton>
            <IonSegmentButton value="rooms">
              <IonLabel>{t('segment.rooms')}</IonLabel>
            </IonSegmentButton>
          </IonSegment>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        {segment === 'rooms' ? (
          <RoomsConsole />
        ) : (
          <ChatsSegment query={query} searching={searching} />
        )}
      </IonContent>
    </IonPage>
  );
}

function ChatsSegment({ query, searching }: { query: string; searching: boolean }) {
  const chats = useChatList(query);
  const actions = useChatActions();
  const search = useMessageSearch(query);
  return (
    <>
      {chats.loaded && <ChatListView list={chats.list} actions={actions} filtered={searching} />}
      {searching && <SearchResults search={search} />}
    </>
  );
}
