import type { KeyPair } from '@core/crypto/sea.ts';
import { useCore } from '../../boot/core-context.ts';
import { useAccountAction } from './use-account-action.ts';
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
  const { run, busy, errorKey } = useAccountAction(
    'creating an account',
    (input: NewAccountInput) => account.create(input),
    enterApp,
  );
  return { busy, errorKey, create: run };
}
