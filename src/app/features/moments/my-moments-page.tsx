import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../boot/core-context.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { MomentList } from './components/moment-list.tsx';

/** Route /mymoments: my moments, hidden ones included. */
export function MyMomentsPage() {
  const { t } = useTranslation('routes');
  const me = useSession()?.pub ?? '';
  return (
    <IonPage>
      <PageHeader title={t('myMoments')} />
      <IonContent>{me && <MomentList author={me} />}</IonContent>
    </IonPage>
  );
}
