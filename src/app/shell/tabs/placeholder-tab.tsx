import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { IonHeader } from '../../ui/ionic/ion-header.ts';
import { IonTitle } from '../../ui/ionic/ion-title.ts';
import { IonToolbar } from '../../ui/ionic/ion-toolbar.ts';
import { NotAvailable } from '../../features/placeholder/not-available.tsx';

/** A home tab whose screen is not built yet: its title and the plain "not available yet" state. */
export function PlaceholderTab({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shell');
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonTitle>{t(titleKey)}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <NotAvailable />
      </IonContent>
    </IonPage>
  );
}
