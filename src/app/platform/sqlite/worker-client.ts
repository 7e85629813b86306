import { DatabaseError } from '@core/store/errors.ts';
import type { SqlDatabase, SqlParams, SqlRow } from '@core/store/sql.ts';
import { Emitter } from '@core/util/emitter.ts';
import { debug } from '@core/util/log.ts';
import type { SnapshotHost } from './local-storage-snapshot.ts';
import type {
  CallMessage,
  FromWorker,
  HostRequest,
  ToWorker,
  WorkerApi,
  WorkerMethod,
} from './protocol.ts';
import type { ExpectedFailure } from './sqlite-log.ts';
import { deserializeError, serializeError } from './wire-errors.ts';

const log = debug('database');

type Waiter = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type PersistListener = (error: DatabaseError) => void;

/** The main thread's end of the worker protocol: request ids, replies, and host requests. */
export class SqliteWorkerClient {
  private nextId = 1;
  private readonly pending = new Map<number, Waiter>();
  private readonly persistFailures = new Emitter<DatabaseError>('database:persist');

  constructor(
    private readonly worker: Worker,
    private readonly host: SnapshotHost,
  ) {
    worker.addEventListener('message', (event: MessageEvent<FromWorker>) =>
      this.receive(event.data),
    );
    worker.addEventListener('error', (event) => {
      const detail = event instanceof ErrorEvent ? `: ${event.message}` : '';
      this.failAll(new DatabaseError(`The SQLite worker failed${detail}`, { cause: event }));
    });
  }

  call<M extends WorkerMethod>(
    method: M,
    ...args: Parameters<WorkerApi[M]>
  ): Promise<ReturnType<WorkerApi[M]>> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.send({ kind: 'call', id, method, args } as CallMessage);
    });
  }

  onPersistError(listener: PersistListener): () => void {
    return this.persistFailures.subscribe(listener);
  }

  terminate(): void {
    this.worker.terminate();
    this.failAll(new DatabaseError('The database is closed'));
  }

  private send(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  private failAll(error: Error): void {
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }

  private receive(message: FromWorker): void {
    switch (message.kind) {
      case 'reply': {
        const waiter = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.ok) waiter?.resolve(message.value);
        else waiter?.reject(deserializeError(message.error));
        return;
      }
      case 'host':
        return this.answerHost(message);
      case 'persist-failed': {
        const error = deserializeError(message.error);
        this.persistFailures.emit(error);
        return;
      }
      case 'expected-failure':
        return logExpected(message);
    }
  }

  private answerHost(request: HostRequest): void {
    const { id } = request;
    try {
      const value = request.op === 'load-snapshot' ? this.host.load() : null;
      if (request.op === 'save-snapshot') this.host.save(request.base64);
      this.send({ kind: 'host-reply', id, ok: true, value });
    } catch (error) {
      this.send({ kind: 'host-reply', id, ok: false, error: serializeError(error) });
    }
  }
}

/**
 * A failure the open handles (a retry, another tier), as a debug line with the error's class (the
 * count is in the text: the log's ring keeps no details but an error's class).
 */
function logExpected({ reason, error, busyCount }: ExpectedFailure): void {
  const detail = Object.assign(new Error(error.message), { name: error.name });
  if (reason === 'busy') log(`opening: the database was busy (${busyCount} so far): %o`, detail);
  else log('opening: OPFS is not usable here: %o', detail);
}

/** SqlDatabase over the worker; `onClosed` runs once the worker has saved and closed. */
export function workerSqlDatabase(client: SqliteWorkerClient, onClosed: () => void): SqlDatabase {
  return {
    run: (sql, params) => client.call('run', sql, params),
    all: <T extends SqlRow = SqlRow>(sql: string, params?: SqlParams) =>
      client.call('all', sql, params) as Promise<T[]>,
    batch: (statements) => client.call('batch', statements),
    export: () => client.call('export'),
    close: async () => {
      await client.call('close');
      onClosed();
    },
  };
}
