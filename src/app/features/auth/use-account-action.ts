import { useState } from 'react';
import type { Result } from '@core/util/result.ts';
import { useAction } from '../../ui/use-action.ts';
import { refusalKey, type AccountErrorCode, type RefusalKey } from '../../ui/use-refusal-text.ts';

export interface AccountAction<A extends unknown[]> {
  readonly busy: boolean;
  /** The text under the form: the operation's refusal, or the generic text after a throw. */
  readonly errorKey: RefusalKey<'account'> | null;
  readonly setErrorKey: (key: RefusalKey<'account'> | null) => void;
  /** Resolves to whether the operation succeeded; a run while one is in flight does nothing. */
  readonly run: (...args: A) => Promise<boolean>;
}

/**
 * An account form's operation (sign in, import, save the profile…): one at a time, its refusal
 * or an unexpected throw said under the form, `onDone` given the value after a success.
 */
export function useAccountAction<A extends unknown[], T>(
  what: string,
  operation: (...args: A) => Promise<Result<T, AccountErrorCode>>,
  onDone: (value: T) => void,
): AccountAction<A> {
  const [errorKey, setErrorKey] = useState<RefusalKey<'account'> | null>(null);
  const { run, busy } = useAction(
    async (...args: A) => {
      setErrorKey(null);
      const result = await operation(...args);
      if (result.ok) onDone(result.value);
      else setErrorKey(refusalKey('account', result.error));
      return result.ok;
    },
    { what, exclusive: true, onFailure: () => setErrorKey(refusalKey('account', 'unexpected')) },
  );
  return { busy, errorKey, setErrorKey, run: async (...args) => (await run(...args)) ?? false };
}
