import { IonIcon } from '@ionic/react';
import { serverOutline, trashOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonAlert } from '../../ui/ionic/ion-alert.tsx';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { useAppCore, type StorageTier } from '../../boot/core-context.ts';
import { SettingsLink, SettingsSection } from '../../ui/settings-section.tsx';
import { useClearChatRecords } from './use-clear-chat-records.ts';

/** Storage: the network database page, clearing all chats, and where this device keeps data. */
export function StorageSection() {
  const { t } = useTranslation('settings');
  const { storageTier } = useAppCore();
  const { busy, clear } = useClearChatRecords();
  const [confirming, setConfirming] = useState(false);
  const tierNames: Record<StorageTier, string> = {
    opfs: t('storageTier.opfs'),
    indexeddb: t('storageTier.indexeddb'),
    localstorage: t('storageTier.localstorage'),
  };

  return (
    <SettingsSection
      title={t('sections.storage')}
      footer={
        <p className="settings-note">{t('storageTier.note', { tier: tierNames[storageTier] })}</p>
      }
    >
      <SettingsLink to="/indexedDBpage" icon={serverOutline} label={t('links.networkDatabase')} />
      <IonItem button detail={false} disabled={busy} onClick={() => setConfirming(true)}>
        <IonIcon slot="start" icon={trashOutline} color="danger" aria-hidden="true" />
        <IonLabel color="danger">{t('clearChats.button')}</IonLabel>
      </IonItem>
      <IonAlert
        isOpen={confirming}
        header={t('clearChats.title')}
        message={t('clearChats.message')}
        buttons={[
          { text: t('cancel'), role: 'cancel' },
          { text: t('confirm'), role: 'destructive', handler: () => void clear() },
        ]}
        onDidDismiss={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
