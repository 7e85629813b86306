import { IonContent, IonHeader, IonPage, IonTitle, IonToolbar } from '@ionic/react';
import { useTranslation } from 'react-i18next';
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
