import { IonIcon } from '@ionic/react';
import { phonePortraitOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { countChanges } from '@core/devices/device-list-store.ts';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { useCore } from '../../boot/core-context.ts';
import { useDeviceNotices, useTrust } from './use-devices.ts';
import '../../ui/account-screens.css';
import './devices.css';

/** Where a friend's safety number is shown. */
export const safetyNumberPath = (pub: string): string =>
  `/safety-number?pub=${encodeURIComponent(pub)}`;

/**
 * In a chat, over the messages: what changed in my friend's devices since I last dismissed it
 * ("Bob added a new device"), as Signal shows a safety-number change, with the safety number one
 * tap away. Nothing when nothing changed.
 */
export function DeviceNotice({ pub, name }: { pub: string; name: string }) {
  const { t } = useTranslation('devices');
  const { devices } = useCore();
  const notices = useDeviceNotices(pub);
  const events = notices.value;
  // Asked only while there is something to say.
  const trust = useTrust(events.length > 0 ? pub : '');
  if (events.length === 0) return null;
  const { added, removed, fork } = countChanges(events);
  const lines = [
    ...(added > 0 ? [t('notice.added', { name, count: added })] : []),
    ...(removed > 0 ? [t('notice.removed', { name, count: removed })] : []),
    ...(fork > 0 ? [t('notice.fork', { name })] : []),
    ...(trust.value.changedSince ? [t('notice.verifiedBefore', { name })] : []),
  ];
  return (
    <section className="account-callout device-notice" role="status" aria-label={t('notice.label')}>
      <IonIcon icon={phonePortraitOutline} aria-hidden="true" />
      <div>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <div className="device-notice-actions">
          <IonButton size="small" fill="clear" routerLink={safetyNumberPath(pub)}>
            {t('notice.safetyNumber')}
          </IonButton>
          <IonButton size="small" fill="clear" onClick={() => void devices.dismissNotices(pub)}>
            {t('notice.dismiss')}
          </IonButton>
        </div>
      </div>
    </section>
  );
}
