/**
 * The exports this device wrote and has not removed yet, kept in device storage (it outlives a
 * logout): the labels of their nodes, never the sync code. Each is removed from the graph once it
 * expires, or when the same user exports again.
 */
import type { KeyValueStore } from '../store/kv.ts';
import type { RecordPlace } from './migration-records.ts';

export interface ExportEntry {
  readonly pub: string;
  /** The head's node, then each chunk's. */
  readonly nodes: readonly string[];
  /** The record id in each of those nodes (entries written before ids were derived have none). */
  readonly ids?: readonly string[];
  readonly expiresAt: number;
}

/** Where an entry's records lie: the head first. Older entries used `h` and `c` as ids. */
export const entryPlaces = (entry: ExportEntry): RecordPlace[] =>
  entry.nodes.map((node, index) => ({
    node,
    key: entry.ids?.[index] ?? (index === 0 ? 'h' : 'c'),
  }));

const KEY = 'meshtalk:migration:exports';

const isEntry = (value: unknown): value is ExportEntry => {
  const entry = value as Partial<ExportEntry> | null;
  return (
    typeof entry?.pub === 'string' &&
    typeof entry.expiresAt === 'number' &&
    Array.isArray(entry.nodes) &&
    entry.nodes.every((node) => typeof node === 'string') &&
    (entry.ids === undefined ||
      (Array.isArray(entry.ids) &&
        entry.ids.length === entry.nodes.length &&
        entry.ids.every((id) => typeof id === 'string')))
  );
};

export class ExportLedger {
  constructor(private readonly kv: KeyValueStore) {}

  #all(): ExportEntry[] {
    try {
      const value: unknown = JSON.parse(this.kv.get(KEY) ?? '[]');
      return Array.isArray(value) ? value.filter(isEntry) : [];
    } catch {
      return [];
    }
  }

  #save(entries: readonly ExportEntry[]): void {
    if (entries.length === 0) this.kv.remove(KEY);
    else this.kv.set(KEY, JSON.stringify(entries));
  }

  of(pub: string): ExportEntry[] {
    return this.#all().filter((entry) => entry.pub === pub);
  }

  add(entry: ExportEntry): void {
    this.#save([...this.#all(), entry]);
  }

  remove(entry: ExportEntry): void {
    const head = entry.nodes[0];
    this.#save(this.#all().filter((e) => e.pub !== entry.pub || e.nodes[0] !== head));
  }
}
