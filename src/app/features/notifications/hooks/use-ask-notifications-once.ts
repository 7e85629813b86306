import { useEffect } from 'react';
import { usePreference, useSession } from '../../../boot/core-context.ts';
import { askNotificationPermission, notificationPermission } from '../browser-notifications.ts';

/**
 * Asks for the browser's permission once, the first time someone is signed in with notifications
 * on; after that only the setting asks (the browser would not show the question again anyway).
 */
export function useAskNotificationsOnce(): void {
  const signedIn = useSession() !== null;
  const [enabled] = usePreference('notificationsEnabled');
  const [asked, setAsked] = usePreference('notificationsAsked');

  useEffect(() => {
    if (!signedIn || !enabled || asked || notificationPermission() !== 'default') return;
    setAsked(true);
    void askNotificationPermission();
  }, [signedIn, enabled, asked, setAsked]);
}
