import { useTranslation } from 'react-i18next';
import { IonItem } from '../../../ui/ionic/ion-item.ts';
import { IonItemDivider } from '../../../ui/ionic/ion-item-divider.ts';
import { IonLabel } from '../../../ui/ionic/ion-label.ts';
import { IonList } from '../../../ui/ionic/ion-list.ts';
import { IonSpinner } from '../../../ui/ionic/ion-spinner.ts';
import type { MessageSearch } from '../hooks/use-message-search.ts';
import { useNow, useRecentTimeText } from '../hooks/use-recent-time.ts';
import { groupMessagesPath } from '../../rooms/public.ts';
import { chatPagePath } from '../lib/chat-paths.ts';

/** Messages that contain the search text: chat name, time and the text around the match. */
export function SearchResults({ search }: { search: MessageSearch }) {
  const { t } = useTranslation('chat');
  const now = useNow();
  const timeText = useRecentTimeText();
  return (
    <section aria-label={t('search.messages')}>
      <IonList>
        <IonItemDivider>
          <IonLabel>{t('search.messages')}</IonLabel>
          {!search.done && <IonSpinner slot="end" name="dots" aria-label={t('search.searching')} />}
        </IonItemDivider>
        {search.done && search.hits.length === 0 && (
          <p className="chat-empty-text">{t('search.noResults')}</p>
        )}
        {search.hits.map((hit) => (
          <IonItem
            key={`${hit.chatId}|${hit.msgId}`}
            routerLink={
              hit.kind === 'room' ? groupMessagesPath(hit.peer) : chatPagePath(hit.peer, hit.msgId)
            }
            detail={false}
          >
            <IonLabel>
              <div className="chat-row-top">
                <h2 className="chat-row-name">{hit.name}</h2>
                <span className="chat-row-time">{timeText(hit.timestamp, now)}</span>
              </div>
              <p className="chat-hit-snippet">
                {hit.snippet.map((part, index) =>
                  part.match ? (
                    <mark key={index}>{part.text}</mark>
                  ) : (
                    <span key={index}>{part.text}</span>
                  ),
                )}
              </p>
            </IonLabel>
          </IonItem>
        ))}
      </IonList>
    </section>
  );
}
