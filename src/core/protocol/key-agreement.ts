import type { KeyPair } from '../crypto/sea.ts';
import { bytesToBase64Url } from '../crypto/base64url.ts';
import {
  agreementKey,
  agreementPublicKey,
  forgetImportedKeys,
  type ImportOptions,
} from '../crypto/sea-keys.ts';

/** Another user, as far as encryption needs: their signing and their encryption key. */
export interface Party {
  readonly pub: string;
  readonly epub: string;
}

const subtle = () => globalThis.crypto.subtle;
const encoder = new TextEncoder();

async function sharedSecret(
  mine: Pick<KeyPair, 'epub' | 'epriv'>,
  theirEpub: string,
  keys: { mine?: ImportOptions; theirs?: ImportOptions } = {},
) {
  const bits = await subtle().deriveBits(
    { name: 'ECDH', public: await agreementPublicKey(theirEpub, keys.theirs) },
    await agreementKey(mine, keys.mine),
    256,
  );
  return subtle().importKey('raw', bits, 'HKDF', false, ['deriveBits', 'deriveKey']);
}

function hkdf(info: string) {
  return { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encoder.encode(info) };
}

/** A 256-bit AES-GCM key for `info`, derived from a shared secret. */
export function deriveAesKey(secret: CryptoKey, info: string): Promise<CryptoKey> {
  return subtle().deriveKey(hkdf(info), secret, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
}

/** A 16-byte label for `info` (base64url, 22 characters), derived from a shared secret. */
export async function deriveTag(secret: CryptoKey, info: string): Promise<string> {
  return bytesToBase64Url(new Uint8Array(await subtle().deriveBits(hkdf(info), secret, 128)));
}

const secrets = new Map<string, Promise<CryptoKey>>();

/**
 * The secret two users share (ECDH P-256 between my encryption key and theirs, as an HKDF key):
 * both derive the same one, nobody else can. Streams derive their tags and keys from it.
 */
export function pairSecret(
  mine: Pick<KeyPair, 'epub' | 'epriv'>,
  theirEpub: string,
): Promise<CryptoKey> {
  const id = `${mine.epub}|${theirEpub}`;
  let secret = secrets.get(id);
  if (!secret) {
    secret = sharedSecret(mine, theirEpub);
    secret.catch(() => secrets.delete(id));
    secrets.set(id, secret);
  }
  return secret;
}

/**
 * A one-off key between a fresh ephemeral key pair and a recipient, for letters whose sender stays
 * hidden. The sender passes its ephemeral pair as `mine`, the recipient passes the letter's
 * ephemeral public key as `theirEpub`: the one-time side is never cached.
 */
export async function letterKey(
  mine: Pick<KeyPair, 'epub' | 'epriv'>,
  theirEpub: string,
  oneTime: 'mine' | 'theirs',
): Promise<CryptoKey> {
  const keys = oneTime === 'mine' ? { mine: { once: true } } : { theirs: { once: true } };
  return deriveAesKey(await sharedSecret(mine, theirEpub, keys), 'meshtalk/v1/letter/key');
}

/** Forgets every pair secret and imported key of the session (at logout). */
export function forgetSessionKeys(): void {
  secrets.clear();
  forgetImportedKeys();
}

/** How many pair secrets are cached (for tests). */
export const secretCount = (): number => secrets.size;
