import { useIonRouter } from '@ionic/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../boot/core-context.ts';
import { SIGN_IN_PATH } from '../../routes/paths.ts';
import { useToast } from '../../ui/use-toast.ts';
import { errorTextKey } from '../auth/error-texts.ts';

/** Log out, or delete the account (with the password, given again). */
type Leave = { how: 'logout' } | { how: 'delete'; password: string };

/**
 * Logging out and deleting the account: both wipe this device and end on the sign-in screen,
 * which replaces the history so Back cannot return to a signed-in screen.
 */
export function useLeaveAccount(): { busy: boolean; leave: (leave: Leave) => Promise<void> } {
  const { t } = useTranslation(['settings', 'auth']);
  const { account } = useCore();
  const router = useIonRouter();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const leave = useCallback(
    async (leaving: Leave) => {
      const { how } = leaving;
      setBusy(true);
      try {
        if (leaving.how === 'delete') {
          const deleted = await account.deleteAccount(leaving.password);
          if (!deleted.ok) {
            toast(t(errorTextKey(deleted.error)), { color: 'danger' });
            setBusy(false);
            return;
          }
        } else {
          await account.logout();
        }
        router.navigateRoot(SIGN_IN_PATH);
      } catch (error) {
        console.error(`Account ${how} failed`, error);
        toast(how === 'delete' ? t('deleteAccount.failed') : t('logout.failed'), {
          color: 'danger',
        });
        setBusy(false);
      }
    },
    [account, router, t, toast],
  );

  return { busy, leave };
}
