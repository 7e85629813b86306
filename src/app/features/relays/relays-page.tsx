import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { RelaysScreen } from './components/relays-screen.tsx';

function RelaysFrame({ titleKey }: { titleKey: 'relay' | 'gunStatus' }) {
  const { t } = useTranslation('routes');
  return (
    <IonPage>
      <PageHeader title={t(titleKey)} />
      <IonContent>
        <RelaysScreen />
      </IonContent>
    </IonPage>
  );
}

/** Route /relaypage: relay management ("Network Status"). */
export function RelaysPage() {
  return <RelaysFrame titleKey="relay" />;
}

/** Route /gunstatus: the same page under its other title ("Gun Database"). */
export function GunStatusPage() {
  return <RelaysFrame titleKey="gunStatus" />;
}
