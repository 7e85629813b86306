import { useCore } from '../../boot/core-context.ts';
import type { RefusalKey } from '../../ui/use-refusal-text.ts';
import { useAccountAction } from './use-account-action.ts';
import { useEnterApp } from './use-enter-app.ts';

export interface LoginState {
  busy: boolean;
  errorKey: RefusalKey<'account'> | null;
  login: (password: string, keepSignedIn: boolean) => Promise<boolean>;
}

/** Unlocks the stored key pair with the password and enters the app. */
export function useLogin(): LoginState {
  const { account } = useCore();
  const enterApp = useEnterApp();
  const { run, busy, errorKey } = useAccountAction(
    'signing in',
    (password: string, keepSignedIn: boolean) => account.login(password, { keepSignedIn }),
    enterApp,
  );
  return { busy, errorKey, login: run };
}
