import type { Database, Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { DatabaseError } from './errors.ts';

const SQLITE_HEADER = 'SQLite format 3\0';

export function isSqliteFile(bytes: Uint8Array): boolean {
  if (bytes.length < SQLITE_HEADER.length) return false;
  return [...SQLITE_HEADER].every((char, i) => bytes[i] === char.charCodeAt(0));
}

/**
 * An in-memory connection, loaded from a database file's bytes when given (snapshots, backups).
 * Rejects bytes that are not an SQLite file rather than starting empty: an empty database
 * would later be saved over the user's data.
 */
export function openMemoryConnection(
  sqlite3: Sqlite3Static,
  snapshot?: Uint8Array | null,
): Database {
  const db = new sqlite3.oo1.DB(':memory:', 'c');
  if (!snapshot || snapshot.length === 0) {
    // The build defaults to 8 KiB pages; an empty schema (one page per table and index) then
    // costs ~430 KB of the ~5 MB a localStorage snapshot may use. 4 KiB halves that.
    db.exec('PRAGMA page_size = 4096');
    return db;
  }
  try {
    if (!isSqliteFile(snapshot))
      throw new DatabaseError('The stored database is not an SQLite file');
    const { capi, wasm } = sqlite3;
    // sqlite3_deserialize needs memory from sqlite3_malloc, which SQLite then owns and may grow.
    const pointer = wasm.allocFromTypedArray(snapshot);
    const flags = capi.SQLITE_DESERIALIZE_FREEONCLOSE | capi.SQLITE_DESERIALIZE_RESIZEABLE;
    db.checkRc(
      capi.sqlite3_deserialize(db, 'main', pointer, snapshot.length, snapshot.length, flags),
    );
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
