import { IonIcon } from '@ionic/react';
import { notificationsOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { useRequestSummary } from '../../friend-requests/public.ts';
import { FRIEND_REQUESTS_PATH } from '../lib/contact-paths.ts';

/** The friend-request bell: to New Friends, with a red dot while unviewed requests exist. */
export function RequestBell() {
  const { t } = useTranslation('contacts');
  const { unviewed } = useRequestSummary();
  const label = unviewed ? t('bell.labelUnviewed') : t('bell.label');
  return (
    <IonButton routerLink={FRIEND_REQUESTS_PATH} aria-label={label} title={label}>
      <span className="request-bell">
        <IonIcon slot="icon-only" icon={notificationsOutline} aria-hidden="true" />
        {unviewed && <span className="request-bell-dot" aria-hidden="true" />}
      </span>
    </IonButton>
  );
}
