import type { KeyPair } from '../crypto/sea.ts';
import { isPrivateKey, isPublicKey } from '../crypto/sea-keys.ts';
import { isSealedBox, open, seal, type SealedBox } from '../crypto/vault.ts';
import { err, ok, type Result } from '../util/result.ts';

export type { KeyPair };

/** Why an imported key pair was refused; the app maps each code to the spec's text. */
export type KeyPairImportError =
  'empty' | 'invalid-json' | 'incomplete' | 'invalid-keys' | 'wrong-passphrase';

const KEY_FIELDS = ['pub', 'priv', 'epub', 'epriv'] as const;

/**
 * The file format of an exported key pair: sealed under a passphrase chosen at export time (older
 * files: under the login password of the time, in the same box), never plain.
 */
export interface KeyPairExport {
  meshtalk: 'keypair';
  pub: string;
  sealed: SealedBox;
}

export function hasKeyFields(value: unknown): value is KeyPair {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return KEY_FIELDS.every((field) => typeof record[field] === 'string' && record[field] !== '');
}

function wellFormed(pair: KeyPair): boolean {
  return (
    isPublicKey(pair.pub) &&
    isPublicKey(pair.epub) &&
    isPrivateKey(pair.priv) &&
    isPrivateKey(pair.epriv)
  );
}

/** Proves the private key belongs to the public key by signing and verifying a probe. */
async function signsForItself(pair: KeyPair): Promise<boolean> {
  try {
    // SEA (with Gun) loads here, not with the sign-in screens that only read key pairs.
    const { sea } = await import('../crypto/sea.ts');
    const signed = await sea.sign('meshtalk-key-check', pair);
    return signed !== undefined && (await sea.verify(signed, pair.pub)) === 'meshtalk-key-check';
  } catch {
    return false;
  }
}

export function pickKeyPair(pair: KeyPair): KeyPair {
  return { pub: pair.pub, priv: pair.priv, epub: pair.epub, epriv: pair.epriv };
}

export async function validateKeyPair(pair: KeyPair): Promise<Result<KeyPair, KeyPairImportError>> {
  const clean = pickKeyPair(pair);
  if (!wellFormed(clean) || !(await signsForItself(clean))) return err('invalid-keys');
  return ok(clean);
}

/**
 * Reads a key pair typed or pasted by the user: either a plain SEA pair or a Meshtalk export
 * that `passphrase` opens (a plain pair needs none).
 */
export async function parseKeyPairInput(
  text: string,
  passphrase: string,
): Promise<Result<KeyPair, KeyPairImportError>> {
  const trimmed = text.trim();
  if (trimmed === '') return err('empty');
  let parsed: unknown;
  try {
    parsed = JSON.parse(trimmed);
  } catch {
    return err('invalid-json');
  }
  if (isKeyPairExport(parsed)) {
    if (passphrase === '') return err('empty');
    const plain = await open(parsed.sealed, passphrase);
    if (plain === null) return err('wrong-passphrase');
    return parseKeyPairInputUnsealed(plain);
  }
  if (typeof parsed !== 'object' || parsed === null) return err('invalid-json');
  if (!hasKeyFields(parsed)) return err('incomplete');
  return validateKeyPair(parsed);
}

async function parseKeyPairInputUnsealed(
  plain: string,
): Promise<Result<KeyPair, KeyPairImportError>> {
  try {
    const inner: unknown = JSON.parse(plain);
    return hasKeyFields(inner) ? validateKeyPair(inner) : err('incomplete');
  } catch {
    return err('invalid-json');
  }
}

export function isKeyPairExport(value: unknown): value is KeyPairExport {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return record['meshtalk'] === 'keypair' && isSealedBox(record['sealed']);
}

export async function exportKeyPair(pair: KeyPair, passphrase: string): Promise<string> {
  const file: KeyPairExport = {
    meshtalk: 'keypair',
    pub: pair.pub,
    sealed: await seal(JSON.stringify(pickKeyPair(pair)), passphrase),
  };
  return JSON.stringify(file, null, 2);
}
