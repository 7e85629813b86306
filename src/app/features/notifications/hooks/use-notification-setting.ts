import { useCallback, useState } from 'react';
import { usePreference } from '../../../boot/core-context.ts';
import {
  askNotificationPermission,
  notificationPermission,
  type NotificationPermissionState,
} from '../browser-notifications.ts';

export interface NotificationSetting {
  readonly enabled: boolean;
  /** What the browser allows; notifications show only when it is `granted`. */
  readonly permission: NotificationPermissionState;
  /** Turning notifications on asks the browser for permission if it has not been answered. */
  readonly setEnabled: (enabled: boolean) => void;
}

/** The Settings toggle for browser notifications. */
export function useNotificationSetting(): NotificationSetting {
  const [enabled, setPreference] = usePreference('notificationsEnabled');
  const [, setAsked] = usePreference('notificationsAsked');
  const [permission, setPermission] = useState(notificationPermission);

  const setEnabled = useCallback(
    (next: boolean) => {
      setPreference(next);
      if (!next || notificationPermission() !== 'default') return;
      setAsked(true);
      void askNotificationPermission().then(setPermission);
    },
    [setPreference, setAsked],
  );
  return { enabled, permission, setEnabled };
}
