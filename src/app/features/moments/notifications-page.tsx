import { IonPage, useIonRouter } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '@core/moments/moment-types.ts';
import { useCore } from '../../boot/core-context.ts';
import { useAction } from '../../ui/use-action.ts';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { NotificationItem } from './components/notification-item.tsx';
import { useAuthorOf } from './hooks/use-author.ts';
import { useMomentFeedback } from './hooks/use-moment-feedback.ts';
import { useMomentNotifications } from './hooks/use-moment-notifications.ts';
import { momentDetailPath } from './lib/moment-paths.ts';
import './components/moments.css';

/** Route /notifications: likes, comments, replies, forwards and friend removals; live. */
export function NotificationsPage() {
  const { t } = useTranslation('moments');
  const { moments } = useCore();
  const router = useIonRouter();
  const authorOf = useAuthorOf();
  const feedback = useMomentFeedback();
  const { loaded, list, unread } = useMomentNotifications();

  const { run: markRead } = useAction((ids?: readonly number[]) => moments.markRead(ids), {
    what: 'marking notifications read',
    onFailure: () => feedback.error(t('notifications.markFailed')),
  });
  const { run: deleteNotification } = useAction((id: number) => moments.deleteNotification(id), {
    what: 'deleting a notification',
    onFailure: () => feedback.error(t('notifications.deleteFailed')),
  });

  function open(item: AppNotification) {
    if (!item.read) void markRead([item.id]);
    if (item.moment) router.push(momentDetailPath(item.moment));
  }

  function remove(item: AppNotification) {
    void deleteNotification(item.id);
  }

  return (
    <IonPage>
      <PageHeader
        title={t('routes:notifications')}
        end={
          <IonButton disabled={unread === 0} onClick={() => void markRead()}>
            {t('notifications.markAllRead')}
          </IonButton>
        }
      />
      <IonContent>
        <section className="moment-notifications" aria-label={t('notifications.list')}>
          {!loaded && (
            <div className="moment-list-state" role="status">
              <IonSpinner aria-hidden="true" />
              <span className="visually-hidden">{t('notifications.loading')}</span>
            </div>
          )}
          {loaded && list.length === 0 && (
            <p className="moment-list-state" role="status">
              {t('notifications.empty')}
            </p>
          )}
          {list.length > 0 && (
            <ul className="moment-notification-list">
              {list.map((item) => (
                <NotificationItem
                  key={item.id}
                  item={item}
                  from={authorOf(item.from)}
                  onOpen={open}
                  onDelete={remove}
                />
              ))}
            </ul>
          )}
        </section>
      </IonContent>
    </IonPage>
  );
}
