/** Where a snapshot tier keeps the whole database file between page loads. */
export interface SnapshotStore {
  load(): Promise<Uint8Array | null>;
  /** Replaces the stored snapshot; on failure the previous one must still be there. */
  save(bytes: Uint8Array): Promise<void>;
}
