import {
  IonBackButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonPage,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { useRouteEntry } from '../../routes/route-entry-context.ts';
import { HOME_PATH } from '../../routes/route-table.ts';
import { NotAvailable } from './not-available.tsx';

/** A route whose screen is not built yet: its spec title, a way back home, and nothing made up. */
export function PlaceholderPage() {
  const { t } = useTranslation('routes');
  const entry = useRouteEntry();
  const title = entry ? t(entry.titleKey) : '';
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          <IonButtons slot="start">
            <IonBackButton defaultHref={HOME_PATH} text={t('back')} aria-label={t('back')} />
          </IonButtons>
          <IonTitle>{title}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <NotAvailable />
      </IonContent>
    </IonPage>
  );
}
