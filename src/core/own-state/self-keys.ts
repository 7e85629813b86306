/**
 * The keys only my own devices hold (PROTOCOL.md "Own state"): the pair secret of my encryption
 * key with itself (ECDH P-256 between my `epriv` and my own `epub`, HKDF-SHA256) gives the
 * AES-256-GCM key that seals my items and the labels that name them. Anyone may compute ECDH with
 * my `epub`, but only my `epriv` gives this secret.
 */
import { base64UrlToBytes } from '../crypto/base64url.ts';
import type { KeyPair } from '../crypto/sea.ts';
import { deriveAesKey, deriveTag, pairSecret } from '../protocol/key-agreement.ts';

export interface SelfKeys {
  readonly secret: CryptoKey;
  readonly seal: CryptoKey;
}

/** Where an item lives under `~me/own/`: one of 16 buckets, then its tag. */
export interface ItemPlace {
  readonly bucket: string;
  readonly tag: string;
}

const INFO = 'meshtalk/v1/own';

export async function deriveSelfKeys(pair: Pick<KeyPair, 'epub' | 'epriv'>): Promise<SelfKeys> {
  const secret = await pairSecret(pair, pair.epub);
  return { secret, seal: await deriveAesKey(secret, `${INFO}/key`) };
}

/**
 * An item's place: its tag is HKDF of `kind + "\n" + key` under the self secret (16 bytes,
 * base64url), its bucket the tag's first four bits. Observers see neither the kind nor the key.
 */
export async function itemPlace(keys: SelfKeys, kind: string, key: string): Promise<ItemPlace> {
  const tag = await deriveTag(keys.secret, `${INFO}/tag\n${kind}\n${key}`);
  return { bucket: ((base64UrlToBytes(tag)[0] ?? 0) >> 4).toString(16), tag };
}

/** The 16 buckets, `0`…`f`. */
export const BUCKETS: readonly string[] = Array.from({ length: 16 }, (_, i) => i.toString(16));
