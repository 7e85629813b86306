import { IonIcon } from '@ionic/react';
import { logOutOutline, skullOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonAlert } from '../../ui/ionic/ion-alert.tsx';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { SettingsSection } from '../../ui/settings-section.tsx';
import { useLeaveAccount } from './use-leave-account.ts';

/** Actions: destroying the key (deleting the account, confirmed with the password) and logging out. */
export function ActionsSection() {
  const { t } = useTranslation('settings');
  const { busy, leave } = useLeaveAccount();
  const [confirming, setConfirming] = useState(false);

  return (
    <SettingsSection title={t('sections.actions')}>
      <IonItem button detail={false} disabled={busy} onClick={() => setConfirming(true)}>
        <IonIcon slot="start" icon={skullOutline} color="danger" aria-hidden="true" />
        <IonLabel color="danger">{t('deleteAccount.button')}</IonLabel>
      </IonItem>
      <IonItem button detail={false} disabled={busy} onClick={() => void leave({ how: 'logout' })}>
        <IonIcon slot="start" icon={logOutOutline} flipRtl aria-hidden="true" />
        <IonLabel>{t('logout.button')}</IonLabel>
      </IonItem>
      <IonAlert
        isOpen={confirming}
        header={t('deleteAccount.title')}
        message={t('deleteAccount.message')}
        inputs={[
          {
            name: 'password',
            type: 'password',
            placeholder: t('deleteAccount.password'),
            attributes: {
              'aria-label': t('deleteAccount.password'),
              autocomplete: 'current-password',
            },
          },
        ]}
        buttons={[
          { text: t('cancel'), role: 'cancel' },
          {
            text: t('confirm'),
            role: 'destructive',
            handler: (values: { password?: string }) =>
              void leave({ how: 'delete', password: values.password ?? '' }),
          },
        ]}
        onDidDismiss={() => setConfirming(false)}
      />
    </SettingsSection>
  );
}
