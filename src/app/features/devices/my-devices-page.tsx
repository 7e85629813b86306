import { IonIcon } from '@ionic/react';
import { phonePortraitOutline, warningOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { MyDeviceView } from '@core/devices/device-service.ts';
import { IonButton } from '../../ui/ionic/ion-button.ts';
import { IonItem } from '../../ui/ionic/ion-item.ts';
import { IonLabel } from '../../ui/ionic/ion-label.ts';
import { IonList } from '../../ui/ionic/ion-list.ts';
import { IonSpinner } from '../../ui/ionic/ion-spinner.ts';
import { useCore, useSession } from '../../boot/core-context.ts';
import { formatDate, formatMessageTime } from '../../ui/format-time.ts';
import { useAction } from '../../ui/use-action.ts';
import { useConfirm } from '../../ui/use-feedback.ts';
import { useRefusalText } from '../../ui/use-refusal-text.ts';
import { shortenId } from '../../shell/tabs/shorten-id.ts';
import { SubPage } from '../contacts/public.ts';
import { ownChangeTexts } from './own-device-watch.tsx';
import { SendHistory } from './send-history.tsx';
import { useDeviceNotices, useMyDevices } from './use-devices.ts';
import '../../ui/account-screens.css';
import './devices.css';

/**
 * Route /devices: the devices my signed device list names, this one marked, each other one with
 * Remove. A device another of mine removed says so here.
 */
export function MyDevicesPage() {
  const { t } = useTranslation(['devices', 'routes']);
  const mine = useMyDevices();
  return (
    <SubPage title={t('routes:myDevices')}>
      <p className="contacts-note">{t('intro')}</p>
      <p className="contacts-note">{t('link.intro')}</p>
      <OwnChanges />
      {mine.value.removed && (
        <p className="account-callout warning devices-callout" role="alert">
          <IonIcon icon={warningOutline} aria-hidden="true" /> {t('thisDeviceRemoved')}
        </p>
      )}
      {!mine.loaded && (
        <div className="contacts-empty" role="status">
          <IonSpinner name="crescent" aria-label={t('routes:loading')} />
        </div>
      )}
      {mine.loaded && mine.value.devices.length === 0 && (
        <p className="contacts-empty contacts-empty--small">{t('notPublished')}</p>
      )}
      {mine.value.devices.length > 0 && (
        <IonList inset aria-label={t('listLabel')}>
          {mine.value.devices.map((device) => (
            <DeviceRow key={device.id} device={device} removable={!mine.value.removed} />
          ))}
        </IonList>
      )}
    </SubPage>
  );
}

/** Devices added to or removed from my account elsewhere, until dismissed. */
function OwnChanges() {
  const { t } = useTranslation('devices');
  const { devices } = useCore();
  const me = useSession()?.pub ?? '';
  const lines = ownChangeTexts(t, useDeviceNotices(me).value);
  if (lines.length === 0) return null;
  return (
    <div className="account-callout warning devices-callout" role="status">
      <IonIcon icon={warningOutline} aria-hidden="true" />
      <div>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>{t('own.review')}</p>
        <IonButton size="small" fill="clear" onClick={() => void devices.dismissNotices(me)}>
          {t('notice.dismiss')}
        </IonButton>
      </div>
    </div>
  );
}

function DeviceRow({ device, removable }: { device: MyDeviceView; removable: boolean }) {
  const { t, i18n } = useTranslation('devices');
  const { devices } = useCore();
  const confirm = useConfirm();
  const refusalText = useRefusalText();
  const name = device.name || t('unnamed');
  let lastSeen = t('lastSeenUnknown');
  if (device.current) lastSeen = t('inUse');
  else if (device.lastSeen !== null)
    lastSeen = t('lastSeen', { time: formatMessageTime(device.lastSeen, i18n.language) });
  const remove = useAction(() => devices.removeDevice(device.id), {
    what: 'removing a device',
    successText: t('removed', { name }),
    failureText: (failure) => refusalText('devices', failure, t('errors.unexpected')),
    exclusive: true,
  });

  async function askAndRemove() {
    const confirmed = await confirm({
      header: t('confirm.header'),
      message: t('confirm.message', { name }),
      confirmText: t('remove'),
    });
    if (confirmed) await remove.run();
  }

  return (
    <IonItem>
      <IonIcon slot="start" icon={phonePortraitOutline} aria-hidden="true" />
      <IonLabel>
        <h3>
          {name}
          {device.current && <span className="devices-current"> · {t('thisDevice')}</span>}
        </h3>
        <p>{t('added', { date: formatDate(device.added, i18n.language) })}</p>
        <p>{lastSeen}</p>
        <p className="contacts-key">{t('deviceId', { id: shortenId(device.id, 12) })}</p>
        <p className="contacts-key">{t('link.code', { code: device.code })}</p>
      </IonLabel>
      {!device.current && removable && <SendHistory device={device} name={name} />}
      {!device.current && removable && (
        <IonButton
          slot="end"
          fill="outline"
          color="danger"
          disabled={remove.busy}
          aria-label={t('removeNamed', { name })}
          onClick={() => void askAndRemove()}
        >
          {t('remove')}
        </IonButton>
      )}
    </IonItem>
  );
}
