import { base64ToBytes, bytesToBase64 } from './base64.ts';

/**
 * Password sealing for secrets kept on the device or exported: PBKDF2-SHA256 stretches the
 * password into an AES-256-GCM key. The iteration count is stored with each sealed box so it
 * can be raised later without breaking old boxes.
 */
export const PBKDF2_ITERATIONS = 310_000;

export interface SealedBox {
  v: 1;
  kdf: 'PBKDF2-SHA256';
  iterations: number;
  salt: string;
  iv: string;
  ciphertext: string;
}

const subtle = () => globalThis.crypto.subtle;

async function deriveKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const material = await subtle().importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

export async function seal(
  plaintext: string,
  password: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<SealedBox> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(16));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const key = await deriveKey(password, salt, iterations);
  const ciphertext = await subtle().encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(plaintext),
  );
  return {
    v: 1,
    kdf: 'PBKDF2-SHA256',
    iterations,
    salt: bytesToBase64(salt),
    iv: bytesToBase64(iv),
    ciphertext: bytesToBase64(new Uint8Array(ciphertext)),
  };
}

/** Returns null when the password is wrong or the box was altered (GCM authenticates both). */
export async function open(box: SealedBox, password: string): Promise<string | null> {
  try {
    const key = await deriveKey(password, base64ToBytes(box.salt), box.iterations);
    const plain = await subtle().decrypt(
      { name: 'AES-GCM', iv: base64ToBytes(box.iv) },
      key,
      base64ToBytes(box.ciphertext),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

export function isSealedBox(value: unknown): value is SealedBox {
  if (typeof value !== 'object' || value === null) return false;
  const box = value as Record<string, unknown>;
  return (
    box['v'] === 1 &&
    box['kdf'] === 'PBKDF2-SHA256' &&
    typeof box['iterations'] === 'number' &&
    box['iterations'] >= 100_000 &&
    typeof box['salt'] === 'string' &&
    typeof box['iv'] === 'string' &&
    typeof box['ciphertext'] === 'string'
  );
}
