import { useCore } from '../../boot/core-context.ts';
import type { RefusalKey } from '../../ui/use-refusal-text.ts';
import { checkImportForm, type ImportForm } from './key-pair-text.ts';
import { useAccountAction } from './use-account-action.ts';
import { useEnterApp } from './use-enter-app.ts';

export interface ImportState {
  busy: boolean;
  errorKey: RefusalKey<'account'> | null;
  setErrorKey: (key: RefusalKey<'account'> | null) => void;
  importKeyPair: (form: ImportForm, keepSignedIn: boolean) => Promise<boolean>;
}

/**
 * Imports a key pair (plain, or an encrypted export opened with its passphrase), seals it under
 * the new password and enters the app. A forgotten password is reset the same way.
 */
export function useImportKeyPair(): ImportState {
  const { account } = useCore();
  const enterApp = useEnterApp();
  const { run, busy, errorKey, setErrorKey } = useAccountAction(
    'importing a key pair',
    async (form: ImportForm, keepSignedIn: boolean) => {
      const checked = checkImportForm(form);
      if (!checked.ok) return checked;
      return account.importKeyPair(form.text, form.password, {
        passphrase: form.passphrase,
        keepSignedIn,
      });
    },
    enterApp,
  );
  return { busy, errorKey, setErrorKey, importKeyPair: run };
}
