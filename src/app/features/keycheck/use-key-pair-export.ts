import { useState } from 'react';
import { checkNewPassphrase } from '../../../core/identity/account-service.ts';
import { useCore } from '../../boot/core-context.ts';
import { errorTextKey, unexpectedError, type ErrorTextKey } from '../auth/error-texts.ts';

export interface ExportForm {
  /** The account password: proof it is the user before the key pair leaves the device. */
  password: string;
  passphrase: string;
  confirmation: string;
}

/** Seals the key pair under a passphrase chosen now, for another device; the result is the file text. */
export function useKeyPairExport() {
  const { account } = useCore();
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<ErrorTextKey | null>(null);
  const [exported, setExported] = useState<string | null>(null);

  async function exportWith(form: ExportForm): Promise<boolean> {
    if (busy) return false;
    if (form.password === '') {
      setErrorKey(errorTextKey('wrong-password'));
      return false;
    }
    const passphrase = checkNewPassphrase(form.passphrase, form.confirmation);
    if (!passphrase.ok) {
      setErrorKey(errorTextKey(passphrase.error));
      return false;
    }
    setBusy(true);
    setErrorKey(null);
    try {
      const result = await account.exportKeyPair(form.password, passphrase.value);
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
