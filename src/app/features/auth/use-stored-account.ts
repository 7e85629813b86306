import { useEffect, useState } from 'react';
import type { AccountSummary } from '@core/identity/account-service.ts';
import { debug } from '@core/util/log.ts';
import { useCore } from '../../boot/core-context.ts';

export type StoredAccountState =
  { status: 'loading' } | { status: 'ready'; account: AccountSummary | null };

const log = debug('account');

/** The account kept on this device (shown on the unlock card), read once per mount. */
export function useStoredAccount(): StoredAccountState {
  const { account } = useCore();
  const [state, setState] = useState<StoredAccountState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    account.storedAccount().then(
      (stored) => current && setState({ status: 'ready', account: stored }),
      (error: unknown) => {
        // An unreadable store must not lock the user out: offer create and import instead.
        log('reading the stored account failed: %o', error);
        if (current) setState({ status: 'ready', account: null });
      },
    );
    return () => {
      current = false;
    };
  }, [account]);
  return state;
}
