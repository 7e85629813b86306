import { useTranslation } from 'react-i18next';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonToggle } from '../../ui/ionic/ion-toggle.ts';
import { usePreference } from '../../core/core-context.ts';
import { useNotificationSetting } from '../notifications/hooks/use-notification-setting.ts';

/** Browser notifications on or off, and whether they show the message text. */
export function NotificationToggles() {
  const { t } = useTranslation('settings');
  const { enabled, permission, setEnabled } = useNotificationSetting();
  const [showText, setShowText] = usePreference('notificationText');
  let hint = t('notifications.hint');
  if (permission === 'denied') hint = t('notifications.blocked');
  else if (permission === 'unsupported') hint = t('notifications.unsupported');
  return (
    <>
      <IonItem>
        <IonToggle
          justify="space-between"
          checked={enabled}
          helperText={hint}
          onIonChange={(event) => setEnabled(event.detail.checked)}
        >
          {t('notifications.label')}
        </IonToggle>
      </IonItem>
      <IonItem>
        <IonToggle
          justify="space-between"
          checked={showText}
          disabled={!enabled}
          helperText={t('notifications.showTextHint')}
          onIonChange={(event) => setShowText(event.detail.checked)}
        >
          {t('notifications.showText')}
        </IonToggle>
      </IonItem>
    </>
  );
}
