/**
 * Reads back everything an origin keeps in the browser: localStorage, sessionStorage, every
 * IndexedDB record and every OPFS file. Binary data comes back as bytes, so a search can look for
 * raw key bytes as well as for text.
 */
import type { Page } from '@playwright/test';

export interface StoredItem {
  /** Where it was found, e.g. `opfs:/.meshtalk/xyz` or `indexeddb:db/store#key`. */
  where: string;
  bytes: Buffer;
}

interface RawItem {
  where: string;
  /** Text as UTF-8, or binary data as base64. */
  text?: string;
  base64?: string;
}

export interface ReadStorageOptions {
  /** OPFS files are locked while the app's database worker holds them (opfs-sahpool). */
  opfs: boolean;
}

export async function readOriginStorage(
  page: Page,
  options: ReadStorageOptions,
): Promise<StoredItem[]> {
  const raw = await page.evaluate(collectInPage, options);
  return raw.map(({ where, text, base64 }) => ({
    where,
    bytes: base64 === undefined ? Buffer.from(text ?? '', 'utf8') : Buffer.from(base64, 'base64'),
  }));
}

/** Runs in the page: it must not use anything from this module's scope. */
async function collectInPage({ opfs }: ReadStorageOptions): Promise<RawItem[]> {
  const items: RawItem[] = [];
  const toBase64 = (bytes: Uint8Array) => {
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  };
  const addBytes = (where: string, bytes: Uint8Array) =>
    items.push({ where, base64: toBase64(bytes) });

  for (const [name, storage] of [
    ['localStorage', localStorage],
    ['sessionStorage', sessionStorage],
  ] as const) {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i) ?? '';
      items.push({ where: `${name}:${key}`, text: `${key}\n${storage.getItem(key) ?? ''}` });
    }
  }

  // Every string and every binary value inside a structured-clone record.
  const walk = async (where: string, value: unknown): Promise<void> => {
    if (typeof value === 'string') items.push({ where, text: value });
    else if (value instanceof ArrayBuffer) addBytes(where, new Uint8Array(value));
    else if (ArrayBuffer.isView(value))
      addBytes(where, new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    else if (value instanceof Blob) addBytes(where, new Uint8Array(await value.arrayBuffer()));
    else if (value instanceof Map) {
      for (const [key, entry] of value) {
        await walk(`${where}.key`, key);
        await walk(`${where}.value`, entry);
      }
    } else if (value instanceof Set) for (const entry of value) await walk(where, entry);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, entry] of Object.entries(value)) {
        items.push({ where: `${where}.<key>`, text: key });
        await walk(`${where}.${key}`, entry);
      }
    }
  };
  const request = <T>(req: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
    });
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await request(indexedDB.open(name));
    for (const storeName of Array.from(db.objectStoreNames)) {
      const store = db.transaction(storeName, 'readonly').objectStore(storeName);
      const [keys, values] = await Promise.all([
        request(store.getAllKeys()),
        request(store.getAll()),
      ]);
      for (const [i, value] of values.entries()) {
        const where = `indexeddb:${name}/${storeName}#${i}`;
        await walk(`${where}.<primary key>`, keys[i]);
        await walk(where, value);
      }
    }
    db.close();
  }

  if (opfs) {
    const visit = async (directory: FileSystemDirectoryHandle, path: string): Promise<void> => {
      // entries() is missing from TypeScript's DOM types for directory handles.
      const entries = (
        directory as unknown as {
          entries(): AsyncIterable<[string, FileSystemHandle]>;
        }
      ).entries();
      for await (const [name, handle] of entries) {
        const where = `${path}/${name}`;
        if (handle instanceof FileSystemDirectoryHandle) await visit(handle, where);
        else if (handle instanceof FileSystemFileHandle) {
          const file = await handle.getFile();
          addBytes(`opfs:${where}`, new Uint8Array(await file.arrayBuffer()));
        }
      }
    };
    await visit(await navigator.storage.getDirectory(), '');
  }
  return items;
}
