import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { RelaysScreen } from '../../features/relays/components/relays-screen.tsx';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonHeader } from '../../ui/ionic/ion-header.ts';
import { IonTitle } from '../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../ui/ionic/ion-toolbar.ts';

/** The Relay tab, titled 'Network Status': the relay page inside the home shell. */
export function RelayTab() {
  const { t } = useTranslation('shell');
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t('titleRelay')}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <RelaysScreen />
      </IonContent>
    </IonPage>
  );
}
