/**
 * Whether a text fits in one QR code at the lowest error correction (level L, version 40), in the
 * mode an encoder picks for it: digits only, the alphanumeric set, else its UTF-8 bytes. Screens
 * check before drawing, so a text too long is a note on screen instead of an encoder's exception.
 */
export const QR_CAPACITY = { numeric: 7_089, alphanumeric: 4_296, bytes: 2_953 } as const;

/** The spec's warning on the QR page: above this a code may not be drawn. */
export const QR_TEXT_WARNING = 1_800;

const NUMERIC = /^[0-9]*$/;
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]*$/;

export function fitsInQr(text: string): boolean {
  if (NUMERIC.test(text)) return text.length <= QR_CAPACITY.numeric;
  if (ALPHANUMERIC.test(text)) return text.length <= QR_CAPACITY.alphanumeric;
  return new TextEncoder().encode(text).length <= QR_CAPACITY.bytes;
}
