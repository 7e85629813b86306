import { useAskNotificationsOnce } from './hooks/use-ask-notifications-once.ts';
import { useMessageNotifications } from './hooks/use-message-notifications.ts';
import { useNotificationToasts } from './hooks/use-notification-toasts.ts';
import { useRequestNotifications } from './hooks/use-request-notifications.ts';

/**
 * Browser notifications while the page is hidden, and toasts for new notifications while it is
 * open, on every screen (mounted once by the app).
 */
export function AppNotifications() {
  useAskNotificationsOnce();
  useMessageNotifications();
  useRequestNotifications();
  useNotificationToasts();
  return null;
}
