import { describe, expect, it } from 'vitest';
import type { LoginError, PassphraseError, PasswordError } from '@core/identity/account-service.ts';
import type { KeygenError } from '@core/identity/keygen.ts';
import type { KeyPairImportError } from '@core/identity/keypair.ts';
import en from '../../i18n/locales/en/auth.json';
import zh from '../../i18n/locales/zh/auth.json';
import { errorTextKey, type AccountErrorCode } from './error-texts.ts';

/** Lists every member of a union; the `Record` type makes forgetting one a compile error. */
const every = <T extends string>(members: Record<T, true>): T[] => Object.keys(members) as T[];

const importCodes = every<KeyPairImportError>({
  empty: true,
  'invalid-json': true,
  incomplete: true,
  'invalid-keys': true,
  'wrong-passphrase': true,
});
const loginCodes = every<LoginError>({ 'no-account': true, 'wrong-password': true });
const keygenCodes = every<KeygenError>({ 'missing-fields': true, failed: true });
const passwordCodes = every<PasswordError>({
  'password-too-short': true,
  'password-mismatch': true,
});
const passphraseCodes = every<PassphraseError>({
  'passphrase-too-short': true,
  'passphrase-mismatch': true,
});
const allCodes = every<AccountErrorCode>({
  empty: true,
  'invalid-json': true,
  incomplete: true,
  'invalid-keys': true,
  'wrong-password': true,
  'wrong-passphrase': true,
  'no-account': true,
  'missing-fields': true,
  failed: true,
  'password-too-short': true,
  'password-mismatch': true,
  'passphrase-too-short': true,
  'passphrase-mismatch': true,
  'alias-empty': true,
  'not-logged-in': true,
  'file-too-large': true,
  'file-unreadable': true,
  'avatar-file-missing': true,
  'avatar-file-unreadable': true,
  unexpected: true,
});

function text(catalogue: unknown, code: AccountErrorCode): unknown {
  const path = errorTextKey(code)
    .replace(/^auth:/, '')
    .split('.');
  return path.reduce<unknown>(
    (node, part) => (node as Record<string, unknown> | undefined)?.[part],
    catalogue,
  );
}

describe('errorTextKey', () => {
  it.each([
    ...importCodes,
    ...loginCodes,
    ...keygenCodes,
    ...passwordCodes,
    ...passphraseCodes,
    ...allCodes,
  ])('maps %s to a text in English and Chinese', (code) => {
    expect(text(en, code)).toEqual(expect.stringMatching(/\S/));
    expect(text(zh, code)).toEqual(expect.stringMatching(/\S/));
  });

  it('gives each code its own text', () => {
    expect(new Set(allCodes.map(errorTextKey)).size).toBe(allCodes.length);
  });

  it.each([
    ['empty', 'Please fill in the decryption password and encryption private key.'],
    ['invalid-json', 'Decryption is successful, but the key format is wrong.'],
    ['incomplete', 'The key pair is incomplete.'],
    ['wrong-password', 'Decryption failure or incorrect password'],
    ['no-account', 'No encrypted key pair found'],
    ['missing-fields', 'SEA.pair The necessary fields are missing,please try agin.'],
    ['failed', 'Unable to generate the key,please try agin.'],
    ['alias-empty', 'The name cannot be empty.'],
    ['not-logged-in', 'Please log in first.'],
    ['avatar-file-missing', 'Please select an avatar file first.'],
    ['avatar-file-unreadable', 'Failed to read file'],
  ] as const)('uses the spec text for %s', (code, spec) => {
    expect(text(en, code)).toBe(spec);
  });
});
