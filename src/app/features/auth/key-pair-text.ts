import { checkNewPassword } from '@core/identity/account-service.ts';
import { isKeyPairExport } from '@core/identity/keypair.ts';
import { err, ok, type Result } from '@core/util/result.ts';
import type { AccountErrorCode } from '../../ui/use-refusal-text.ts';

/**
 * What the user pasted into the import form: an encrypted Meshtalk export (its passphrase opens
 * it) or a plain key pair. Either way the device password is new, so it is asked twice.
 */
export type KeyPairTextKind = 'empty' | 'encrypted-export' | 'plain' | 'unrecognised';

/** Larger than any key pair file; protects the form from loading a wrong, huge file. */
export const MAX_KEY_PAIR_FILE_BYTES = 64 * 1024;

export function describeKeyPairText(text: string): KeyPairTextKind {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return 'unrecognised';
  }
  if (isKeyPairExport(parsed)) return 'encrypted-export';
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
    ? 'plain'
    : 'unrecognised';
}

export interface ImportForm {
  text: string;
  /** Opens an encrypted export; unused for a plain pair. */
  passphrase: string;
  /** The new password of this device. */
  password: string;
  confirmation: string;
}

/** Checks the form before core sees it; core still validates the keys themselves. */
export function checkImportForm(form: ImportForm): Result<ImportForm, AccountErrorCode> {
  const kind = describeKeyPairText(form.text);
  if (kind === 'empty' || form.password === '') return err('empty');
  if (kind === 'encrypted-export' && form.passphrase === '') return err('empty');
  if (kind === 'encrypted-export' || kind === 'plain') {
    const password = checkNewPassword(form.password, form.confirmation);
    if (!password.ok) return password;
  }
  return ok(form);
}

/** Reads a key pair file picked by the user into the form's text. */
export async function readKeyPairFile(
  file: Blob,
): Promise<Result<string, 'file-too-large' | 'file-unreadable'>> {
  if (file.size > MAX_KEY_PAIR_FILE_BYTES) return err('file-too-large');
  try {
    return ok(await file.text());
  } catch {
    return err('file-unreadable');
  }
}
