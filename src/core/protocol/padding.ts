/**
 * Size buckets for sealed plaintexts, so a ciphertext's length tells little about what it holds:
 * stream records and letters are padded before sealing. Sizes go up to one of `BUCKETS` (the
 * first holds a receipt or a text of a few hundred characters), and past the last to whole
 * multiples of `LARGE_STEP` (a file chunk costs a quarter more, not double).
 */
const BUCKETS = [512, 2_048, 8_192, 32_768, 65_536];
const LARGE_STEP = 16_384;

export function paddedLength(length: number): number {
  const bucket = BUCKETS.find((size) => size >= length);
  return bucket ?? Math.ceil(length / LARGE_STEP) * LARGE_STEP;
}

const encoder = new TextEncoder();

/** JSON padded with trailing spaces (JSON ignores them) to its size bucket, counted in bytes. */
export function padJson(json: string): string {
  const bytes = encoder.encode(json).length;
  return json + ' '.repeat(paddedLength(bytes) - bytes);
}
