/**
 * The browser's Notification API, where there is one (not in every browser or context). Meshtalk
 * notifies only while its page is hidden: a visible page shows what is new itself.
 */

export type NotificationPermissionState = NotificationPermission | 'unsupported';

const supported = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

export function notificationPermission(): NotificationPermissionState {
  return supported() ? Notification.permission : 'unsupported';
}

/** Asks the browser for permission (it answers at once when it was given or refused before). */
export async function askNotificationPermission(): Promise<NotificationPermissionState> {
  if (!supported()) return 'unsupported';
  return Notification.requestPermission();
}

export const pageHidden = (): boolean => document.visibilityState === 'hidden';

export interface NoticeContent {
  readonly title: string;
  readonly body: string;
  /** A notice with the same tag replaces the previous one (one per chat, say). */
  readonly tag: string;
  readonly onOpen: () => void;
}

/** Shows a notification when allowed; clicking it brings the window forward and opens `onOpen`. */
export function showNotice({ title, body, tag, onOpen }: NoticeContent): void {
  if (notificationPermission() !== 'granted') return;
  const notice = new Notification(title, { body, tag, icon: '/favicon.svg' });
  notice.onclick = () => {
    window.focus();
    onOpen();
    notice.close();
  };
}
