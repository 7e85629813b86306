import { useAskNotificationsOnce } from './hooks/use-ask-notifications-once.ts';
import { useMessageNotifications } from './hooks/use-message-notifications.ts';
import { useRequestNotifications } from './hooks/use-request-notifications.ts';

/** Browser notifications while the page is hidden, on every screen (mounted once by the app). */
export function AppNotifications() {
  useAskNotificationsOnce();
  useMessageNotifications();
  useRequestNotifications();
  return null;
}
