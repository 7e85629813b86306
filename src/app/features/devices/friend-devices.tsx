import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/format-time.ts';
import { shortenId } from '../../shell/tabs/shorten-id.ts';
import { useFriendDevices } from './use-devices.ts';
import './devices.css';

/** A friend's devices, as their signed device list names them: when each was added, and its ID. */
export function FriendDevices({ pub }: { pub: string }) {
  const { t, i18n } = useTranslation('devices');
  const devices = useFriendDevices(pub);
  if (!devices.loaded || devices.value.length === 0) return null;
  return (
    <section className="friend-devices" aria-labelledby="friend-devices-heading">
      <h2 id="friend-devices-heading" className="contacts-section-title">
        {t('friendDevices', { count: devices.value.length })}
      </h2>
      <ul className="friend-devices-list">
        {devices.value.map((device) => (
          <li key={device.id}>
            {t('added', { date: formatDate(device.added, i18n.language) })}
            {' · '}
            <span className="contacts-key">{t('deviceId', { id: shortenId(device.id, 12) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
