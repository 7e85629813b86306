import { IonPage } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { usePubParam } from '../../routes/use-page-route.ts';
import { useAuthorOf } from './hooks/use-author.ts';
import { MomentList } from './components/moment-list.tsx';

/** Route /friendmoments?pub=: one friend's moments. */
export function FriendMomentsPage() {
  const { t } = useTranslation('moments');
  const pub = usePubParam();
  const name = useAuthorOf()(pub).name;
  return (
    <IonPage>
      <PageHeader title={pub ? t('friendTitle', { name }) : t('routes:friendMoments')} />
      <IonContent>{pub && <MomentList key={pub} author={pub} />}</IonContent>
    </IonPage>
  );
}
