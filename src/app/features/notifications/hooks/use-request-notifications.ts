import { useIonRouter } from '@ionic/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { debug } from '@core/util/log.ts';
import { useCore, usePreference, useSession } from '../../../boot/core-context.ts';
import { pageHidden, showNotice } from '../browser-notifications.ts';

const log = debug('notifications');

/** Where received friend requests are listed. */
const REQUESTS_PATH = '/FriendRequests';

/**
 * A notification for each friend request that arrives while the page is hidden; clicking it opens
 * the requests screen. Requests already listed when this starts are not announced.
 */
export function useRequestNotifications(): void {
  const { contacts } = useCore();
  const me = useSession()?.pub ?? null;
  const [enabled] = usePreference('notificationsEnabled');
  const { t } = useTranslation('shell');
  const router = useIonRouter();

  useEffect(() => {
    if (me === null || !enabled) return;
    let known: Set<string> | null = null;
    let live = true;
    const check = async () => {
      const requests = await contacts.requests();
      if (!live) return;
      const fresh = known === null ? [] : requests.filter((request) => !known?.has(request.id));
      known = new Set(requests.map((request) => request.id));
      if (!pageHidden()) return;
      for (const request of fresh) {
        showNotice({
          title: t('notifications.requestTitle'),
          body: t('notifications.requestFrom', {
            name: request.alias || request.fromPub.slice(0, 8),
          }),
          tag: `meshtalk-request-${request.id}`,
          onOpen: () => router.push(REQUESTS_PATH),
        });
      }
    };
    const read = () =>
      void check().catch((error: unknown) => log('announcing friend requests failed: %o', error));
    read();
    const off = contacts.subscribe((event) => {
      if (event.type === 'requests-changed') read();
    });
    return () => {
      live = false;
      off();
    };
  }, [contacts, me, enabled, t, router]);
}
