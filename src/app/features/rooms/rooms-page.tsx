import { IonIcon, IonPage } from '@ionic/react';
import { keyOutline, listOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonContent } from '../../ui/ionic/ion-content.ts';
import { PageHeader } from '../../ui/page-header.tsx';
import { RoomsConsole } from './components/rooms-console.tsx';
import { GROUP_KEY_PAIRS_PATH, GROUP_LIST_PATH } from './lib/room-paths.ts';

/** Route /rooms: the Rooms tab's console as a page, with the group list and key pairs a tap away. */
export function RoomsPage() {
  const { t } = useTranslation('routes');
  const links = (
    <>
      <IonButton routerLink={GROUP_LIST_PATH} aria-label={t('groupList')} title={t('groupList')}>
        <IonIcon slot="icon-only" icon={listOutline} aria-hidden="true" />
      </IonButton>
      <IonButton
        routerLink={GROUP_KEY_PAIRS_PATH}
        aria-label={t('groupKeyPairs')}
        title={t('groupKeyPairs')}
      >
        <IonIcon slot="icon-only" icon={keyOutline} aria-hidden="true" />
      </IonButton>
    </>
  );
  return (
    <IonPage>
      <PageHeader title={t('rooms')} end={links} />
      <IonContent>
        <RoomsConsole />
      </IonContent>
    </IonPage>
  );
}
