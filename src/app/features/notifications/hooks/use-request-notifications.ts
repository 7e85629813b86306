import { useIonRouter } from '@ionic/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FriendRequest } from '@core/contacts/contact-store.ts';
import { useCore, usePreference, useSession } from '../../../boot/core-context.ts';
import { useLiveQuery } from '../../../ui/use-live-query.ts';
import { pageHidden, showNotice } from '../browser-notifications.ts';

const NO_REQUESTS: readonly FriendRequest[] = [];

/** Where received friend requests are listed. */
const REQUESTS_PATH = '/FriendRequests';

/**
 * A notification for each friend request that arrives while the page is hidden; clicking it opens
 * the requests screen. Requests sent before signing in are not announced, though one sent since
 * may already be stored when the list is first read, nor are those that came while notifications
 * were off (the list is followed all the same).
 */
export function useRequestNotifications(): void {
  const { contacts } = useCore();
  const session = useSession();
  const me = session?.pub ?? null;
  // Requests sent before signing in are not news, however late this hook starts (it is loaded
  // after signing in).
  const since = session?.since ?? null;
  const [enabled] = usePreference('notificationsEnabled');
  const { t } = useTranslation('shell');
  const router = useIonRouter();
  const { value: requests, loaded } = useLiveQuery(
    me === null ? null : `request-notifications:${me}`,
    {
      read: () => contacts.requests(),
      source: contacts,
      changes: (event) => event.type === 'requests-changed',
    },
    NO_REQUESTS,
  );
  // The ids listed last time; null until the list is first read (and after signing out).
  const known = useRef<ReadonlySet<string> | null>(null);

  useEffect(() => {
    if (!loaded || since === null) {
      known.current = null;
      return;
    }
    const before =
      known.current ??
      new Set(requests.filter((request) => request.timestamp < since).map(({ id }) => id));
    known.current = new Set(requests.map((request) => request.id));
    if (!enabled || !pageHidden()) return;
    for (const request of requests) {
      if (before.has(request.id)) continue;
      showNotice({
        title: t('notifications.requestTitle'),
        body: t('notifications.requestFrom', {
          name: request.alias || request.fromPub.slice(0, 8),
        }),
        tag: `meshtalk-request-${request.id}`,
        onOpen: () => router.push(REQUESTS_PATH),
      });
    }
  }, [since, loaded, requests, enabled, t, router]);
}
