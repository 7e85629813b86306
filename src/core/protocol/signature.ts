import type { KeyPair } from '../crypto/sea.ts';
import { base64UrlToBytes, bytesToBase64Url } from '../crypto/base64url.ts';
import { isPublicKey, signingKey, verifyingKey } from '../crypto/sea-keys.ts';
import { canonicalJson, type CanonicalRecord } from './canonical.ts';

const ECDSA_SHA256 = { name: 'ECDSA', hash: 'SHA-256' } as const;
const encoder = new TextEncoder();

/** Signs the canonical JSON of `fields` with the user's ECDSA key (64-byte P1363, base64url). */
export async function signFields(
  fields: CanonicalRecord,
  pair: Pick<KeyPair, 'pub' | 'priv'>,
): Promise<string> {
  const signature = await globalThis.crypto.subtle.sign(
    ECDSA_SHA256,
    await signingKey(pair),
    encoder.encode(canonicalJson(fields)),
  );
  return bytesToBase64Url(new Uint8Array(signature));
}

/** True only when `signature` is `pub`'s signature over exactly these fields; never throws. */
export async function verifyFields(
  fields: CanonicalRecord,
  signature: unknown,
  pub: unknown,
): Promise<boolean> {
  if (typeof signature !== 'string' || !isPublicKey(pub)) return false;
  try {
    return await globalThis.crypto.subtle.verify(
      ECDSA_SHA256,
      await verifyingKey(pub),
      base64UrlToBytes(signature),
      encoder.encode(canonicalJson(fields)),
    );
  } catch {
    return false;
  }
}
