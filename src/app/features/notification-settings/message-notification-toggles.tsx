import { useTranslation } from 'react-i18next';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonToggle } from '../../ui/ionic/ion-toggle.ts';
import { usePreference } from '../../boot/core-context.ts';
import { useNotificationSetting } from '../notifications/public.ts';

/** Browser notifications on or off, and whether they show the message text. */
export function MessageNotificationToggles() {
  const { t } = useTranslation('notificationSettings');
  const { enabled, permission, setEnabled } = useNotificationSetting();
  const [showText, setShowText] = usePreference('notificationText');
  let hint = t('browser.hint');
  if (permission === 'denied') hint = t('browser.blocked');
  else if (permission === 'unsupported') hint = t('browser.unsupported');
  return (
    <>
      <IonItem>
        <IonToggle
          justify="space-between"
          checked={enabled}
          helperText={hint}
          onIonChange={(event) => setEnabled(event.detail.checked)}
        >
          {t('browser.label')}
        </IonToggle>
      </IonItem>
      <IonItem>
        <IonToggle
          justify="space-between"
          checked={showText}
          disabled={!enabled}
          helperText={t('browser.showTextHint')}
          onIonChange={(event) => setShowText(event.detail.checked)}
        >
          {t('browser.showText')}
        </IonToggle>
      </IonItem>
    </>
  );
}
