import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../ui/ionic/ion-button.ts';
import { appUpdates } from './app-updates.ts';
import { pageHasUnsentText } from './unsent-text.ts';
import './update-banner.css';

/**
 * Says a new version is ready, and reloads into it on the user's Reload. While typed text is not
 * sent yet it says so first, and reloads only on a second Reload ("Reload anyway").
 */
export function UpdateBanner() {
  const { t } = useTranslation('pwa');
  // Set once a Reload stopped for unsent text: the next Reload is the user's confirmation.
  const [warned, setWarned] = useState(false);
  const reload = () => {
    const answer = appUpdates.reload({ unsentText: pageHasUnsentText(), confirmed: warned });
    if (answer === 'unsent-text') setWarned(true);
  };
  return (
    <div className="update-banner" role="status">
      <span>{warned ? t('unsentText') : t('available')}</span>
      <span className="update-banner-actions">
        <IonButton size="small" fill="clear" color="light" onClick={reload}>
          {warned ? t('reloadAnyway') : t('reload')}
        </IonButton>
        <IonButton size="small" fill="clear" color="light" onClick={() => appUpdates.later()}>
          {t('later')}
        </IonButton>
      </span>
    </div>
  );
}
