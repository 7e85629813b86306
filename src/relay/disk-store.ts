/**
 * Gun's file store, wrapped so shutdown can tell when the disk has caught up. Radisk batches writes
 * (acknowledging a put only after its batch is on disk), so a relay that exits right after a put
 * arrived would lose it; waiting for the store to go quiet loses nothing.
 */
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

type Callback = (err?: unknown, result?: unknown) => void;

/** Radisk's storage adapter interface (`{get, put, list}`), as implemented by `gun/lib/rfs`. */
export interface DiskStore {
  put(file: string, data: unknown, done: Callback): void;
  get(file: string, done: Callback): void;
  list?(...args: unknown[]): void;
}

export interface TrackedDiskStore {
  readonly store: DiskStore;
  /**
   * Resolves true once no disk operation has been running for `quietMs` (measured from this call
   * on), false when that has not happened within `timeoutMs`.
   */
  waitUntilIdle(options: { quietMs: number; timeoutMs: number }): Promise<boolean>;
}

type FileStoreFactory = (options: { file: string }) => DiskStore;

export function openFileStore(dataDir: string): DiskStore {
  const require = createRequire(import.meta.url);
  const createFileStore = require('gun/lib/rfs.js') as FileStoreFactory;
  return createFileStore({ file: dataDir });
}

export function trackDiskActivity(inner: DiskStore): TrackedDiskStore {
  let running = 0;
  let lastActivity = 0;
  const track =
    (operation: (done: Callback) => void) =>
    (done: Callback): void => {
      running++;
      lastActivity = Date.now();
      operation((err, result) => {
        running--;
        lastActivity = Date.now();
        done(err, result);
      });
    };

  const store: DiskStore = {
    put: (file, data, done) => track((cb) => inner.put(file, data, cb))(done),
    get: (file, done) => track((cb) => inner.get(file, cb))(done),
  };
  const list = inner.list?.bind(inner);
  if (list) store.list = (...args) => list(...args);

  const waitUntilIdle = async ({ quietMs, timeoutMs }: { quietMs: number; timeoutMs: number }) => {
    const since = Date.now();
    while (Date.now() - since < timeoutMs) {
      if (running === 0 && Date.now() - Math.max(lastActivity, since) >= quietMs) return true;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  };
  return { store, waitUntilIdle };
}

/** Total size of the files under `dir` (0 when it does not exist yet). */
export async function directorySize(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  const sizes = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return directorySize(full);
      if (!entry.isFile()) return 0;
      return stat(full).then(
        (info) => info.size,
        () => 0,
      );
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
