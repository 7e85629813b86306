/**
 * The sync code (PROTOCOL.md "Migration"): 160 random bits, written in Crockford's base32 as 8
 * groups of 4 characters, so it is easy to read out and type. Everything about a migration comes
 * from it: where the export lies, and the key that seals it. Typing is forgiving: case, spaces and
 * hyphens do not matter, and O, I and L read as 0, 1 and 1.
 */
import { err, ok, type Result } from '../util/result.ts';

export const SYNC_CODE_BYTES = 20;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUP = 4;
const CHARS = (SYNC_CODE_BYTES * 8) / 5;

function encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(value >> bits) & 31];
    }
  }
  return out;
}

/** `bytes` in Crockford's base32, in groups of 4 joined by hyphens (5 bytes: `XXXX-XXXX`). */
export function crockfordGroups(bytes: Uint8Array): string {
  const text = encode(bytes);
  const groups: string[] = [];
  for (let at = 0; at < text.length; at += GROUP) groups.push(text.slice(at, at + GROUP));
  return groups.join('-');
}

/** A fresh code as shown: `XXXX-XXXX-…`, 8 groups. */
export function newSyncCode(): string {
  return crockfordGroups(globalThis.crypto.getRandomValues(new Uint8Array(SYNC_CODE_BYTES)));
}

/** The code's 20 bytes, or why the text is not a code. */
export function parseSyncCode(
  text: string,
): Result<Uint8Array<ArrayBuffer>, 'empty' | 'malformed'> {
  const compact = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (compact === '') return err('empty');
  if (compact.length !== CHARS) return err('malformed');
  const bytes = new Uint8Array(SYNC_CODE_BYTES);
  let bits = 0;
  let value = 0;
  let index = 0;
  for (const char of compact) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return err('malformed');
    value = ((value << 5) | digit) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (value >> bits) & 0xff;
    }
  }
  return ok(bytes);
}
