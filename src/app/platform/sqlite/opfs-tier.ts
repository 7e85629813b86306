import type { Database, Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { DatabaseError, DatabaseInUseError } from '@core/store/errors.ts';
import { sleep } from '@core/util/async.ts';
import { BUSY_ERRORS, UNUSABLE_ERRORS } from './sqlite-log.ts';

const DB_FILE = '/meshtalk.sqlite3';

type PoolOptions = Parameters<Sqlite3Static['installOpfsSAHPoolVfs']>[0] & {
  forceReinitIfPreviouslyFailed: boolean;
  verbosity: number;
};

const POOL_OPTIONS: PoolOptions = {
  // The default deletes the pool's files when initialisation fails, e.g. while the previous
  // page's worker still holds them during a reload: that would wipe the user's database.
  preserveOnInitFailure: true,
  forceReinitIfPreviouslyFailed: true,
  // Errors only. The pool reports each failed attempt, expected retries included, through
  // sqlite-wasm's logger: the worker's SqliteLog (sqlite-log.ts) keeps a busy or unusable OPFS
  // at debug level while the database opens, and reports any other error as one.
  verbosity: 1,
};

export interface OpfsDatabase {
  connection: Database;
  /** Attempts that found the database still held by another context (a page just closing). */
  busyRetries: number;
  /** True when there was no database yet and it was written from `newDatabase`. */
  created: boolean;
}

export interface OpenOpfsOptions {
  attempts?: number;
  retryDelayMs?: number;
  /**
   * The file a first start writes: the whole schema made in memory and written at once, instead of
   * one statement after another on OPFS, where each page write is a round trip.
   */
  newDatabase?: () => Promise<Uint8Array>;
}

function opfsApisPresent(): boolean {
  return (
    typeof FileSystemFileHandle !== 'undefined' &&
    'createSyncAccessHandle' in FileSystemFileHandle.prototype &&
    typeof navigator.storage?.getDirectory === 'function'
  );
}

/**
 * Opens the database on the opfs-sahpool VFS (no COOP/COEP needed, one owner per origin).
 * Null when this browser cannot use OPFS. Any other failure throws: falling back would show
 * an empty database while the real one sits in OPFS, and later writes would split the data.
 */
export async function openOpfsDatabase(
  sqlite3: Sqlite3Static,
  { attempts = 3, retryDelayMs = 1000, newDatabase }: OpenOpfsOptions = {},
): Promise<OpfsDatabase | null> {
  if (!opfsApisPresent()) return null;
  for (let attempt = 1; ; attempt++) {
    try {
      const pool = await sqlite3.installOpfsSAHPoolVfs(POOL_OPTIONS);
      // A failed import leaves no file behind, so the next start tries again.
      const created = newDatabase !== undefined && !pool.getFileNames().includes(DB_FILE);
      if (created) await pool.importDb(DB_FILE, await newDatabase());
      return { connection: new pool.OpfsSAHPoolDb(DB_FILE), busyRetries: attempt - 1, created };
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (UNUSABLE_ERRORS.has(name)) return null;
      if (!BUSY_ERRORS.has(name))
        throw new DatabaseError('Could not open the OPFS database', { cause: error });
      if (attempt >= attempts) {
        throw new DatabaseInUseError('The database is open in another tab', { cause: error });
      }
      await sleep(retryDelayMs);
    }
  }
}
