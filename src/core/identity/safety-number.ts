/**
 * A safety number: sixty digits two friends compare in person (or scan) to know that each holds the
 * other's real identity key, and that no relay swapped one in between. It is Signal's numeric
 * fingerprint: each side's half comes from its identity key alone, hashed 5,200 times so that
 * finding another key with the same half costs an attacker that much more; both halves in a fixed
 * order, so both friends see the same number.
 */
import { base64UrlToBytes } from '../crypto/base64url.ts';
import { isPublicKey } from '../crypto/sea-keys.ts';

/** SHA-512 rounds per half (Signal's figure). */
const ITERATIONS = 5_200;
/** The format, hashed first: another format never yields the same digits. */
const VERSION = Uint8Array.of(0, 0);
/** Thirty digits per half: six groups of five. */
const GROUPS_PER_HALF = 6;

/** The uncompressed P-256 point of a `x.y` public key: what the number is about. */
function keyBytes(pub: string): Uint8Array<ArrayBuffer> {
  const [x = '', y = ''] = pub.split('.');
  const bytes = new Uint8Array(65);
  bytes[0] = 4;
  bytes.set(base64UrlToBytes(x), 1);
  bytes.set(base64UrlToBytes(y), 33);
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/** One user's thirty digits: their half of every safety number they have. */
export async function safetyNumberHalf(pub: string): Promise<string> {
  const key = keyBytes(pub);
  const id = new TextEncoder().encode(pub);
  let hash = concat(VERSION, key, id);
  for (let round = 0; round < ITERATIONS; round++) {
    hash = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-512', concat(hash, key)));
  }
  let digits = '';
  for (let group = 0; group < GROUPS_PER_HALF; group++) {
    const chunk = hash.subarray(group * 5, group * 5 + 5);
    const value = chunk.reduce((sum, byte) => sum * 256 + byte, 0);
    digits += String(value % 100_000).padStart(5, '0');
  }
  return digits;
}

/**
 * The safety number of two identity keys as sixty digits, the same whichever side asks; null when
 * either is not a public key.
 */
export async function safetyNumber(mine: string, theirs: string): Promise<string | null> {
  if (!isPublicKey(mine) || !isPublicKey(theirs)) return null;
  return joinHalves(...(await Promise.all([safetyNumberHalf(mine), safetyNumberHalf(theirs)])));
}

/** The number two halves make: the same whichever is whose. */
export const joinHalves = (a: string, b: string): string => (a < b ? a + b : b + a);

/** The number in twelve groups of five, as people read it aloud. */
export function safetyNumberGroups(digits: string): string[] {
  return digits.match(/\d{5}/g) ?? [];
}
