import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageFullError, type DatabaseError } from '@core/store/errors.ts';
import { SnapshotPersister } from './snapshot-persister.ts';
import type { SnapshotStore } from './snapshot-store.ts';

/** A store that keeps what was saved and can be told to be full. */
function fakeStore() {
  const saved: number[] = [];
  let full = false;
  const store: SnapshotStore = {
    load: () => Promise.resolve(null),
    save: (bytes) => {
      if (full) return Promise.reject(new DOMException('quota', 'QuotaExceededError'));
      saved.push(bytes[0] ?? -1);
      return Promise.resolve();
    },
  };
  return { store, saved, setFull: (value: boolean) => (full = value) };
}

describe('SnapshotPersister', () => {
  let version = 0;
  let errors: DatabaseError[];
  const snapshot = () => new Uint8Array([version]);

  beforeEach(() => {
    vi.useFakeTimers();
    version = 0;
    errors = [];
  });
  afterEach(() => vi.useRealTimers());

  it('saves the first write at once and coalesces the next ones for delayMs', async () => {
    const { store, saved } = fakeStore();
    const persister = new SnapshotPersister({ store, snapshot, onError: (e) => errors.push(e) });
    version = 1;
    persister.markDirty();
    expect(saved).toEqual([1]);
    await vi.advanceTimersByTimeAsync(100);
    version = 2;
    persister.markDirty();
    version = 3;
    persister.markDirty();
    await vi.advanceTimersByTimeAsync(100);
    expect(saved).toEqual([1]);
    await vi.advanceTimersByTimeAsync(100);
    expect(saved).toEqual([1, 3]);
    // A quiet period with nothing unsaved ends without another save.
    await vi.advanceTimersByTimeAsync(1000);
    expect(saved).toEqual([1, 3]);
  });

  it('saves the first write after an explicit flush at once', async () => {
    const { store, saved } = fakeStore();
    const persister = new SnapshotPersister({ store, snapshot, onError: (e) => errors.push(e) });
    version = 1;
    persister.markDirty();
    version = 2;
    persister.markDirty();
    await persister.flush();
    version = 3;
    persister.markDirty();
    expect(saved).toEqual([1, 2, 3]);
  });

  it('saves nothing on flush when nothing changed', async () => {
    const { store, saved } = fakeStore();
    const persister = new SnapshotPersister({ store, snapshot, onError: (e) => errors.push(e) });
    await persister.flush();
    expect(saved).toEqual([]);
  });

  it('reports a full store as StorageFullError and saves on the next attempt', async () => {
    const { store, saved, setFull } = fakeStore();
    const persister = new SnapshotPersister({ store, snapshot, onError: (e) => errors.push(e) });
    setFull(true);
    version = 1;
    persister.markDirty();
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(StorageFullError);
    // No retry loop against a full store: only a write or a flush tries again.
    await vi.advanceTimersByTimeAsync(2000);
    expect(errors).toHaveLength(1);
    await expect(persister.flush()).rejects.toBeInstanceOf(StorageFullError);
    setFull(false);
    await persister.flush();
    expect(saved).toEqual([1]);
  });
});
