import { useState } from 'react';
import { useCore } from '../../boot/core-context.ts';
import { errorTextKey, unexpectedError, type ErrorTextKey } from './error-texts.ts';
import { checkImportForm, type ImportForm } from './key-pair-text.ts';
import { useEnterApp } from './use-enter-app.ts';

export interface ImportState {
  busy: boolean;
  errorKey: ErrorTextKey | null;
  setErrorKey: (key: ErrorTextKey | null) => void;
  importKeyPair: (form: ImportForm, keepSignedIn: boolean) => Promise<void>;
}

/**
 * Imports a key pair (plain, or an encrypted export opened with its passphrase), seals it under
 * the new password and enters the app. A forgotten password is reset the same way.
 */
export function useImportKeyPair(): ImportState {
  const { account } = useCore();
  const enterApp = useEnterApp();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<ErrorTextKey | null>(null);

  async function importKeyPair(form: ImportForm, keepSignedIn: boolean) {
    if (busy) return;
    const checked = checkImportForm(form);
    if (!checked.ok) {
      setErrorKey(errorTextKey(checked.error));
      return;
    }
    setBusy(true);
    setErrorKey(null);
    try {
      const result = await account.importKeyPair(form.text, form.password, {
        passphrase: form.passphrase,
        keepSignedIn,
      });
      if (result.ok) enterApp();
      else setErrorKey(errorTextKey(result.error));
    } catch (error) {
      setErrorKey(unexpectedError(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, errorKey, setErrorKey, importKeyPair };
}
