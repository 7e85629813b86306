/**
 * Linking a device (PROTOCOL.md "Linking a device"): a device that only has my identity key reads
 * nothing written before it, so another device of mine sends it my history. That device exports
 * it as a migration does, under a fresh sync code, and seals the code to the new device alone
 * (to its prekey, `prekey-seal.ts`) in a signed record at `~<me>/links/<device>`. The new device
 * opens the box, imports the export and removes it; no code is shown or typed. Each device shows
 * a short code of its own key, so that the user sends to the device they hold.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { Graph, RecordPath } from '../graph/graph.ts';
import { crockfordGroups } from '../migration/sync-code.ts';
import type {
  ExportError,
  ImportError,
  ImportSummary,
  MigrationProgress,
  MigrationService,
} from '../migration/migration-service.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { Emitter } from '../util/emitter.ts';
import { jsonObject } from '../util/json.ts';
import { debug } from '../util/log.ts';
import { err, ok, type Result } from '../util/result.ts';
import { prekeyOf, type ThisDevice } from './device-keys.ts';
import { openFromDevice, sealToDevice, type DeviceBox } from './prekey-seal.ts';
import type { ReaderDevice, ReaderDeviceSet } from './reader-devices.ts';

const log = debug('device-link');

/** Where the history sent to `device` waits: `~<me>/links/<device>`. */
export const linkPath = (device: string): RecordPath => ['links', device];

const PUT_TIMEOUT_MS = 30_000;
/** How long sending waits for the prekey of a device just listed. */
const PREKEY_WAIT_MS = 15_000;
const CODE_INFO = 'meshtalk/v1/device-code\n';

/** A device's short code: 40 bits of its key's SHA-256 in Crockford's base32, `XXXX-XXXX`. */
export async function deviceCode(device: string): Promise<string> {
  const text = new TextEncoder().encode(`${CODE_INFO}${device}`);
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', text));
  return crockfordGroups(digest.slice(0, 5));
}

export type LinkError =
  /** No device of mine by that id, or this device itself. */
  | 'unknown-device'
  /** Listed, but its prekey has not come yet: it cannot be sealed to. */
  | 'device-not-ready'
  | ExportError;

/** What this device hears of history sent to it. */
export type LinkEvent =
  | { readonly type: 'receiving'; readonly progress: MigrationProgress }
  | { readonly type: 'received'; readonly summary: ImportSummary }
  | { readonly type: 'failed'; readonly error: ImportError };

export interface DeviceLinkDeps {
  readonly db: SqlDatabase;
  readonly graph: Pick<Graph, 'putSigned' | 'followSigned'>;
  readonly session: () => KeyPair | null;
  readonly devices: {
    thisDevice(): Promise<ThisDevice | null>;
    readerDevices(owners: readonly string[]): Promise<ReaderDeviceSet>;
    /** Tells of device changes: a prekey that comes is `keys-known` (`DeviceChange`). */
    subscribe(
      listener: (change: { readonly type: string; readonly owner?: string }) => void,
    ): () => void;
  };
  readonly migration: Pick<MigrationService, 'export' | 'import'>;
  readonly now?: () => number;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function parseBox(value: unknown): (DeviceBox & { readonly at: number }) | null {
  const record = typeof value === 'string' ? jsonObject(value) : null;
  if (!record) return null;
  const { from, to, prekey, ephemeral, box, at } = record;
  if (!isText(from) || !isText(to) || !isText(prekey) || !isText(ephemeral) || !isText(box)) {
    return null;
  }
  if (typeof at !== 'number' || !Number.isSafeInteger(at)) return null;
  return { from, to, prekey, ephemeral, box, at };
}

export class DeviceLink {
  readonly #events = new Emitter<LinkEvent>('device-link');
  #stop: (() => void) | null = null;
  /** The newest box taken here: a box heard again (or an older one) is not imported twice. */
  #takenAt = 0;
  #importing: Promise<void> = Promise.resolve();

  readonly #now: () => number;

  constructor(private readonly deps: DeviceLinkDeps) {
    this.#now = deps.now ?? Date.now;
  }

  subscribe(listener: (event: LinkEvent) => void): () => void {
    return this.#events.subscribe(listener);
  }

  /** Listens for history another device of mine sends this one. */
  async start(): Promise<void> {
    const me = this.deps.session();
    const device = await this.deps.devices.thisDevice();
    if (!me || !device || this.#stop) return;
    this.#stop = this.deps.graph.followSigned(me.pub, linkPath(device.pair.pub), (value) => {
      this.#importing = this.#importing
        .then(() => this.#take(me, device, value))
        .catch((error: unknown) => log('history not taken: %o', error));
    });
  }

  stop(): void {
    this.#stop?.();
    this.#stop = null;
  }

  /**
   * Sends my history to my device `id`: exports it under a fresh code and seals the code to that
   * device. Resolves once a relay has both.
   */
  async send(
    id: string,
    onProgress: (progress: MigrationProgress) => void = () => undefined,
  ): Promise<Result<void, LinkError>> {
    const me = this.deps.session();
    const device = await this.deps.devices.thisDevice();
    if (!me || !device) return err('not-logged-in');
    const target = await this.#reachable(me.pub, id);
    if (typeof target === 'string') return err(target);
    const exported = await this.deps.migration.export(onProgress);
    if (!exported.ok) return exported;
    const text = JSON.stringify({ code: exported.value.code });
    const box = await sealToDevice(device.pair, target.prekey, target.epub, text);
    const at = this.#now();
    try {
      await this.deps.graph.putSigned(linkPath(id), JSON.stringify({ ...box, at }), PUT_TIMEOUT_MS);
    } catch (error) {
      log('link not written: %o', error);
      return err('failed');
    }
    return ok(undefined);
  }

  /**
   * My device `id` with its prekey. A device just listed may not have its prekey here yet: it is
   * waited for a little, as a user who sends right after the device showed up expects.
   */
  #reachable(me: string, id: string): Promise<ReaderDevice | LinkError> {
    const { devices } = this.deps;
    /** The device with its prekey, why it cannot be sent to, or null while its prekey is due. */
    const find = async (): Promise<ReaderDevice | LinkError | null> => {
      const mine = await devices.readerDevices([me]);
      const target = mine.devices.find((reader) => reader.id === id);
      if (target) return target;
      return mine.unreachable.some((reader) => reader.id === id) ? null : 'unknown-device';
    };
    return new Promise((resolve) => {
      let done = false;
      const settle = (outcome: ReaderDevice | LinkError | null): void => {
        if (done || outcome === null) return;
        done = true;
        clearTimeout(timer);
        stop();
        resolve(outcome);
      };
      const failed = (error: unknown): void => {
        log('device lookup failed: %o', error);
        settle('device-not-ready');
      };
      const timer = setTimeout(() => settle('device-not-ready'), PREKEY_WAIT_MS);
      // Listening before the first look: a prekey that comes in between is not missed.
      const stop = devices.subscribe((change) => {
        if (change.type === 'keys-known' && change.owner === me) find().then(settle, failed);
      });
      find().then(settle, failed);
    });
  }

  async #take(me: KeyPair, device: ThisDevice, value: unknown): Promise<void> {
    const box = parseBox(value);
    if (!box || box.to !== device.pair.pub || box.at <= this.#takenAt) return;
    // From a device my list names, with the key that list gives it.
    const sender = (await this.deps.devices.readerDevices([me.pub])).devices.find(
      (reader) => reader.id === box.from,
    );
    const prekey = await prekeyOf(this.deps.db, me, device.pair.pub, box.prekey);
    if (!sender || !prekey) return;
    const opened = await openFromDevice(device.pair, prekey, sender.epub, box);
    const code = opened === null ? undefined : jsonObject(opened)?.['code'];
    if (!isText(code)) return;
    this.#takenAt = box.at;
    // Said once the export is found: a box taken before finds nothing and says nothing.
    const imported = await this.deps.migration.import(code, (progress) => {
      if (progress.phase !== 'preparing') this.#events.emit({ type: 'receiving', progress });
    });
    // The box goes, code and all, before the outcome is said: the next sign-in here finds
    // nothing to take again.
    const done = JSON.stringify({ done: box.at });
    await this.deps.graph
      .putSigned(linkPath(device.pair.pub), done, PUT_TIMEOUT_MS)
      .catch((error: unknown) => log('link box not replaced: %o', error));
    if (imported.ok) this.#events.emit({ type: 'received', summary: imported.value });
    // Taken before (a relay serving it again after this device imported it): nothing to say.
    else if (imported.error !== 'already-imported') {
      this.#events.emit({ type: 'failed', error: imported.error });
    }
  }
}
