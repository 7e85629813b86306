import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { useRouteEntry } from '../../routes/route-entry-context.ts';
import { NotAvailable } from './not-available.tsx';

/** A route whose screen is not built yet: its spec title, a way back home, and nothing made up. */
export function PlaceholderPage() {
  const { t } = useTranslation('routes');
  const entry = useRouteEntry();
  const title = entry ? t(entry.titleKey) : '';
  return (
    <IonPage>
      <PageHeader title={title} />
      <IonContent>
        <NotAvailable />
      </IonContent>
    </IonPage>
  );
}
