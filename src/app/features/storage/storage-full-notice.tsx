import { useIonRouter } from '@ionic/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { useAppCore, usePreference } from '../../boot/core-context.ts';
import { HOME_PATH } from '../../routes/paths.ts';
import '../../boot/storage-warning.css';

/**
 * The storage-full event ("storage quota exceeded"): one notice, whatever write or save did not
 * fit, asking the user to delete old conversations, with the chat list a tap away. What was stored
 * stays; the failed write was rolled back whole and its screen kept what the user typed.
 */
export function StorageFullNotice() {
  const { t } = useTranslation('boot');
  const { onStorageFull } = useAppCore();
  const [, setLastTab] = usePreference('lastTab');
  const router = useIonRouter();
  const [full, setFull] = useState(false);

  useEffect(() => onStorageFull(() => setFull(true)), [onStorageFull]);

  if (!full) return null;
  const openChats = () => {
    setLastTab('chat');
    setFull(false);
    router.push(HOME_PATH, 'root');
  };
  return (
    <div className="storage-warning" role="alert">
      <span>{t('storageFull')}</span>
      <span>
        <IonButton size="small" fill="outline" color="light" onClick={openChats}>
          {t('openChats')}
        </IonButton>
        <IonButton size="small" fill="clear" color="light" onClick={() => setFull(false)}>
          {t('dismiss')}
        </IonButton>
      </span>
    </div>
  );
}
