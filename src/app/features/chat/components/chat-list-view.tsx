import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso } from 'react-virtuoso';
import { IonItemDivider } from '../../../ui/ionic/ion-item-divider.ts';
import { IonLabel } from '../../../ui/ionic/ion-label.ts';
import { IonList } from '../../../ui/ionic/ion-list.ts';
import type { ChatList, ChatPreview } from '@core/chat/chat-types.ts';
import type { ChatActions } from '../hooks/use-chat-actions.ts';
import { useNow, useRecentTimeText } from '../hooks/use-recent-time.ts';
import { useScrollParent } from '../../../ui/use-scroll-parent.ts';
import { ChatRow } from './chat-row.tsx';

interface ChatListViewProps {
  list: ChatList;
  actions: ChatActions;
  /** Whether a name filter is on (changes the empty text). */
  filtered: boolean;
}

/**
 * The pinned chats, then "Recent Chats" newest first. Each is a virtual list scrolling with the
 * screen: only the rows on screen are rendered, however many chats there are.
 */
export function ChatListView({ list, actions, filtered }: ChatListViewProps) {
  const { t } = useTranslation('chat');
  const now = useNow();
  const timeText = useRecentTimeText();
  const anchor = useRef<HTMLDivElement>(null);
  const scrollParent = useScrollParent(anchor);
  const row = (chat: ChatPreview) => (
    <ChatRow
      chat={chat}
      actions={actions}
      time={chat.lastTime === null ? '' : timeText(chat.lastTime, now)}
    />
  );

  const empty = list.pinned.length === 0 && list.recent.length === 0;
  return (
    <div ref={anchor}>
      {empty && <p className="chat-empty-text">{filtered ? t('list.noMatch') : t('list.empty')}</p>}
      {scrollParent && (
        <>
          <ChatSection
            title={t('list.pinned')}
            chats={list.pinned}
            scrollParent={scrollParent}
            row={row}
          />
          <ChatSection
            title={t('list.recent')}
            chats={list.recent}
            scrollParent={scrollParent}
            row={row}
          />
        </>
      )}
    </div>
  );
}

/** A titled list of chats; nothing at all when it has none. */
function ChatSection({
  title,
  chats,
  scrollParent,
  row,
}: {
  title: string;
  chats: readonly ChatPreview[];
  scrollParent: HTMLElement;
  row: (chat: ChatPreview) => ReactNode;
}) {
  if (chats.length === 0) return null;
  return (
    <section aria-label={title}>
      <IonList>
        <IonItemDivider>
          <IonLabel>{title}</IonLabel>
        </IonItemDivider>
        <Virtuoso
          customScrollParent={scrollParent}
          data={chats}
          computeItemKey={(_, chat) => chat.pub}
          itemContent={(_, chat) => row(chat)}
        />
      </IonList>
    </section>
  );
}
