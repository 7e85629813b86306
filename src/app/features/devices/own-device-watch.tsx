import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../boot/core-context.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useDeviceNotices } from './use-devices.ts';

/**
 * On every screen while signed in: a device added to my account, or one removed, by another of my
 * devices (or by whoever holds my key) is said at once, in a warning; My devices keeps saying it
 * until dismissed there. Changes made on this device are not news.
 */
export function OwnDeviceWatch() {
  const { t } = useTranslation('devices');
  const me = useSession()?.pub ?? '';
  const notices = useDeviceNotices(me);
  const toast = useToast();
  const told = useRef(0);
  const events = notices.value;

  useEffect(() => {
    // Each change is said once here, however often the list is read again.
    const fresh = events.slice(told.current);
    told.current = events.length;
    if (fresh.length === 0) return;
    const added = fresh.filter((event) => event.kind === 'added').length;
    const removed = fresh.filter((event) => event.kind === 'removed').length;
    const message = [
      ...(added > 0 ? [t('own.added', { count: added })] : []),
      ...(removed > 0 ? [t('own.removed', { count: removed })] : []),
    ].join(' ');
    if (message) toast(message, { color: 'warning', duration: 6_000 });
  }, [events, toast, t]);
  return null;
}
