import { IonIcon } from '@ionic/react';
import { shieldCheckmarkOutline, warningOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { safetyNumberGroups } from '@core/identity/safety-number.ts';
import { SAFETY_NUMBER_PREFIX } from '@core/scan/scan-content.ts';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import { useCore } from '../../boot/core-context.ts';
import { QrCode } from '../../ui/qr/qr-code.tsx';
import { useAction } from '../../ui/use-action.ts';
import { usePubParam } from '../../routes/use-page-route.ts';
import { SubPage, useFriend } from '../contacts/public.ts';
import { useVerification } from './use-devices.ts';
import '../../ui/account-screens.css';
import './devices.css';

/**
 * Route /safety-number?pub=: the sixty digits a friend and I compare in person, as a QR code too,
 * and marking the friend verified once they match. A change to a verified friend's devices is
 * said here and in our chat.
 */
export function SafetyNumberPage() {
  const { t } = useTranslation(['devices', 'routes', 'contacts']);
  const pub = usePubParam();
  const friend = useFriend(pub);
  const verification = useVerification(friend.value ? pub : '');
  const { devices } = useCore();
  const name = friend.value?.displayName ?? '';
  const toggle = useAction((verified: boolean) => devices.setVerified(pub, verified), {
    what: 'marking a friend verified',
  });
  const value = verification.value;

  return (
    <SubPage title={t('routes:safetyNumber')}>
      {(!friend.loaded || (friend.value && !verification.loaded)) && (
        <div className="contacts-empty" role="status">
          <IonSpinner name="crescent" aria-label={t('routes:loading')} />
        </div>
      )}
      {friend.loaded && !friend.value && (
        <p className="contacts-empty contacts-empty--small">{t('contacts:profile.notFriend')}</p>
      )}
      {friend.value && value && (
        <section className="safety-number" aria-labelledby="safety-number-heading">
          <p className="contacts-note">{t('safety.intro', { name })}</p>
          <h2 id="safety-number-heading" className="contacts-section-title">
            {t('safety.numberWith', { name })}
          </h2>
          <p className="safety-number-digits">
            {safetyNumberGroups(value.number).map((group, index) => (
              // The space between groups is read aloud as a pause; the grid does not show it.
              <span key={index}>{index > 0 ? ` ${group}` : group}</span>
            ))}
          </p>
          <div className="safety-number-qr">
            <QrCode
              value={`${SAFETY_NUMBER_PREFIX}${value.number}`}
              label={t('safety.qr', { name })}
            />
          </div>
          {value.changedSince && (
            <p className="account-callout warning devices-callout" role="alert">
              <IonIcon icon={warningOutline} aria-hidden="true" />
              {t('safety.changedSince', { name })}
            </p>
          )}
          <p className="safety-number-status" role="status">
            {value.verified && <IonIcon icon={shieldCheckmarkOutline} aria-hidden="true" />}
            {value.verified ? t('safety.verified', { name }) : t('safety.notVerified', { name })}
          </p>
          <div className="contacts-actions">
            <IonButton
              expand="block"
              fill={value.verified && !value.changedSince ? 'outline' : 'solid'}
              disabled={toggle.busy}
              onClick={() => void toggle.run(!value.verified || value.changedSince)}
            >
              {value.verified && !value.changedSince ? t('safety.clear') : t('safety.markVerified')}
            </IonButton>
          </div>
        </section>
      )}
    </SubPage>
  );
}
