import { migrate, schemaVersion } from '@core/store/migrate.ts';
import type { DatabaseError } from '@core/store/errors.ts';
import type { SqlDatabase } from '@core/store/sql.ts';
import { debug } from '@core/util/log.ts';
import { acquireDatabaseLock } from './database-lock.ts';
import { localStorageSnapshotHost } from './local-storage-snapshot.ts';
import { STORAGE_TIERS, type StorageTier } from './protocol.ts';
import { SqliteWorkerClient, workerSqlDatabase } from './worker-client.ts';

const log = debug('database');

export { DatabaseError, DatabaseInUseError, StorageFullError } from '@core/store/errors.ts';
export type { StorageTier } from './protocol.ts';

export interface BrowserDatabase {
  db: SqlDatabase;
  tier: StorageTier;
  /** True when this open created the schema: the app's first start in this browser. */
  created: boolean;
  /** Opens that found the database still held by the page before (a reload) and were retried. */
  busyRetries: number;
  /** Saves a pending snapshot now (snapshot tiers); rejects with StorageFullError if it won't fit. */
  flush(): Promise<void>;
  /** Background snapshot saves that failed; the data stays in memory and is retried on the next write. */
  onPersistError: (listener: (error: DatabaseError) => void) => () => void;
}

export interface OpenBrowserDatabaseOptions {
  /** Tiers to try, in order (tests force the fallbacks with this). */
  tiers?: readonly StorageTier[];
}

/**
 * Opens (and migrates) the app's database in a worker, on the best storage this browser has.
 * Rejects with DatabaseInUseError when another tab owns it.
 */
export async function openBrowserDatabase(
  options: OpenBrowserDatabaseOptions = {},
): Promise<BrowserDatabase> {
  // SQLite loads in the worker while this tab waits for the database.
  const worker = new Worker(new URL('./sqlite.worker.ts', import.meta.url), { type: 'module' });
  const releaseLock = await acquireDatabaseLock().catch((error: unknown) => {
    worker.terminate();
    throw error;
  });
  const client = new SqliteWorkerClient(worker, localStorageSnapshotHost);
  const flush = () => client.call('flush');
  // Errors of these background saves reach onPersistError listeners.
  const flushSoon = () => void flush().catch(() => undefined);
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flushSoon();
  };
  const shutDown = () => {
    window.removeEventListener('pagehide', flushSoon);
    document.removeEventListener('visibilitychange', flushWhenHidden);
    client.terminate();
    releaseLock();
  };
  try {
    const opened = await client.call('open', options.tiers ?? STORAGE_TIERS);
    const { tier, busyRetries } = opened;
    if (busyRetries > 0) log(`opened after ${busyRetries} retries: another page still held it`);
    const db = workerSqlDatabase(client, shutDown);
    const created = opened.created || (await schemaVersion(db)) === 0;
    await migrate(db);
    // Persist the migrated schema before the app's first write (snapshot tiers).
    await flush();
    window.addEventListener('pagehide', flushSoon);
    document.addEventListener('visibilitychange', flushWhenHidden);
    return {
      db,
      tier,
      created,
      busyRetries,
      flush,
      onPersistError: (listener) => client.onPersistError(listener),
    };
  } catch (error) {
    shutDown();
    throw error;
  }
}
