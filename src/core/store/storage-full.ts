import { isStorageFull, StorageFullError, toDatabaseError } from './errors.ts';
import type { SqlDatabase, SqlParams, SqlRow } from './sql.ts';
import { Emitter } from '../util/emitter.ts';

export type StorageFullListener = (error: StorageFullError) => void;

export interface StorageFullWatch {
  /** The same database; a call that fails for lack of room also tells the listeners. */
  readonly db: SqlDatabase;
  /** Returns the unsubscribe. */
  readonly onStorageFull: (listener: StorageFullListener) => () => void;
  /** Tells the listeners when `error` is a full store (a failed background save, say). */
  readonly report: (error: unknown) => void;
}

/**
 * Raises the storage-full event ("storage quota exceeded") for every write that fails for lack of
 * room. The failing call still rejects: a batch is one transaction, so what it would have written
 * is rolled back whole and everything stored before stays (the composer keeps the unsent text).
 */
export function watchStorageFull(inner: SqlDatabase): StorageFullWatch {
  const listeners = new Emitter<StorageFullError>('storage-full');
  const report = (error: unknown) => {
    if (!isStorageFull(error)) return;
    const full = toDatabaseError(error);
    listeners.emit(full instanceof StorageFullError ? full : new StorageFullError(full.message));
  };
  const watched =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        report(error);
        throw error;
      }
    };
  const db: SqlDatabase = {
    run: watched((sql, params) => inner.run(sql, params)),
    all: <T extends SqlRow>(sql: string, params?: SqlParams) =>
      watched(() => inner.all<T>(sql, params))(),
    batch: watched((statements) => inner.batch(statements)),
    export: () => inner.export(),
    close: () => inner.close(),
  };
  return {
    db,
    report,
    onStorageFull: (listener) => listeners.subscribe(listener),
  };
}
