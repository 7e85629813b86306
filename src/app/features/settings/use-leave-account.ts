import { useIonRouter } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../boot/core-context.ts';
import { SIGN_IN_PATH } from '../../routes/paths.ts';
import { useAction } from '../../ui/use-action.ts';
import { useToast } from '../../ui/use-toast.ts';
import { refusalKey } from '../../ui/use-refusal-text.ts';

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
  // Stays set once gone: the buttons stay disabled while the sign-in screen comes in.
  const [left, setLeft] = useState(false);

  function leaveForSignIn() {
    setLeft(true);
    router.navigateRoot(SIGN_IN_PATH);
  }

  const logout = useAction(
    async () => {
      await account.logout();
      leaveForSignIn();
    },
    { what: 'logging out', failureText: t('logout.failed') },
  );
  const deleteAccount = useAction(
    async (password: string) => {
      const deleted = await account.deleteAccount(password);
      if (deleted.ok) leaveForSignIn();
      else toast(t(refusalKey('account', deleted.error)), { color: 'danger' });
    },
    { what: 'deleting the account', failureText: t('deleteAccount.failed') },
  );

  return {
    busy: left || logout.busy || deleteAccount.busy,
    leave: (leaving) =>
      leaving.how === 'delete' ? deleteAccount.run(leaving.password) : logout.run(),
  };
}
