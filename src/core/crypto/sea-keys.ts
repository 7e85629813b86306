import type { KeyPair } from './sea.ts';

// SEA public keys are two base64url P-256 coordinates joined by a dot; private keys are one scalar.
const PUBLIC_KEY = /^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/;
const PRIVATE_KEY = /^[A-Za-z0-9_-]{43}$/;

export function isPublicKey(value: unknown): value is string {
  return typeof value === 'string' && PUBLIC_KEY.test(value);
}

export function isPrivateKey(value: unknown): value is string {
  return typeof value === 'string' && PRIVATE_KEY.test(value);
}

const subtle = () => globalThis.crypto.subtle;

function jwk(publicKey: string, privateKey?: string): JsonWebKey {
  const [x, y] = publicKey.split('.');
  return {
    kty: 'EC',
    crv: 'P-256',
    x: x ?? '',
    y: y ?? '',
    ext: true,
    ...(privateKey === undefined ? {} : { d: privateKey }),
  };
}

/**
 * WebCrypto keys for SEA's key strings; imported keys are cached per key string for the session
 * (`forgetImportedKeys` at logout). One-time keys (`once`) are never cached: each is used once,
 * and caching them would only grow the cache with every letter.
 */
const cache = new Map<string, Promise<CryptoKey>>();

export interface ImportOptions {
  readonly once?: boolean;
}

function cached(
  id: string,
  load: () => Promise<CryptoKey>,
  options: ImportOptions = {},
): Promise<CryptoKey> {
  if (options.once) return load();
  let key = cache.get(id);
  if (!key) {
    key = load();
    // A failed import is not cached, so a corrected key can be tried again.
    key.catch(() => cache.delete(id));
    cache.set(id, key);
  }
  return key;
}

const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;

export function signingKey(pair: Pick<KeyPair, 'pub' | 'priv'>): Promise<CryptoKey> {
  return cached(`sign:${pair.priv}`, () =>
    subtle().importKey('jwk', jwk(pair.pub, pair.priv), ECDSA, false, ['sign']),
  );
}

export function verifyingKey(pub: string): Promise<CryptoKey> {
  return cached(`verify:${pub}`, () =>
    subtle().importKey('jwk', jwk(pub), ECDSA, false, ['verify']),
  );
}

export function agreementKey(
  pair: Pick<KeyPair, 'epub' | 'epriv'>,
  options?: ImportOptions,
): Promise<CryptoKey> {
  return cached(
    `ecdh:${pair.epriv}`,
    () => subtle().importKey('jwk', jwk(pair.epub, pair.epriv), ECDH, false, ['deriveBits']),
    options,
  );
}

export function agreementPublicKey(epub: string, options?: ImportOptions): Promise<CryptoKey> {
  return cached(
    `ecdh-pub:${epub}`,
    () => subtle().importKey('jwk', jwk(epub), ECDH, false, []),
    options,
  );
}

/** Forgets imported keys (at logout), so no private key outlives the session in memory. */
export function forgetImportedKeys(): void {
  cache.clear();
}

/** How many imported keys are cached (for tests and stats). */
export const importedKeyCount = (): number => cache.size;

/** A fresh ECDH key pair in SEA's string format, used once and thrown away. */
export async function ephemeralAgreementPair(): Promise<Pick<KeyPair, 'epub' | 'epriv'>> {
  const generated = await subtle().generateKey(ECDH, true, ['deriveBits']);
  const exported = await subtle().exportKey('jwk', generated.privateKey);
  return { epub: `${exported.x ?? ''}.${exported.y ?? ''}`, epriv: exported.d ?? '' };
}
