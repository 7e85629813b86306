import { StorageFullError, type DatabaseError } from '@core/store/errors.ts';

const SQLITE_IOERR = 10;
const NEARLY_FULL_BYTES = 1024 * 1024;

/**
 * OPFS reports a full origin quota to SQLite as a plain I/O error. When the origin is (nearly)
 * out of quota, call it what it is so the app can ask the user to free space.
 */
export async function refineStorageError(error: DatabaseError): Promise<DatabaseError> {
  if (error.code === undefined || (error.code & 0xff) !== SQLITE_IOERR) return error;
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  if (estimate?.quota === undefined || estimate.usage === undefined) return error;
  if (estimate.quota - estimate.usage > NEARLY_FULL_BYTES) return error;
  return new StorageFullError(error.message, { cause: error, code: error.code });
}
