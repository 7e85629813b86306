import { toDatabaseError, type DatabaseError } from '@core/store/errors.ts';
import type { SnapshotStore } from './snapshot-store.ts';

export interface SnapshotPersisterOptions {
  snapshot: () => Uint8Array;
  store: SnapshotStore;
  onError: (error: DatabaseError) => void;
  delayMs?: number;
}

/**
 * Saves the in-memory database after writes: the first write after a quiet period is saved at
 * once (a tab closed right after sending a message keeps it), and further writes within
 * `delayMs` are coalesced into one save at the end of that period. Saves never overlap. A
 * failed save keeps the data unsaved for the next write or flush, but is not retried on a timer:
 * a full store would otherwise be hammered with multi-megabyte writes every `delayMs`.
 */
export class SnapshotPersister {
  /** Writes since the last save started: the end of a cooldown saves them. */
  private changed = false;
  /** Data the store does not have yet (also after a failed save). */
  private unsaved = false;
  private saving: Promise<void> | undefined;
  private cooldown: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: SnapshotPersisterOptions) {}

  markDirty(): void {
    this.changed = true;
    this.unsaved = true;
    if (this.cooldown === undefined) this.saveAndCoolDown();
  }

  /** Saves now if anything is unsaved. Rejects (and reports to onError) when the save fails. */
  flush(): Promise<void> {
    // Everything is being saved now, so the next write may be saved at once again.
    clearTimeout(this.cooldown);
    this.cooldown = undefined;
    // When idle, start synchronously: the store gets the bytes before this call returns.
    const next = this.saving
      ? this.saving.then(
          () => this.save(),
          () => this.save(),
        )
      : this.save();
    const tracked = next.finally(() => {
      if (this.saving === tracked) this.saving = undefined;
    });
    this.saving = tracked;
    return tracked;
  }

  private saveAndCoolDown(): void {
    // Failures already went to onError.
    this.flush().catch(() => undefined);
    this.cooldown = setTimeout(() => {
      this.cooldown = undefined;
      if (this.changed) this.saveAndCoolDown();
    }, this.options.delayMs ?? 300);
  }

  private async save(): Promise<void> {
    if (!this.unsaved) return;
    this.changed = false;
    this.unsaved = false;
    try {
      await this.options.store.save(this.options.snapshot());
    } catch (error) {
      this.unsaved = true;
      const mapped = toDatabaseError(error);
      this.options.onError(mapped);
      throw mapped;
    }
  }
}
