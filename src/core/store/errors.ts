/** A failed database operation. `code` is SQLite's (extended) result code when there is one. */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
  readonly code: number | undefined;

  constructor(message: string, options: { cause?: unknown; code?: number | undefined } = {}) {
    super(message, { cause: options.cause });
    this.code = options.code;
  }
}

/** The device ran out of room (SQLITE_FULL, a browser quota): the app asks the user to free space. */
export class StorageFullError extends DatabaseError {
  override name = 'StorageFullError';
}

/** Another tab (or window) of this origin owns the database; the app shows "open in another tab". */
export class DatabaseInUseError extends DatabaseError {
  override name = 'DatabaseInUseError';
}

const SQLITE_FULL = 13;

/** SQLite's result code as sqlite-wasm's SQLite3Error carries it. */
function sqliteResultCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('resultCode' in error)) return undefined;
  return typeof error.resultCode === 'number' ? error.resultCode : undefined;
}

/** True for SQLite's "database or disk is full" and the browsers' storage quota errors. */
export function isStorageFull(error: unknown): boolean {
  if (error instanceof StorageFullError) return true;
  if (error instanceof Error && error.name === 'QuotaExceededError') return true;
  const code = sqliteResultCode(error);
  // Extended result codes keep the primary code in the low byte.
  return code !== undefined && (code & 0xff) === SQLITE_FULL;
}

/** Wraps anything thrown by SQLite or a storage API, keeping the original as `cause`. */
export function toDatabaseError(error: unknown): DatabaseError {
  if (error instanceof DatabaseError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const options = { cause: error, code: sqliteResultCode(error) };
  return isStorageFull(error)
    ? new StorageFullError(message, options)
    : new DatabaseError(message, options);
}
