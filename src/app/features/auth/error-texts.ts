import type { LoginError, PassphraseError, PasswordError } from '@core/identity/account-service.ts';
import type { KeygenError } from '@core/identity/keygen.ts';
import type { KeyPairImportError } from '@core/identity/keypair.ts';

/** Every error code the account screens can meet, from core or from the forms. */
export type AccountErrorCode =
  | KeyPairImportError
  | LoginError
  | PasswordError
  | PassphraseError
  | KeygenError
  | 'alias-empty'
  | 'not-logged-in'
  | 'file-too-large'
  | 'file-unreadable'
  | 'avatar-file-missing'
  | 'avatar-file-unreadable'
  | 'unexpected';

// One place maps codes to texts, so a screen never invents its own wording for a core error.
const ERROR_KEYS = {
  empty: 'errors.empty',
  'invalid-json': 'errors.invalidJson',
  incomplete: 'errors.incomplete',
  'invalid-keys': 'errors.invalidKeys',
  'wrong-password': 'errors.wrongPassword',
  'wrong-passphrase': 'errors.wrongPassphrase',
  'no-account': 'errors.noAccount',
  'missing-fields': 'errors.keygenMissingFields',
  failed: 'errors.keygenFailed',
  'password-too-short': 'errors.passwordTooShort',
  'password-mismatch': 'errors.passwordMismatch',
  'passphrase-too-short': 'errors.passphraseTooShort',
  'passphrase-mismatch': 'errors.passphraseMismatch',
  'alias-empty': 'errors.aliasEmpty',
  'not-logged-in': 'errors.notLoggedIn',
  'file-too-large': 'errors.fileTooLarge',
  'file-unreadable': 'errors.fileUnreadable',
  'avatar-file-missing': 'errors.avatarFileMissing',
  'avatar-file-unreadable': 'errors.avatarFileUnreadable',
  unexpected: 'errors.unexpected',
} as const satisfies Record<AccountErrorCode, `errors.${string}`>;

/** A fully qualified key (`auth:errors.x`), usable from any namespace's `t`. */
export type ErrorTextKey = `auth:${(typeof ERROR_KEYS)[AccountErrorCode]}`;

export function errorTextKey(code: AccountErrorCode): ErrorTextKey {
  return `auth:${ERROR_KEYS[code]}`;
}
