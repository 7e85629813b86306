import { IonIcon, IonPage } from '@ionic/react';
import { addOutline, notificationsOutline, personOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonButtons } from '../../ui/ionic/ion-buttons.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonHeader } from '../../ui/ionic/ion-header.ts';
import { IonTitle } from '../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../ui/ionic/ion-toolbar.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { ALL_AUTHORS, AuthorFilter } from './components/author-filter.tsx';
import { MomentList } from './components/moment-list.tsx';
import { NewMomentModal } from './components/new-moment-modal.tsx';
import { useMomentNotifications } from './hooks/use-moment-notifications.ts';
import { MY_MOMENTS_PATH, NOTIFICATIONS_PATH } from './lib/moment-paths.ts';

/**
 * The Moments tab (and route /moments with a Back button): the feed with its user filter, the
 * notifications with their unread count, New Moment, My Moments.
 */
export function MomentsScreen({ asPage = false }: { asPage?: boolean }) {
  const { t } = useTranslation('moments');
  const [composing, setComposing] = useState(false);
  const [author, setAuthor] = useState(ALL_AUTHORS);
  const { unread } = useMomentNotifications();
  const buttons = (
    <>
      <IonButton
        routerLink={NOTIFICATIONS_PATH}
        className="moment-bell"
        // Ionic follows a changing label, not a changing description: the count is in the name.
        aria-label={
          unread > 0 ? t('notifications.openUnread', { count: unread }) : t('notifications.open')
        }
        title={t('notifications.open')}
      >
        <IonIcon slot="icon-only" icon={notificationsOutline} aria-hidden="true" />
        {unread > 0 && (
          <span className="moment-bell-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </IonButton>
      <IonButton routerLink={MY_MOMENTS_PATH} aria-label={t('myMoments')} title={t('myMoments')}>
        <IonIcon slot="icon-only" icon={personOutline} aria-hidden="true" />
      </IonButton>
      <IonButton
        onClick={() => setComposing(true)}
        aria-label={t('newMoment')}
        title={t('newMoment')}
      >
        <IonIcon slot="icon-only" icon={addOutline} aria-hidden="true" />
      </IonButton>
    </>
  );
  return (
    <IonPage>
      {asPage ? (
        <PageHeader title={t('title')} end={buttons} />
      ) : (
        <IonHeader>
          <IonToolbar>
            <IonTitle>{t('title')}</IonTitle>
            <IonButtons slot="end">{buttons}</IonButtons>
          </IonToolbar>
        </IonHeader>
      )}
      <IonContent>
        <AuthorFilter author={author} onChange={setAuthor} />
        {/* Keyed: another author's list starts afresh, never showing the last one's cards. */}
        <MomentList key={author} {...(author === ALL_AUTHORS ? {} : { author })} />
      </IonContent>
      <NewMomentModal isOpen={composing} onClose={() => setComposing(false)} />
    </IonPage>
  );
}
