import { IonIcon, IonPage } from '@ionic/react';
import { peopleOutline, personAddOutline } from 'ionicons/icons';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonButtons } from '../../../ui/ionic/ion-buttons.ts';
import { IonContent } from '../../../ui/ionic/ion-content.ts';
import { IonHeader } from '../../../ui/ionic/ion-header.ts';
import { IonTitle } from '../../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../../ui/ionic/ion-toolbar.ts';
import { WebSearchbar } from '../../../ui/web-searchbar.tsx';
import { INDEX_LETTERS, groupByIndexLetter, type IndexLetter } from '@core/text/index-letter.ts';
import { useDeleteFriend, useFriends } from '../hooks/use-friends.ts';
import { FRIEND_REQUESTS_PATH } from '../lib/contact-paths.ts';
import { filterFriends } from '../lib/filter-friends.ts';
import { FriendGroups } from './friend-groups.tsx';
import { IndexBar } from './index-bar.tsx';
import { RemovalNotices } from './removal-notices.tsx';
import { RequestBell } from './request-bell.tsx';
import '../contacts.css';

/** The Contacts tab: friends under A–Z and #, the index bar, search, the request bell. */
export function ContactsScreen() {
  const { t } = useTranslation('contacts');
  const friends = useFriends();
  const deleteFriend = useDeleteFriend();
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLElement>(null);

  const shown = useMemo(() => filterFriends(friends.value, query), [friends.value, query]);
  const groups = useMemo(() => groupByIndexLetter(shown, (f) => f.displayName), [shown]);
  const available = useMemo(() => new Set(groups.map((g) => g.letter)), [groups]);

  function jumpTo(letter: IndexLetter) {
    // An empty letter goes to the nearest group after it, else the last one before it.
    const at = INDEX_LETTERS.indexOf(letter);
    const target =
      INDEX_LETTERS.slice(at).find((l) => available.has(l)) ??
      INDEX_LETTERS.slice(0, at).findLast((l) => available.has(l));
    if (!target) return;
    const group = listRef.current?.querySelector(`[data-index-letter="${target}"]`);
    group?.scrollIntoView({ block: 'start' });
  }

  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('title')}</IonTitle>
          <IonButtons slot="end">
            <IonButton routerLink={FRIEND_REQUESTS_PATH} aria-label={t('addFriend')}>
              <IonIcon slot="icon-only" icon={personAddOutline} aria-hidden="true" />
            </IonButton>
            <RequestBell />
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
      </IonHeader>
      <IonContent>
        <RemovalNotices />
        {friends.loaded && friends.value.length === 0 && (
          <div className="contacts-empty">
            <IonIcon icon={peopleOutline} aria-hidden="true" />
            <p>{t('list.empty')}</p>
          </div>
        )}
        {friends.loaded && friends.value.length > 0 && (
          <section ref={listRef} className="contacts-list" aria-label={t('list.label')}>
            <p className="contacts-count" aria-live="polite">
              {t('list.count', { count: friends.value.length })}
            </p>
            {groups.length === 0 ? (
              <p className="contacts-empty-text">{t('search.noMatch')}</p>
            ) : (
              <FriendGroups groups={groups} onDelete={deleteFriend} />
            )}
          </section>
        )}
        {groups.length > 0 && (
          <div slot="fixed" className="index-bar-slot">
            <IndexBar available={available} onSelect={jumpTo} />
          </div>
        )}
      </IonContent>
    </IonPage>
  );
}
