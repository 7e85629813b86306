import { useState } from 'react';
import { useCore } from '../../core/core-context.ts';
import { errorTextKey, unexpectedError, type ErrorTextKey } from '../auth/error-texts.ts';

/** Seals the key pair under the account password for another device; the result is the file text. */
export function useKeyPairExport() {
  const { account } = useCore();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<ErrorTextKey | null>(null);
  const [exported, setExported] = useState<string | null>(null);

  async function exportWith(password: string): Promise<boolean> {
    if (busy) return false;
    if (password === '') {
      setErrorKey(errorTextKey('wrong-password'));
      return false;
    }
    setBusy(true);
    setErrorKey(null);
    try {
      const result = await account.exportKeyPair(password);
      if (result.ok) setExported(result.value);
      else setErrorKey(errorTextKey(result.error));
      return result.ok;
    } catch (error) {
      setErrorKey(unexpectedError(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errorKey, exported, exportWith };
}
