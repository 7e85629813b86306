import { useState } from 'react';
import { checkNewPassphrase } from '@core/identity/account-service.ts';
import { err } from '@core/util/result.ts';
import { useCore } from '../../boot/core-context.ts';
import { useAccountAction } from '../auth/public.ts';

export interface ExportForm {
  /** The account password: proof it is the user before the key pair leaves the device. */
  password: string;
  passphrase: string;
  confirmation: string;
}

/** Seals the key pair under a passphrase chosen now, for another device; the result is the file text. */
export function useKeyPairExport() {
  const { account } = useCore();
  const [exported, setExported] = useState<string | null>(null);
  const { run, busy, errorKey } = useAccountAction(
    'exporting the key pair',
    async (form: ExportForm) => {
      if (form.password === '') return err('wrong-password');
      const passphrase = checkNewPassphrase(form.passphrase, form.confirmation);
      if (!passphrase.ok) return passphrase;
      return account.exportKeyPair(form.password, passphrase.value);
    },
    setExported,
  );
  return { busy, errorKey, exported, exportWith: run };
}
