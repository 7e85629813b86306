/**
 * An export on the graph (PROTOCOL.md "Migration"): a head and numbered chunks, each a sealed
 * record (`protocol/sealed-signed-record.ts`) in the exporter's own space, at a stream node whose
 * label and record id come from the sync code, padded to the stream records' size buckets, so
 * neither the place nor the record says "migration" to anyone without the code. Keys are
 * HKDF-SHA256 of the code's bytes: distinct labels and ids for each place and an AES-256-GCM key.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { deriveAesKey, deriveTag } from '../protocol/key-agreement.ts';
import { paddedLength, padJson } from '../protocol/padding.ts';
import { openSealedRecord, sealSignedRecord } from '../protocol/sealed-signed-record.ts';
import { STREAM_SPACE } from '../streams/sealed-record.ts';
import { jsonObject } from '../util/json.ts';
import { err, ok, type Result } from '../util/result.ts';

const INFO = 'meshtalk/v1/migration';
/**
 * Plaintext bytes per chunk, a whole stream size bucket (47 × 16 KiB): sealed and in base64url a
 * full chunk is just under 1 MiB (the spec's 1 MB).
 */
export const CHUNK_PLAIN_BYTES = 47 * 16_384;
/** At most this many chunks (about 256 MB of ciphertext) per export. */
export const MAX_CHUNKS = 256;
/** An export can be imported for this long; then importers refuse it and the exporter removes it. */
export const EXPORT_LIFETIME_MS = 48 * 60 * 60_000;
const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

export interface MigrationKeys {
  readonly seal: CryptoKey;
  /** The head's node label. */
  readonly head: string;
  /** The head's record id in its node: 22 characters, like any stream record's. */
  readonly headId: string;
  chunk(index: number): Promise<string>;
  chunkId(index: number): Promise<string>;
}

export async function migrationKeys(code: Uint8Array<ArrayBuffer>): Promise<MigrationKeys> {
  const secret = await globalThis.crypto.subtle.importKey('raw', code, 'HKDF', false, [
    'deriveBits',
    'deriveKey',
  ]);
  return {
    seal: await deriveAesKey(secret, `${INFO}/key`),
    head: await deriveTag(secret, `${INFO}/head`),
    headId: await deriveTag(secret, `${INFO}/head/id`),
    chunk: (index) => deriveTag(secret, `${INFO}/chunk/${index}`),
    chunkId: (index) => deriveTag(secret, `${INFO}/chunk/${index}/id`),
  };
}

/** What the head says about the chunks: how many, the bytes they hold, and their SHA-256. */
export interface ExportHead {
  readonly chunks: number;
  readonly bytes: number;
  readonly sha256: string;
  readonly exportedAt: number;
  readonly expiresAt: number;
}

/** A place in the exporter's space: the node's label and the key there. */
export interface RecordPlace {
  readonly node: string;
  readonly key: string;
}

export const headPlace = (keys: MigrationKeys): RecordPlace => ({
  node: keys.head,
  key: keys.headId,
});
export const chunkPlace = async (keys: MigrationKeys, index: number): Promise<RecordPlace> => ({
  node: await keys.chunk(index),
  key: await keys.chunkId(index),
});
const pathOf = (place: RecordPlace) => [STREAM_SPACE, place.node, place.key];

export const sealAt = (
  pair: Pick<KeyPair, 'pub' | 'priv'>,
  keys: MigrationKeys,
  place: RecordPlace,
  plaintext: string,
): Promise<string> => sealSignedRecord(pair, pathOf(place), keys.seal, plaintext);

export type RecordRejection = 'bad-signature' | 'undecryptable' | 'malformed';

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
/** Pads a chunk: JSON text (what the slices are cut from) never holds a raw NUL. */
const CHUNK_PAD = '\u0000';

/** The head's JSON, padded like a stream record (trailing spaces, which JSON ignores). */
export const headText = (head: ExportHead): string => padJson(JSON.stringify(head));

/** A slice padded with NULs to its stream size bucket, so a last chunk tells no exact size. */
export function padChunk(slice: string): string {
  const bytes = utf8Length(slice);
  return slice + CHUNK_PAD.repeat(paddedLength(bytes) - bytes);
}

export function unpadChunk(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === CHUNK_PAD) end--;
  return text.slice(0, end);
}

export const openAt = (
  owner: string,
  keys: MigrationKeys,
  place: RecordPlace,
  raw: unknown,
): Promise<Result<string, RecordRejection>> =>
  openSealedRecord(owner, pathOf(place), keys.seal, raw);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The head in an opened record, or null unless it is one an importer can trust now. */
export function parseHead(text: string, now: number): Result<ExportHead, 'malformed' | 'expired'> {
  const value = jsonObject(text);
  if (!value) return err('malformed');
  const { chunks, bytes, sha256, exportedAt, expiresAt } = value;
  if (!isCount(chunks) || chunks < 1 || chunks > MAX_CHUNKS || !isCount(bytes)) {
    return err('malformed');
  }
  if (bytes > chunks * CHUNK_PLAIN_BYTES || bytes <= (chunks - 1) * CHUNK_PLAIN_BYTES) {
    return err('malformed');
  }
  if (typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256)) return err('malformed');
  if (!isCount(exportedAt) || !isCount(expiresAt) || exportedAt > now + MAX_CLOCK_AHEAD_MS) {
    return err('malformed');
  }
  if (expiresAt - exportedAt > EXPORT_LIFETIME_MS) return err('malformed');
  if (expiresAt <= now) return err('expired');
  return ok({ chunks, bytes, sha256, exportedAt, expiresAt });
}

/** The UTF-8 of `text` in slices of at most `max` bytes, never cutting a character in two. */
export function sliceUtf8(text: string, max = CHUNK_PLAIN_BYTES): string[] {
  const bytes = encoder.encode(text);
  const slices: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + max, bytes.length);
    // A continuation byte (10xxxxxx) belongs to the character before it.
    while (end < bytes.length && ((bytes[end] ?? 0) & 0xc0) === 0x80) end--;
    slices.push(decoder.decode(bytes.subarray(start, end)));
    start = end;
  }
  return slices;
}

export const utf8Length = (text: string): number => encoder.encode(text).length;
