import { useEffect, useState } from 'react';
import type { AppNotification } from '../../../../core/moments/moment-types.ts';
import { useCore, useSession } from '../../../boot/core-context.ts';

export interface MomentNotifications {
  /** False until the first read answered. */
  readonly loaded: boolean;
  /** Newest first, as the core keeps them. */
  readonly list: readonly AppNotification[];
  readonly unread: number;
}

/** The notification list, read again on each of the core's `notifications` events. */
export function useMomentNotifications(): MomentNotifications {
  const { moments } = useCore();
  const me = useSession()?.pub ?? null;
  const [state, setState] = useState<{ of: string | null; list: readonly AppNotification[] }>({
    of: null,
    list: [],
  });

  useEffect(() => {
    if (me === null) return;
    let live = true;
    let chain = Promise.resolve();
    const read = () => {
      chain = chain
        .then(() => moments.notifications())
        .then(
          (list) => {
            if (live) setState({ of: me, list });
          },
          (error: unknown) => console.error('reading notifications failed', error),
        );
    };
    read();
    const off = moments.subscribe((event) => {
      if (event.type === 'notifications') read();
    });
    return () => {
      live = false;
      off();
    };
  }, [moments, me]);

  const list = me !== null && state.of === me ? state.list : [];
  return {
    loaded: me !== null && state.of === me,
    list,
    unread: list.filter((item) => !item.read).length,
  };
}
