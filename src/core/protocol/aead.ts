import { base64UrlToBytes, bytesToBase64Url } from '../crypto/base64url.ts';

const IV_BYTES = 12;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * AES-256-GCM with the record's location (or header) as associated data, so a ciphertext cannot be
 * moved into another record. The box is `<iv>.<ciphertext>`, both base64url.
 */
export async function encryptText(
  key: CryptoKey,
  plaintext: string,
  header: string,
): Promise<string> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = await globalThis.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(header) },
    key,
    encoder.encode(plaintext),
  );
  return `${bytesToBase64Url(iv)}.${bytesToBase64Url(new Uint8Array(ciphertext))}`;
}

/** The plaintext, or null when the box is malformed, tampered with, or for another key. */
export async function decryptText(
  key: CryptoKey,
  box: unknown,
  header: string,
): Promise<string | null> {
  if (typeof box !== 'string') return null;
  const [iv, ciphertext, extra] = box.split('.');
  if (iv === undefined || ciphertext === undefined || extra !== undefined) return null;
  try {
    const plaintext = await globalThis.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: base64UrlToBytes(iv), additionalData: encoder.encode(header) },
      key,
      base64UrlToBytes(ciphertext),
    );
    return decoder.decode(plaintext);
  } catch {
    return null;
  }
}
