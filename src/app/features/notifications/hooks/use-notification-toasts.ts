import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FRIEND_REMOVED } from '@core/contacts/incoming-letters.ts';
import { useCore, usePreference } from '../../../boot/core-context.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { useAuthorOf, useMomentNotifications } from '../../moments/public.ts';

/**
 * A toast when a notification arrives while the app is open ("Bob liked your moment"), if the
 * Notification Settings switch is on; it has its own switch, so the Toasts setting does not apply.
 * What the list held when first read is not announced; of several at once, the newest shows. A
 * friend's removal is announced as the contacts service records it (the moments list is read
 * again on moment events only). Kinds switched off are never recorded, so never announced.
 */
export function useNotificationToasts(): void {
  const { contacts } = useCore();
  const { loaded, list } = useMomentNotifications();
  const [enabled] = usePreference('notificationToasts');
  const { t } = useTranslation('moments');
  const toast = useToast();
  const authorOf = useAuthorOf();
  // The ids listed last time; null until the list is first read (and after signing out).
  const known = useRef<ReadonlySet<number> | null>(null);

  useEffect(() => {
    if (!loaded) {
      known.current = null;
      return;
    }
    const before = known.current;
    known.current = new Set(list.map((item) => item.id));
    if (before === null || !enabled) return;
    // Newest first. The id of a deleted notification may be used again: new is "not listed before".
    const fresh = list.find(
      (item) => !item.read && item.type !== FRIEND_REMOVED && !before.has(item.id),
    );
    if (fresh)
      toast(t(`notifications.${fresh.type}`, { name: authorOf(fresh.from).name }), {
        always: true,
      });
  }, [loaded, list, enabled, toast, t, authorOf]);

  useEffect(() => {
    if (!enabled) return;
    return contacts.subscribe((event) => {
      if (event.type !== 'notification' || event.notification.type !== FRIEND_REMOVED) return;
      toast(t('notifications.friend_removed', { name: event.notification.message }), {
        always: true,
      });
    });
  }, [contacts, enabled, toast, t]);
}
