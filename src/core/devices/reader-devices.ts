/**
 * The devices a chain's start is sealed to: every device the readers' newest lists name, each with
 * the newest prekey it signed. Prekeys are followed on the relays and kept, so a start can be
 * sealed offline to the devices already known.
 */
import type { Graph, RecordPath } from '../graph/graph.ts';
import { first, type SqlDatabase } from '../store/sql.ts';
import type { DeviceList } from './device-list.ts';
import { loadDeviceList } from './device-list-store.ts';
import { openPrekeyBundle, type PrekeyBundle } from './prekey-seal.ts';

/** Where a device publishes its prekey: `~<user>/prekeys/<device>`. */
export const prekeyPath = (device: string): RecordPath => ['prekeys', device];

export interface ReaderDevice {
  readonly owner: string;
  readonly id: string;
  readonly epub: string;
  readonly prekey: PrekeyBundle;
}

export interface ReaderDeviceSet {
  readonly devices: readonly ReaderDevice[];
  /** Readers with no device list yet. */
  readonly listless: readonly string[];
  /** Listed devices whose prekey has not come yet. */
  readonly unreachable: readonly { readonly owner: string; readonly id: string }[];
}

/** Whether some reader device cannot be sealed to yet. */
export const incomplete = (set: ReaderDeviceSet): boolean =>
  set.listless.length > 0 || set.unreachable.length > 0;

export interface ReaderDevicesDeps {
  readonly db: SqlDatabase;
  readonly graph: Pick<Graph, 'followSigned'>;
  /** Follows these users' device lists too (room members who are not my friends). */
  readonly followLists: (owners: readonly string[]) => void;
  readonly onError: (error: unknown) => void;
  /** A newer prekey of one of `owner`'s devices was taken: keys can now reach it. */
  readonly onPrekey: (owner: string) => void;
}

export class ReaderDevices {
  /** The newest list of each owner asked about, as kept (null: none yet), until it changes. */
  readonly #lists = new Map<string, DeviceList | null>();
  /** Counts the lists kept anew: a read that a change overtook is not held. */
  #changes = 0;
  readonly #prekeys = new Map<string, PrekeyBundle>();
  readonly #follows = new Map<string, () => void>();

  constructor(private readonly deps: ReaderDevicesDeps) {}

  /** The devices of `owners` a start can be sealed to now, all but `except` (this device). */
  async of(owners: readonly string[], except: string): Promise<ReaderDeviceSet> {
    this.deps.followLists(owners);
    const devices: ReaderDevice[] = [];
    const listless: string[] = [];
    const unreachable: { owner: string; id: string }[] = [];
    for (const owner of new Set(owners)) {
      const list = await this.#list(owner);
      if (!list) {
        listless.push(owner);
        continue;
      }
      for (const { id, epub } of list.devices) {
        if (id === except) continue;
        this.#follow(owner, id);
        const prekey = await this.#prekey(id);
        if (prekey) devices.push({ owner, id, epub, prekey });
        else unreachable.push({ owner, id });
      }
    }
    return { devices, listless, unreachable };
  }

  /** Follows the prekeys of the devices `list` names, so they are known before they are needed. */
  watch(owner: string, devices: readonly { readonly id: string }[]): void {
    for (const { id } of devices) this.#follow(owner, id);
  }

  /** `owner`'s list was kept anew: read it again next time. */
  listChanged(owner: string): void {
    this.#changes++;
    this.#lists.delete(owner);
  }

  stop(): void {
    for (const stop of this.#follows.values()) stop();
    this.#follows.clear();
    this.#prekeys.clear();
    this.#lists.clear();
  }

  async #list(owner: string): Promise<DeviceList | null> {
    const held = this.#lists.get(owner);
    if (held !== undefined) return held;
    const changes = this.#changes;
    const list = await loadDeviceList(this.deps.db, owner);
    if (changes === this.#changes) this.#lists.set(owner, list);
    return list;
  }

  async #prekey(device: string): Promise<PrekeyBundle | null> {
    const known = this.#prekeys.get(device);
    if (known) return known;
    const row = await first<{ bundle: string }>(
      this.deps.db,
      'SELECT bundle FROM known_prekeys WHERE device = ?',
      [device],
    );
    const kept = row ? await openPrekeyBundle(device, JSON.parse(row.bundle)) : null;
    if (kept && !this.#prekeys.has(device)) this.#prekeys.set(device, kept);
    return this.#prekeys.get(device) ?? null;
  }

  #follow(owner: string, device: string): void {
    if (this.#follows.has(device)) return;
    const stop = this.deps.graph.followSigned(owner, prekeyPath(device), (value) => {
      this.#take(owner, device, value).catch((error: unknown) => this.deps.onError(error));
    });
    this.#follows.set(device, stop);
  }

  async #take(owner: string, device: string, value: unknown): Promise<void> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(value));
    } catch {
      return;
    }
    const bundle = await openPrekeyBundle(device, parsed);
    const known = await this.#prekey(device);
    if (!bundle || (known && known.at >= bundle.at)) return;
    this.#prekeys.set(device, bundle);
    await this.deps.db.run(
      `INSERT INTO known_prekeys (device, owner, bundle, at) VALUES (?, ?, ?, ?)
       ON CONFLICT (device) DO UPDATE SET owner = excluded.owner, bundle = excluded.bundle,
         at = excluded.at WHERE excluded.at > known_prekeys.at`,
      [device, owner, JSON.stringify(bundle), bundle.at],
    );
    this.deps.onPrekey(owner);
  }
}
