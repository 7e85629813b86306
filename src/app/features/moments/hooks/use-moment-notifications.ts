import type { AppNotification } from '@core/moments/moment-types.ts';
import { useCore, useSession } from '../../../boot/core-context.ts';
import { useLiveQuery } from '../../../ui/use-live-query.ts';

export interface MomentNotifications {
  /** False until the first read answered. */
  readonly loaded: boolean;
  /** Newest first, as the core keeps them. */
  readonly list: readonly AppNotification[];
  readonly unread: number;
}

const NO_NOTIFICATIONS: readonly AppNotification[] = [];

/** The notification list, read again on each of the core's `notifications` events. */
export function useMomentNotifications(): MomentNotifications {
  const { moments } = useCore();
  const me = useSession()?.pub ?? null;
  const { value: list, loaded } = useLiveQuery(
    me === null ? null : `moment-notifications:${me}`,
    {
      read: () => moments.notifications(),
      source: moments,
      changes: (event) => event.type === 'notifications',
    },
    NO_NOTIFICATIONS,
  );
  return { loaded, list, unread: list.filter((item) => !item.read).length };
}
