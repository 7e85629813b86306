/** Main-thread half of the localStorage tier (workers cannot reach localStorage). */
export const LOCAL_STORAGE_SNAPSHOT_KEY = 'meshtalk:sqlite-snapshot';

export interface SnapshotHost {
  load(): string | null;
  /** Throws QuotaExceededError when it does not fit; the previous snapshot then stays as it was. */
  save(base64: string): void;
}

export const localStorageSnapshotHost: SnapshotHost = {
  load: () => localStorage.getItem(LOCAL_STORAGE_SNAPSHOT_KEY),
  // setItem replaces the value atomically; never remove the old one first.
  save: (base64) => localStorage.setItem(LOCAL_STORAGE_SNAPSHOT_KEY, base64),
};
