import { useState } from 'react';
import type { KeyPair } from '../../../core/crypto/sea.ts';
import { useCore } from '../../boot/core-context.ts';
import { errorTextKey, unexpectedError, type ErrorTextKey } from './error-texts.ts';
import { useEnterApp } from './use-enter-app.ts';

export interface NewAccountInput {
  pair: KeyPair;
  alias: string;
  avatar: string;
  password: string;
  keepSignedIn: boolean;
}

/** Stores the new account (the pair sealed under the password), publishes it and enters the app. */
export function useCreateAccount() {
  const { account } = useCore();
  const enterApp = useEnterApp();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<ErrorTextKey | null>(null);

  async function create(input: NewAccountInput) {
    if (busy) return;
    setBusy(true);
    setErrorKey(null);
    try {
      const result = await account.create(input);
      if (result.ok) enterApp();
      else setErrorKey(errorTextKey(result.error));
    } catch (error) {
      setErrorKey(unexpectedError(error));
    } finally {
      setBusy(false);
    }
  }

  return { busy, errorKey, create };
}
