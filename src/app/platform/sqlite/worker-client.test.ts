import { afterEach, describe, expect, it } from 'vitest';
import { clearLogLines, recentLogLines } from '@core/util/log.ts';
import type { FromWorker } from './protocol.ts';
import { SqliteWorkerClient } from './worker-client.ts';

const noHost = { load: () => null, save: () => undefined };

/** The lines this client logged (another file's code in the same worker may log too). */
const databaseLines = () =>
  recentLogLines()
    .filter(({ namespace }) => namespace.startsWith('database'))
    .map(({ namespace, text }) => [namespace, text]);

describe('SqliteWorkerClient', () => {
  afterEach(() => clearLogLines());

  it('puts the failures an open expects in the debug log, busy ones with their running count', () => {
    const worker = Object.assign(new EventTarget(), {
      postMessage: () => undefined,
      terminate: () => undefined,
    });
    new SqliteWorkerClient(worker as unknown as Worker, noHost);
    const send = (data: FromWorker) => worker.dispatchEvent(new MessageEvent('message', { data }));
    const held = {
      name: 'NoModificationAllowedError',
      message: 'Access Handles cannot be created',
    };
    send({ kind: 'expected-failure', reason: 'busy', error: held, busyCount: 1 });
    send({ kind: 'expected-failure', reason: 'busy', error: held, busyCount: 2 });
    send({
      kind: 'expected-failure',
      reason: 'unusable',
      error: { name: 'SecurityError', message: 'private' },
      busyCount: 2,
    });
    expect(databaseLines()).toEqual([
      ['database', 'opening: the database was busy (1 so far): [NoModificationAllowedError]'],
      ['database', 'opening: the database was busy (2 so far): [NoModificationAllowedError]'],
      ['database', 'opening: OPFS is not usable here: [SecurityError]'],
    ]);
  });

  it('tells every listener of a failed save, even when one of them throws', () => {
    const worker = Object.assign(new EventTarget(), {
      postMessage: () => undefined,
      terminate: () => undefined,
    });
    const client = new SqliteWorkerClient(worker as unknown as Worker, noHost);
    const heard: string[] = [];
    client.onPersistError(() => {
      throw new Error('a faulty screen');
    });
    const stop = client.onPersistError((error) => heard.push(`${error.name}: ${error.message}`));
    const fail = () =>
      worker.dispatchEvent(
        new MessageEvent('message', {
          data: {
            kind: 'persist-failed',
            error: { name: 'StorageFullError', message: 'no room' },
          } satisfies FromWorker,
        }),
      );
    fail();
    stop();
    fail();
    expect(heard).toEqual(['StorageFullError: no room']);
    // The faulty listener is still subscribed: each failed save logs its throw.
    expect(databaseLines()).toEqual([
      ['database:persist', 'a listener failed: [Error]'],
      ['database:persist', 'a listener failed: [Error]'],
    ]);
  });
});
