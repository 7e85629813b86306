import { bytesToBase64Url } from '../crypto/base64url.ts';

/** The spec's local chat id: both public keys sorted and joined by `_`. A label, never parsed. */
export function chatIdOf(a: string, b: string): string {
  return [a, b].sort().join('_');
}

/** A fresh, stable message id (128 random bits): retries reuse it, so nothing is stored twice. */
export function newMessageId(): string {
  return bytesToBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

/** The id of one file-chunk record: the file message's id plus the chunk index. */
export function chunkRecordId(messageId: string, index: number): string {
  return `${messageId}.${index}`;
}
