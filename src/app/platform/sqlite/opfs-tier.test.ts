import type { Sqlite3Static } from '@sqlite.org/sqlite-wasm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseError, DatabaseInUseError } from '@core/store/errors.ts';
import { openOpfsDatabase } from './opfs-tier.ts';
import { SqliteLog, type ExpectedFailure, type SqliteLogConfig } from './sqlite-log.ts';

/**
 * sqlite-wasm's pool as far as the opener sees it: each install fails with the next of `failures`
 * (reported through the library's logger, as the pool does at verbosity 1), then succeeds.
 */
function fakeSqlite(failures: Error[], logger: SqliteLogConfig) {
  const opened: string[] = [];
  const installOpfsSAHPoolVfs = vi.fn((options: { verbosity?: number }) => {
    const failure = failures.shift();
    if (failure) {
      if ((options.verbosity ?? 2) > 0) logger.error('opfs-sahpool:', failure);
      return Promise.reject(failure);
    }
    return Promise.resolve({
      getFileNames: () => ['/meshtalk.sqlite3'],
      importDb: () => Promise.resolve(0),
      OpfsSAHPoolDb: class {
        constructor(file: string) {
          opened.push(file);
        }
      },
    });
  });
  return {
    sqlite3: { installOpfsSAHPoolVfs } as unknown as Sqlite3Static,
    installOpfsSAHPoolVfs,
    opened,
  };
}

const busy = () =>
  new DOMException('Access Handles cannot be created', 'NoModificationAllowedError');

describe('openOpfsDatabase with the worker’s SqliteLog', () => {
  let out: SqliteLogConfig;
  let expected: ExpectedFailure[];
  let log: SqliteLog;

  beforeEach(() => {
    vi.stubGlobal(
      'FileSystemFileHandle',
      class {
        createSyncAccessHandle() {}
      },
    );
    vi.stubGlobal('navigator', { storage: { getDirectory: () => Promise.resolve({}) } });
    out = { error: vi.fn(), warn: vi.fn(), log: vi.fn(), debug: vi.fn() };
    expected = [];
    log = new SqliteLog(out, (failure) => expected.push(failure));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const open = (sqlite3: Sqlite3Static, attempts = 3) =>
    log.whileOpening(() => openOpfsDatabase(sqlite3, { attempts, retryDelayMs: 0 }));

  it('retries a database the page before still holds: counted, logged for debugging, no error', async () => {
    const { sqlite3, opened } = fakeSqlite([busy(), busy()], log.config);
    const database = await open(sqlite3);
    expect(database).toMatchObject({ busyRetries: 2, created: false });
    expect(opened).toEqual(['/meshtalk.sqlite3']);
    expect(expected.map((failure) => [failure.reason, failure.busyCount])).toEqual([
      ['busy', 1],
      ['busy', 2],
    ]);
    expect(out.error).not.toHaveBeenCalled();
  });

  it('says the database is in use once the attempts run out', async () => {
    const { sqlite3 } = fakeSqlite([busy(), busy()], log.config);
    await expect(open(sqlite3, 2)).rejects.toBeInstanceOf(DatabaseInUseError);
    expect(log.busyCount).toBe(2);
    expect(out.error).not.toHaveBeenCalled();
  });

  it('falls back quietly where OPFS may not be used', async () => {
    const { sqlite3 } = fakeSqlite([new DOMException('private', 'SecurityError')], log.config);
    await expect(open(sqlite3)).resolves.toBeNull();
    expect(expected).toMatchObject([{ reason: 'unusable' }]);
    expect(out.error).not.toHaveBeenCalled();
  });

  it('reports any other failure as an error, and does not retry it', async () => {
    const broken = new Error('disk I/O error');
    const { sqlite3, installOpfsSAHPoolVfs } = fakeSqlite([broken], log.config);
    const error: unknown = await open(sqlite3).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseError);
    expect(error).not.toBeInstanceOf(DatabaseInUseError);
    expect(installOpfsSAHPoolVfs).toHaveBeenCalledTimes(1);
    expect(out.error).toHaveBeenCalledWith('opfs-sahpool:', broken);
    expect(expected).toEqual([]);
  });
});
