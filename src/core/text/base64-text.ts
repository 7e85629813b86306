/**
 * Base64 for the /base64 tool and for `data:` addresses: text as UTF-8 (emoji and Chinese go both
 * ways), files as their bytes. Decoding takes standard or URL-safe base64, with or without padding
 * and line breaks, or a whole base64 `data:` URL; anything else is refused.
 */
import { base64ToBytes, bytesToBase64 } from '../crypto/base64.ts';
import { err, ok, type Result } from '../util/result.ts';

export type Base64Error = 'invalid-base64';

/** The largest file the /base64 page encodes: its base64 is shown in full. */
export const BASE64_MAX_FILE_BYTES = 5 * 1024 * 1024;

export interface DataUrlParts {
  /** Lower case; `text/plain` when the address names none. */
  readonly mime: string;
  readonly base64: boolean;
  /** What follows the comma, still encoded. */
  readonly data: string;
}

export interface DecodedBase64 {
  readonly bytes: Uint8Array<ArrayBuffer>;
  /** The type a `data:` URL named, else null. */
  readonly mime: string | null;
}

const DATA_URL = /^data:([^,]*),/i;

export function textToBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
}

export function bytesToDataUrl(bytes: Uint8Array, mime: string): string {
  return `data:${mime || 'application/octet-stream'};base64,${bytesToBase64(bytes)}`;
}

/** The parts of a `data:` URL, or null when `text` is not one. */
export function dataUrlParts(text: string): DataUrlParts | null {
  const header = DATA_URL.exec(text);
  if (!header) return null;
  const params = (header[1] ?? '').split(';').map((part) => part.trim().toLowerCase());
  const base64 = params.length > 1 && params.at(-1) === 'base64';
  return {
    mime: params[0] || 'text/plain',
    base64,
    data: text.slice(header[0].length),
  };
}

/** `%XX` escapes as bytes, everything else as its UTF-8 (a stray `%` stays itself). */
function percentDecodedBytes(text: string): Uint8Array {
  const encoder = new TextEncoder();
  const bytes: number[] = [];
  let plain = '';
  for (let i = 0; i < text.length; i++) {
    const escape = text[i] === '%' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9a-f]{2}$/i.test(escape)) {
      bytes.push(...encoder.encode(plain), Number.parseInt(escape, 16));
      plain = '';
      i += 2;
    } else {
      plain += text[i];
    }
  }
  bytes.push(...encoder.encode(plain));
  return Uint8Array.from(bytes);
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | null {
  const standard = text.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  try {
    return base64ToBytes(standard);
  } catch {
    return null;
  }
}

/** The bytes a `data:` URL holds; null when it says base64 but is not. */
export function dataUrlBytes(parts: DataUrlParts): Uint8Array | null {
  return parts.base64 ? base64Bytes(parts.data) : percentDecodedBytes(parts.data);
}

/** Decodes base64, or a base64 `data:` URL, into bytes. */
export function decodeBase64(input: string): Result<DecodedBase64, Base64Error> {
  const text = input.trim();
  const parts = dataUrlParts(text);
  if (parts && !parts.base64) return err('invalid-base64');
  const bytes = base64Bytes(parts ? parts.data : text);
  return bytes ? ok({ bytes, mime: parts?.mime ?? null }) : err('invalid-base64');
}

/** The bytes as text when they are valid UTF-8, else null (a picture, a zip file). */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
