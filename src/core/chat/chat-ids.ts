import { bytesToBase64Url } from '../crypto/base64url.ts';

/** The spec's local chat id: both public keys sorted and joined by `_`. A label, never parsed. */
export function chatIdOf(a: string, b: string): string {
  return [a, b].sort().join('_');
}

/** A fresh, stable message id (128 random bits): retries reuse it, so nothing is stored twice. */
export function newMessageId(): string {
  return bytesToBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16)));
}

/** The id of one file-chunk envelope: the file message's id plus the chunk index. */
export function chunkEnvelopeId(messageId: string, index: number): string {
  return `${messageId}.${index}`;
}

const DAY_MS = 86_400_000;
const DAY_KEY = /^\d{8}$/;

/** The stream day of a timestamp: its UTC date as YYYYMMDD. */
export function dayKeyOf(ts: number): string {
  const date = new Date(ts);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${date.getUTCFullYear()}${month}${day}`;
}

export function isDayKey(value: string): boolean {
  return DAY_KEY.test(value);
}

/** The day key `days` days before `day`. */
export function dayBefore(day: string, days = 1): string {
  const ts = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6)));
  return dayKeyOf(ts - days * DAY_MS);
}
