import type { SqlParams, SqlRow, SqlStatement } from '@core/store/sql.ts';
import type { ExpectedFailure } from './sqlite-log.ts';

/** Where the browser keeps the database, best first. */
export type StorageTier = 'opfs' | 'indexeddb' | 'localstorage';
export const STORAGE_TIERS: readonly StorageTier[] = ['opfs', 'indexeddb', 'localstorage'];

export interface OpenResult {
  tier: StorageTier;
  /** Times the database was found held by another context and tried again. */
  busyRetries: number;
  /** The database did not exist and was created with the current schema. */
  created: boolean;
}

/** What the worker does for the main thread (one call message per method call). */
export interface WorkerApi {
  open(tiers: readonly StorageTier[]): OpenResult;
  run(sql: string, params?: SqlParams): { changes: number; lastInsertRowid: number };
  all(sql: string, params?: SqlParams): SqlRow[];
  batch(statements: readonly SqlStatement[]): void;
  export(): Uint8Array;
  /** Saves a pending snapshot now (snapshot tiers only). */
  flush(): void;
  close(): void;
}
export type WorkerMethod = keyof WorkerApi;

export type CallMessage = {
  [M in WorkerMethod]: { kind: 'call'; id: number; method: M; args: Parameters<WorkerApi[M]> };
}[WorkerMethod];

/** Errors cross postMessage as plain data and are rebuilt as the same classes on the other side. */
export interface SerializedError {
  name: string;
  message: string;
  code?: number;
  cause?: { name: string; message: string };
}

export type ReplyMessage =
  | { kind: 'reply'; id: number; ok: true; value: unknown }
  | { kind: 'reply'; id: number; ok: false; error: SerializedError };

/** Workers have no localStorage, so that tier asks the main thread to read and write it. */
export type HostRequest =
  | { kind: 'host'; id: number; op: 'load-snapshot' }
  | { kind: 'host'; id: number; op: 'save-snapshot'; base64: string };

export type HostReply =
  | { kind: 'host-reply'; id: number; ok: true; value: string | null }
  | { kind: 'host-reply'; id: number; ok: false; error: SerializedError };

/** A background snapshot save failed (typically StorageFullError). */
export interface PersistFailedMessage {
  kind: 'persist-failed';
  error: SerializedError;
}

/**
 * The library reported an error the open expects (the database still held by the page before, or
 * OPFS not allowed here): for the main thread's debug logger, since the worker has no log of its own.
 */
export interface ExpectedFailureMessage extends ExpectedFailure {
  kind: 'expected-failure';
}

export type FromWorker = ReplyMessage | HostRequest | PersistFailedMessage | ExpectedFailureMessage;
export type ToWorker = CallMessage | HostReply;
