/**
 * Files travel as their bytes: a `file` record announces name, size, type and chunk count, and
 * `file-chunk` records carry 48 KiB slices in base64. 48 KiB is a multiple of 3, so the base64
 * of the whole file is the chunks' base64 joined, and the receiver assembles it without decoding.
 */
import { bytesToBase64 } from '../crypto/base64.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { BODY_LIMITS } from '../streams/limits.ts';

const SAFE_MIME = /^[\w.+-]+\/[\w.+-]+$/;

export function safeMime(mime: string): string {
  return SAFE_MIME.test(mime) ? mime.toLowerCase() : 'application/octet-stream';
}

export function chunkCount(size: number): number {
  return Math.ceil(size / BODY_LIMITS.fileChunkBytes);
}

/** The file's bytes as base64 chunks, in order. */
export function splitFile(bytes: Uint8Array): string[] {
  const chunks: string[] = [];
  for (let at = 0; at < bytes.length; at += BODY_LIMITS.fileChunkBytes) {
    chunks.push(bytesToBase64(bytes.subarray(at, at + BODY_LIMITS.fileChunkBytes)));
  }
  return chunks;
}

export function fileDataUrl(mime: string, base64: string): string {
  return `data:${safeMime(mime)};base64,${base64}`;
}

/** A complete file: its name, type and bytes as a data URL. */
export interface StoredFile {
  readonly name: string;
  readonly mime: string;
  readonly dataUrl: string;
}

/** A received or sent file, once complete. */
export async function storedFile(db: SqlDatabase, fileId: string): Promise<StoredFile | null> {
  const rows = await db.all<{ fileName: string; fileType: string; fileUrl: string | null }>(
    'SELECT fileName, fileType, fileUrl FROM files WHERE fileId = ?',
    [fileId],
  );
  const row = rows[0];
  return row?.fileUrl ? { name: row.fileName, mime: row.fileType, dataUrl: row.fileUrl } : null;
}

/** Bytes encoded by a base64 text (its length and padding tell). */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * The whole file's base64 from its chunks (in index order), or null when they do not add up to
 * `size`: every chunk but the last must be exactly one full, unpadded slice.
 */
export function joinChunks(chunks: readonly string[], size: number): string | null {
  const fullChars = (BODY_LIMITS.fileChunkBytes / 3) * 4;
  let total = 0;
  for (const [index, chunk] of chunks.entries()) {
    const last = index === chunks.length - 1;
    if (chunk.length % 4 !== 0) return null;
    if (!last && (chunk.length !== fullChars || chunk.endsWith('='))) return null;
    total += decodedLength(chunk);
  }
  return total === size ? chunks.join('') : null;
}
