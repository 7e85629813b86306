import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonToggle } from '../../ui/ionic/ion-toggle.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePreference } from '../../boot/core-context.ts';
import { SettingsSection } from '../../ui/settings-section.tsx';
import { MessageNotificationToggles } from './message-notification-toggles.tsx';
import { NotificationKindToggles } from './notification-kind-toggles.tsx';
import '../../ui/settings-page.css';

/**
 * Routes `/notificationsettings` and `/NotificationSettings`: browser notifications for messages,
 * which kinds the notification list records, and whether a new one shows a toast.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation(['notificationSettings', 'routes']);
  const [toasts, setToasts] = usePreference('notificationToasts');
  return (
    <IonPage>
      <PageHeader title={t('routes:notificationSettings')} />
      <IonContent>
        <div className="settings-column">
          <SettingsSection title={t('sections.messages')}>
            <MessageNotificationToggles />
          </SettingsSection>
          <SettingsSection
            title={t('sections.list')}
            footer={<p className="settings-note">{t('kinds.note')}</p>}
          >
            <NotificationKindToggles />
          </SettingsSection>
          <SettingsSection title={t('sections.inApp')}>
            <IonItem>
              <IonToggle
                justify="space-between"
                checked={toasts}
                helperText={t('toasts.hint')}
                onIonChange={(event) => setToasts(event.detail.checked)}
              >
                {t('toasts.label')}
              </IonToggle>
            </IonItem>
          </SettingsSection>
        </div>
      </IonContent>
    </IonPage>
  );
}
