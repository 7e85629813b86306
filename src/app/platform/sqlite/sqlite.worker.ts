import sqlite3InitModule from '@sqlite.org/sqlite-wasm';
import { DatabaseError, toDatabaseError } from '@core/store/errors.ts';
import type { SqlDatabase } from '@core/store/sql.ts';
import { wrapWasmDatabase } from '@core/store/wasm-database.ts';
import { HostChannel } from './host-channel.ts';
import { openStorage } from './open-storage.ts';
import type {
  CallMessage,
  FromWorker,
  OpenResult,
  StorageTier,
  ToWorker,
  WorkerApi,
} from './protocol.ts';
import { refineStorageError } from './refine-storage-error.ts';
import { SnapshotPersister } from './snapshot-persister.ts';
import { SqliteLog } from './sqlite-log.ts';
import { serializeError } from './wire-errors.ts';

/** Owns the SQLite connection; the main thread talks to it through protocol.ts messages. */
interface Session {
  db: SqlDatabase;
  tier: StorageTier;
  persister: SnapshotPersister | undefined;
}

let session: Session | undefined;

// sqlite-wasm reads its logger from this global when it loads: a busy database found while opening
// is a line for the page's debug log (and counted), any other error stays a console error.
const sqliteLog = new SqliteLog(console, (failure) =>
  post({ kind: 'expected-failure', ...failure }),
);
(globalThis as { sqlite3ApiConfig?: unknown }).sqlite3ApiConfig = sqliteLog.config;

// Fetching and compiling SQLite starts with the worker, before the page asks to open the database.
const sqliteLoading = sqlite3InitModule();
// A failure to load is reported to the call that opens the database.
sqliteLoading.catch(() => undefined);

function post(message: FromWorker, transfer: Transferable[] = []): void {
  self.postMessage(message, { transfer });
}

const host = new HostChannel(post);

function current(): Session {
  if (!session) throw new DatabaseError('The database is not open');
  return session;
}

async function open(tiers: readonly StorageTier[]): Promise<OpenResult> {
  if (session) return { tier: session.tier, busyRetries: 0, created: false };
  const sqlite3 = await sqliteLoading;
  const { tier, connection, store, busyRetries, created } = await sqliteLog.whileOpening(() =>
    openStorage(sqlite3, tiers, host),
  );
  const persister =
    store &&
    new SnapshotPersister({
      store,
      snapshot: () => sqlite3.capi.sqlite3_js_db_export(connection),
      onError: (error) => post({ kind: 'persist-failed', error: serializeError(error) }),
    });
  const db = wrapWasmDatabase(sqlite3, connection, { onWrite: () => persister?.markDirty() });
  session = { db, tier, persister };
  return { tier, busyRetries, created };
}

async function close(): Promise<void> {
  if (!session) return;
  // A failed final save rejects and keeps the database open, so nothing in memory is lost.
  await session.persister?.flush();
  await session.db.close();
  session = undefined;
}

type Handlers = {
  [M in keyof WorkerApi]: (...args: Parameters<WorkerApi[M]>) => Promise<ReturnType<WorkerApi[M]>>;
};

const handlers: Handlers = {
  open,
  run: (sql, params) => current().db.run(sql, params),
  all: (sql, params) => current().db.all(sql, params),
  batch: (statements) => current().db.batch(statements),
  export: () => current().db.export(),
  flush: async () => current().persister?.flush(),
  close,
};

async function handle(message: CallMessage): Promise<void> {
  const { id, method, args } = message;
  try {
    const handler = handlers[method] as (...params: unknown[]) => Promise<unknown>;
    const value = await handler(...args);
    post({ kind: 'reply', id, ok: true, value }, value instanceof Uint8Array ? [value.buffer] : []);
  } catch (caught) {
    let error = toDatabaseError(caught);
    if (session?.tier === 'opfs') error = await refineStorageError(error);
    post({ kind: 'reply', id, ok: false, error: serializeError(error) });
  }
}

self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.kind === 'host-reply') host.settle(message);
  else void handle(message);
});
