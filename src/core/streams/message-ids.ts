import { bytesToBase64Url } from '../crypto/base64url.ts';

/** A fresh, stable message id (128 random bits): retries reuse it, so nothing is stored twice. */
export function newMessageId(): string {
  return bytesToBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}
