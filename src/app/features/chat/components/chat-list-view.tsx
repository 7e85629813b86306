import { IonItemDivider, IonLabel, IonList } from '@ionic/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatList, ChatPreview } from '../../../../core/chat/chat-types.ts';
import type { ChatActions } from '../hooks/use-chat-actions.ts';
import { useNow, useRecentTimeText } from '../hooks/use-recent-time.ts';
import { ChatRow } from './chat-row.tsx';

interface ChatListViewProps {
  list: ChatList;
  actions: ChatActions;
  /** Whether a name filter is on (changes the empty text). */
  filtered: boolean;
}

/** The pinned chats, then "Recent Chats" newest first. */
export function ChatListView({ list, actions, filtered }: ChatListViewProps) {
  const { t } = useTranslation('chat');
  const now = useNow();
  const timeText = useRecentTimeText();
  const rows = (chats: readonly ChatPreview[]) =>
    chats.map((chat) => (
      <ChatRow
        key={chat.pub}
        chat={chat}
        actions={actions}
        time={chat.lastTime === null ? '' : timeText(chat.lastTime, now)}
      />
    ));

  if (list.pinned.length === 0 && list.recent.length === 0) {
    return <p className="chat-empty-text">{filtered ? t('list.noMatch') : t('list.empty')}</p>;
  }
  return (
    <>
      <ChatSection title={t('list.pinned')}>{rows(list.pinned)}</ChatSection>
      <ChatSection title={t('list.recent')}>{rows(list.recent)}</ChatSection>
    </>
  );
}

/** A titled list of chats; nothing at all when it has none. */
function ChatSection({ title, children }: { title: string; children: ReactNode[] }) {
  if (children.length === 0) return null;
  return (
    <section aria-label={title}>
      <IonList>
        <IonItemDivider>
          <IonLabel>{title}</IonLabel>
        </IonItemDivider>
        {children}
      </IonList>
    </section>
  );
}
