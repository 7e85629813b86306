import sqlite3InitModule, { type Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { toDatabaseError } from './errors.ts';
import { migrate } from './migrate.ts';
import type { SqlDatabase } from './sql.ts';
import { wrapWasmDatabase } from './wasm-database.ts';
import { openMemoryConnection } from './wasm-snapshot.ts';

let sqliteModule: Promise<Sqlite3Static> | undefined;

/** Loads the WASM module once per process; every database shares it. */
function loadSqlite(): Promise<Sqlite3Static> {
  sqliteModule ??= sqlite3InitModule();
  return sqliteModule;
}

export interface OpenMemoryDatabaseOptions {
  /** Apply every migration before returning (repositories' tests want the full schema). */
  migrate?: boolean;
  /** Start from this database file (an export or backup) instead of an empty database. */
  snapshot?: Uint8Array;
}

/** A fresh in-memory database on the official WASM build: the browser's code paths, in Node. */
export async function openMemoryDatabase(
  options: OpenMemoryDatabaseOptions = {},
): Promise<SqlDatabase> {
  let db: SqlDatabase;
  try {
    const sqlite3 = await loadSqlite();
    db = wrapWasmDatabase(sqlite3, openMemoryConnection(sqlite3, options.snapshot));
  } catch (error) {
    throw toDatabaseError(error);
  }
  if (options.migrate) await migrate(db);
  return db;
}
