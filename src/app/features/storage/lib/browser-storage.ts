/**
 * What this browser holds for Meshtalk, read from the browser's own APIs: real figures or an
 * error code, never an estimate of our own.
 */
import { err, ok, type Result } from '@core/util/result.ts';

export interface UsageEstimate {
  readonly usage: number;
  readonly quota: number;
  /** Cache Storage's share of the usage, where the browser says (Chromium). */
  readonly caches: number | null;
}

export type EstimateError = 'unsupported' | 'failed';

export async function readEstimate(): Promise<Result<UsageEstimate, EstimateError>> {
  if (typeof navigator.storage?.estimate !== 'function') return err('unsupported');
  try {
    const estimate = await navigator.storage.estimate();
    const details = (estimate as { usageDetails?: { caches?: number } }).usageDetails;
    return ok({
      usage: estimate.usage ?? 0,
      quota: estimate.quota ?? 0,
      caches: details?.caches ?? null,
    });
  } catch {
    return err('failed');
  }
}

export interface BrowserStore {
  readonly name: string;
  /** Null when the store could not be counted. */
  readonly records: number | null;
}

export interface IndexedDbInfo {
  readonly name: string;
  readonly stores: readonly BrowserStore[];
}

const settle = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

async function describeDatabase(name: string): Promise<IndexedDbInfo> {
  const db = await settle(indexedDB.open(name));
  try {
    const names = [...db.objectStoreNames];
    const stores = await Promise.all(
      names.map(async (store) => ({
        name: store,
        records: await settle(db.transaction(store).objectStore(store).count()).catch(() => null),
      })),
    );
    return { name, stores };
  } finally {
    db.close();
  }
}

/** The origin's IndexedDB databases with their stores and record counts. */
export async function readIndexedDb(): Promise<Result<IndexedDbInfo[], 'failed'>> {
  try {
    const listed = await indexedDB.databases();
    const names = listed.flatMap((info) => (info.name ? [info.name] : [])).sort();
    return ok(await Promise.all(names.map(describeDatabase)));
  } catch {
    return err('failed');
  }
}

export interface LocalStorageInfo {
  readonly keys: number;
  /** Characters in keys and values, times two: the UTF-16 bytes browsers count. */
  readonly bytes: number;
}

export function readLocalStorage(): LocalStorageInfo | null {
  try {
    let bytes = 0;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      bytes += (key.length + (localStorage.getItem(key)?.length ?? 0)) * 2;
    }
    return { keys: localStorage.length, bytes };
  } catch {
    return null;
  }
}

export interface OpfsInfo {
  readonly files: number;
  /** Bytes of the files that could be read; the open database's own files may not be. */
  readonly bytes: number;
}

interface DirectoryEntries {
  values(): AsyncIterable<FileSystemHandle>;
}

async function walk(dir: FileSystemDirectoryHandle, into: { files: number; bytes: number }) {
  for await (const handle of (dir as unknown as DirectoryEntries).values()) {
    if (handle.kind === 'directory') {
      await walk(handle as FileSystemDirectoryHandle, into);
      continue;
    }
    into.files++;
    const file = await (handle as FileSystemFileHandle).getFile().catch(() => null);
    into.bytes += file?.size ?? 0;
  }
}

/** The origin private file system's files (where the SQLite OPFS tier keeps the database). */
export async function readOpfs(): Promise<OpfsInfo | null> {
  if (typeof navigator.storage?.getDirectory !== 'function') return null;
  try {
    const totals = { files: 0, bytes: 0 };
    await walk(await navigator.storage.getDirectory(), totals);
    return totals;
  } catch {
    return null;
  }
}

/** Cache Storage's caches; null when the browser has none (an insecure origin). */
export async function readCacheNames(): Promise<string[] | null> {
  if (typeof caches === 'undefined') return null;
  return caches.keys().catch(() => null);
}

export async function clearCaches(): Promise<void> {
  const names = (await readCacheNames()) ?? [];
  await Promise.all(names.map((name) => caches.delete(name)));
}

/** The page's JavaScript heap in use, where the browser tells (Chromium); else null. */
export function readMemory(): number | null {
  const memory = (performance as { memory?: { usedJSHeapSize?: number } }).memory;
  return typeof memory?.usedJSHeapSize === 'number' ? memory.usedJSHeapSize : null;
}
