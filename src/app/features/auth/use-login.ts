import { useState } from 'react';
import { useCore } from '../../boot/core-context.ts';
import { errorTextKey, unexpectedError, type ErrorTextKey } from './error-texts.ts';
import { useEnterApp } from './use-enter-app.ts';

export interface LoginState {
  busy: boolean;
  errorKey: ErrorTextKey | null;
  login: (password: string, keepSignedIn: boolean) => Promise<void>;
}

/** Unlocks the stored key pair with the password and enters the app. */
export function useLogin(): LoginState {
  const { account } = useCore();
  const enterApp = useEnterApp();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<ErrorTextKey | null>(null);

  async function login(password: string, keepSignedIn: boolean) {
    if (busy) return;
    setBusy(true);
    setErrorKey(null);
    try {
      const result = await account.login(password, { keepSignedIn });
      if (result.ok) enterApp();
      else setErrorKey(errorTextKey(result.error));
    } catch (error) {
      setErrorKey(unexpectedError(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, errorKey, login };
}
