import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { countChanges, type DeviceEvent } from '@core/devices/device-list-store.ts';
import { useSession } from '../../boot/core-context.ts';
import { useToast } from '../../ui/use-toast.ts';
import { useDeviceNotices } from './use-devices.ts';

/** What devices added to or removed from my account elsewhere say, a sentence each. */
export function ownChangeTexts(t: TFunction<'devices'>, events: readonly DeviceEvent[]): string[] {
  const { added, removed } = countChanges(events);
  return [
    ...(added > 0 ? [t('own.added', { count: added })] : []),
    ...(removed > 0 ? [t('own.removed', { count: removed })] : []),
  ];
}

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
    const message = ownChangeTexts(t, fresh).join(' ');
    if (message) toast(message, { color: 'warning', duration: 6_000 });
  }, [events, toast, t]);
  return null;
}
