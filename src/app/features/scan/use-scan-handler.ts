import { useIonRouter } from '@ionic/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { probeDomain } from '@core/scan/probe-domain.ts';
import { classifyScan, type ScanTarget } from '@core/scan/scan-content.ts';
import { debug } from '@core/util/log.ts';
import { useCore, useSession } from '../../boot/core-context.ts';
import { useIonAlert } from '../../ui/ionic/use-ion-alert.ts';
import { openExternal } from '../../ui/safe-link.ts';
import { useToast } from '../../ui/use-toast.ts';
import { MY_PROFILE_PATH, friendProfilePath, strangerProfilePath } from '../contacts/public.ts';
import { safetyNumberPath } from '../devices/public.ts';
import { migrationImportPath } from '../migration/public.ts';
import { groupMessagesPath } from '../rooms/public.ts';
import { rememberScan } from './last-scan.ts';
import type { ScanView } from './scan-view.ts';

/** The spec's scanner toasts last 2 s. */
const SCAN_TOAST_MS = 2_000;

const log = debug('scan');

interface ScanHandlerDeps {
  /** Shows a result in the dialog, or closes it (null) and scans again. */
  show: (view: ScanView | null) => void;
}

/**
 * Acts on a scanned text in the spec's order: an ID opens the friend's or the stranger's profile
 * (mine, my own), a room key joins the room and opens it, a sync code opens the import, a safety
 * number opens the friend's it matches, https opens, http asks first, a bare
 * domain is probed, anything else is shown as text. Only http(s) addresses are ever opened.
 */
export function useScanHandler({ show }: ScanHandlerDeps): (text: string) => Promise<void> {
  const { contacts, rooms, devices } = useCore();
  const session = useSession();
  const router = useIonRouter();
  const { t } = useTranslation('qr');
  const toast = useToast();
  const [presentAlert] = useIonAlert();
  const myPub = session?.pub;

  const fail = useCallback(
    (text: string) => toast(text, { color: 'danger', duration: SCAN_TOAST_MS }),
    [toast],
  );

  const open = useCallback(
    (url: string, fallback: ScanView | null) => {
      if (openExternal(url)) return show({ kind: 'opened', url });
      fail(t('result.openFailed'));
      show(fallback);
    },
    [show, fail, t],
  );

  const confirmHttp = useCallback(
    (url: string) =>
      void presentAlert({
        message: t('http.message'),
        buttons: [
          { text: t('http.cancel'), role: 'cancel', handler: () => show(null) },
          { text: t('http.yes'), handler: () => open(url, null) },
        ],
        backdropDismiss: false,
      }),
    [presentAlert, show, open, t],
  );

  const openProfile = useCallback(
    async (pub: string) => {
      if (pub === myPub) return router.push(MY_PROFILE_PATH);
      const friend = await contacts.friend(pub);
      router.push(friend ? friendProfilePath(pub) : strangerProfilePath(pub));
    },
    [contacts, myPub, router],
  );

  const joinRoom = useCallback(
    async (key: string) => {
      show({ kind: 'joining' });
      const joining = await rooms.join(key).catch(() => null);
      if (!joining?.ok) {
        fail(t('join.failed'));
        show(null);
        return;
      }
      const { room, joined } = joining.value;
      if (joined) toast(t('join.joined'), { color: 'success', duration: SCAN_TOAST_MS });
      show(null);
      router.push(groupMessagesPath(room.pub));
    },
    [rooms, router, show, toast, fail, t],
  );

  const compareSafetyNumber = useCallback(
    async (digits: string) => {
      const pub = await devices.friendWithSafetyNumber(digits);
      show(null);
      if (!pub) return fail(t('safetyNumber.noMatch'));
      const name = (await contacts.friend(pub))?.displayName ?? '';
      toast(t('safetyNumber.match', { name }), { color: 'success', duration: SCAN_TOAST_MS });
      router.push(safetyNumberPath(pub));
    },
    [devices, contacts, router, show, toast, fail, t],
  );

  const visitDomain = useCallback(
    async (target: Extract<ScanTarget, { kind: 'domain' }>) => {
      show({ kind: 'checking', domain: target.domain });
      const outcome = await probeDomain(target, (url, init) => fetch(url, init));
      if (outcome.reachable === 'https') return open(outcome.url, null);
      if (outcome.reachable === 'http') return confirmHttp(outcome.url);
      fail(t('result.unreachable', { domain: target.domain }));
      show({ kind: 'unreachable', domain: target.domain });
    },
    [show, open, confirmHttp, fail, t],
  );

  return useCallback(
    async (text: string) => {
      rememberScan(text);
      const target = classifyScan(text);
      try {
        switch (target.kind) {
          case 'pubkey':
            return await openProfile(target.pub);
          case 'keypair':
            return await joinRoom(target.key);
          case 'sync-code':
            return router.push(migrationImportPath(target.code));
          case 'safety-number':
            return await compareSafetyNumber(target.digits);
          case 'https':
            return open(target.url, { kind: 'text', text, cut: false });
          case 'http':
            return confirmHttp(target.url);
          case 'domain':
            return await visitDomain(target);
          case 'text':
            return show(target);
        }
      } catch (error) {
        log('acting on a scanned code failed: %o', error);
        fail(t('result.openFailed'));
        show(null);
      }
    },
    [
      openProfile,
      joinRoom,
      compareSafetyNumber,
      router,
      open,
      confirmHttp,
      visitDomain,
      show,
      fail,
      t,
    ],
  );
}
