/**
 * My devices and my friends' (PROTOCOL.md "Devices"). While someone is signed in, this device
 * keeps a key pair of its own, makes sure my signed device list names it, publishes its prekey
 * (a new one every week), and follows the device lists of me and my friends: a newer list is
 * taken, an older one (a replay) ignored, a fork recorded for the user to see. A device that
 * finds itself removed stops publishing and says so.
 */
import type { ChatDirectory } from '../chat/chat-directory.ts';
import type { KeyPair } from '../crypto/sea.ts';
import type { Graph, RecordPath } from '../graph/graph.ts';
import { safetyNumber } from '../identity/safety-number.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { Emitter } from '../util/emitter.ts';
import { debug } from '../util/log.ts';
import { err, ok, type Result } from '../util/result.ts';
import { systemTimers, type Timers } from '../util/timers.ts';
import {
  currentPrekey,
  openDeviceName,
  sealDeviceName,
  thisDevice,
  type ThisDevice,
} from './device-keys.ts';
import {
  compareDeviceLists,
  DEVICE_LIST_PATH,
  deviceListHash,
  firstDeviceList,
  openDeviceList,
  signDeviceList,
  withDevice,
  withoutDevice,
  type DeviceList,
  type DeviceListError,
} from './device-list.ts';
import {
  deviceEvents,
  listChanges,
  loadDeviceList,
  markEventsSeen,
  recordFork,
  saveDeviceList,
  setVerified,
  verifiedAt,
  type DeviceEvent,
} from './device-list-store.ts';

const log = debug('devices');

/** Where a device publishes its prekey: `~<user>/prekeys/<device>`. */
export const prekeyPath = (device: string): RecordPath => ['prekeys', device];

export type DeviceChange =
  /** A user's list (mine or a friend's) changed, or a fork of it was refused. */
  | { readonly type: 'devices-changed'; readonly owner: string }
  /** My list no longer names this device: another of my devices removed it. */
  | { readonly type: 'this-device-removed' };

export interface DeviceView {
  readonly id: string;
  /** Mine: the name it was given; a friend's: '' (names are sealed to their owner's devices). */
  readonly name: string;
  readonly added: number;
  /** This device. */
  readonly current: boolean;
}

export interface Verification {
  /** Sixty digits, the same on both sides (`identity/safety-number.ts`). */
  readonly number: string;
  readonly verified: boolean;
  /** Verified, and their device list changed after that. */
  readonly changedSince: boolean;
}

export type RemoveDeviceError = DeviceListError | 'not-signed-in' | 'this-device' | 'no-relay';

export interface DeviceServiceDeps {
  readonly db: SqlDatabase;
  readonly graph: Graph;
  readonly session: () => KeyPair | null;
  /** Whose lists to follow besides mine, and when that changes. */
  readonly directory: Pick<ChatDirectory, 'friends' | 'subscribe'>;
  /** The name a device gets when it first signs in (the app: its browser and system). */
  readonly deviceName: () => string;
  readonly now?: () => number;
  readonly timers?: Timers;
  /** The account was just made here: no list of mine can exist, none is waited for. */
  readonly accountCreated?: () => boolean;
  /** How long a missing list of mine is waited for, while a relay is connected, before a first. */
  readonly listWaitMs?: number;
  /** How often unpublished work is retried and the prekey's age checked. */
  readonly checkMs?: number;
}

const LIST_WAIT_MS = 5_000;
const CHECK_MS = 5_000;
/** A put not acknowledged by then is tried again at a later check. */
const PUT_TIMEOUT_MS = 10_000;

interface Run {
  readonly identity: KeyPair;
  readonly device: Promise<ThisDevice | null>;
  readonly follows: Map<string, () => void>;
  /** Per owner, the lists in the order they arrived: each is compared with the one before. */
  readonly queues: Map<string, Promise<void>>;
  /** A list of mine signed here that no relay has acknowledged yet. */
  pendingOwn: string | null;
  /** A list of mine came from a relay. */
  ownSeen: boolean;
  prekeyPublished: boolean;
  removed: boolean;
  readonly startedAt: number;
  stopped: boolean;
  timer: unknown;
  firstCheck: unknown;
  /** A check is running: the next waits for the one after. */
  catchingUp: boolean;
  unsubscribe: () => void;
}

export class DeviceService {
  #run: Run | null = null;
  readonly #changes = new Emitter<DeviceChange>('devices');
  readonly #background = new Set<Promise<void>>();
  readonly #now: () => number;
  readonly #timers: Timers;
  readonly #listWaitMs: number;

  constructor(private readonly deps: DeviceServiceDeps) {
    this.#now = deps.now ?? Date.now;
    this.#timers = deps.timers ?? systemTimers;
    this.#listWaitMs = deps.listWaitMs ?? LIST_WAIT_MS;
  }

  subscribe(listener: (change: DeviceChange) => void): () => void {
    return this.#changes.subscribe(listener);
  }

  start(): void {
    const identity = this.deps.session();
    if (!identity || this.#run) return;
    const device = thisDevice(this.deps.db, identity, this.deps.deviceName(), this.#now());
    const run: Run = {
      identity,
      device,
      follows: new Map(),
      queues: new Map(),
      pendingOwn: null,
      ownSeen: false,
      prekeyPublished: false,
      removed: false,
      startedAt: this.#now(),
      stopped: false,
      timer: null,
      firstCheck: null,
      catchingUp: false,
      unsubscribe: () => undefined,
    };
    this.#run = run;
    this.#follow(run, identity.pub);
    run.unsubscribe = this.deps.directory.subscribe(() => this.friendsChanged());
    this.friendsChanged();
    run.timer = this.#timers.setInterval(() => this.#check(run), this.deps.checkMs ?? CHECK_MS);
    this.#check(run);
    // A first list is made as soon as the wait for one ends, not at the next check.
    run.firstCheck = this.#timers.setTimeout(() => this.#check(run), this.#listWaitMs + 1);
  }

  stop(): void {
    const run = this.#run;
    if (!run) return;
    run.stopped = true;
    this.#timers.clearInterval(run.timer);
    this.#timers.clearTimeout(run.firstCheck);
    run.unsubscribe();
    for (const stop of run.follows.values()) stop();
    this.#run = null;
  }

  /** Resolves once what this service started (lists taken, writes) has finished. */
  async settled(): Promise<void> {
    while (this.#background.size > 0) await Promise.all([...this.#background]);
  }

  /** Follows the lists of exactly my friends (and mine). */
  friendsChanged(): void {
    const run = this.#run;
    if (!run) return;
    this.#inBackground(
      this.deps.directory.friends().then((friends) => {
        if (run.stopped) return;
        const wanted = new Set([run.identity.pub, ...friends.map(({ pub }) => pub)]);
        for (const [owner, stop] of run.follows) {
          if (wanted.has(owner)) continue;
          stop();
          run.follows.delete(owner);
        }
        for (const owner of wanted) this.#follow(run, owner);
      }),
    );
  }

  /** My devices as my newest list names them, and whether this one was removed from it. */
  async myDevices(): Promise<{ devices: DeviceView[]; removed: boolean }> {
    const run = this.#run;
    const device = await run?.device;
    if (!run || !device) return { devices: [], removed: false };
    const list = await loadDeviceList(this.deps.db, run.identity.pub);
    const devices = await Promise.all(
      (list?.devices ?? []).map(async (entry) => ({
        id: entry.id,
        name: await openDeviceName(run.identity, entry.id, entry.name),
        added: entry.added,
        current: entry.id === device.pair.pub,
      })),
    );
    return { devices, removed: run.removed };
  }

  /** A friend's devices as their newest list taken here names them. */
  async devicesOf(owner: string): Promise<DeviceView[]> {
    const list = await loadDeviceList(this.deps.db, owner);
    return (list?.devices ?? []).map(({ id, added }) => ({ id, name: '', added, current: false }));
  }

  /** What changed in `owner`'s device list, oldest first. */
  events(owner: string): Promise<DeviceEvent[]> {
    return deviceEvents(this.deps.db, owner);
  }

  /** The changes to `owner`'s devices not yet dismissed, oldest first: the notices in our chat. */
  notices(owner: string): Promise<DeviceEvent[]> {
    return deviceEvents(this.deps.db, owner, { unseen: true });
  }

  async dismissNotices(owner: string): Promise<void> {
    await markEventsSeen(this.deps.db, owner);
    this.#changes.emit({ type: 'devices-changed', owner });
  }

  /**
   * The safety number of me and `friend`, whether I marked them verified, and whether their
   * device list changed since; null while signed out.
   */
  async verification(friend: string): Promise<Verification | null> {
    const me = this.deps.session()?.pub;
    const number = me ? await safetyNumber(me, friend) : null;
    if (!number) return null;
    const at = await verifiedAt(this.deps.db, friend);
    const changedSince =
      at !== null && (await deviceEvents(this.deps.db, friend)).some((event) => event.at > at);
    return { number, verified: at !== null, changedSince };
  }

  /** Marks `friend` verified (after comparing the safety number), or no longer. */
  async setVerified(friend: string, verified: boolean): Promise<void> {
    await setVerified(this.deps.db, friend, verified ? this.#now() : null);
    this.#changes.emit({ type: 'devices-changed', owner: friend });
  }

  /** Removes another of my devices: from the next version of my list on, it is not mine. */
  async removeDevice(id: string): Promise<Result<void, RemoveDeviceError>> {
    const run = this.#run;
    const device = await run?.device;
    if (!run || run.stopped || !device) return err('not-signed-in');
    if (id === device.pair.pub) return err('this-device');
    const list = await loadDeviceList(this.deps.db, run.identity.pub);
    if (!list) return err('not-listed');
    const next = await withoutDevice(list, id);
    if (typeof next === 'string') return err(next);
    return (await this.#publish(run, next)) ? ok(undefined) : err('no-relay');
  }

  #inBackground(task: Promise<void>): void {
    const tracked = task
      .catch((error: unknown) => log('device work failed: %o', error))
      .finally(() => this.#background.delete(tracked));
    this.#background.add(tracked);
  }

  #follow(run: Run, owner: string): void {
    if (run.follows.has(owner)) return;
    const stop = this.deps.graph.followSigned(owner, DEVICE_LIST_PATH, (value) => {
      // One at a time per owner: each list is compared with what the one before left.
      const previous = run.queues.get(owner) ?? Promise.resolve();
      const next = previous.then(() => (run.stopped ? undefined : this.#take(run, owner, value)));
      run.queues.set(owner, next);
      this.#inBackground(next);
    });
    run.follows.set(owner, stop);
  }

  async #take(run: Run, owner: string, value: unknown): Promise<void> {
    const list = await openDeviceList(owner, value);
    if (!list) return log('ignored a device list of %s that does not verify', owner);
    const known = await loadDeviceList(this.deps.db, owner);
    const verdict = await compareDeviceLists(known, list);
    if (verdict === 'older') return log('ignored an older device list of %s', owner);
    const mine = owner === run.identity.pub;
    if (mine) run.ownSeen = true;
    if (verdict === 'same') {
      if (mine) await this.#ensureListed(run, list);
      return;
    }
    const now = this.#now();
    // Another device of mine may have written the same version at once: the relay keeps the
    // last write, and my devices go on from it (the one left out adds itself again).
    const forked = verdict === 'fork' && !mine;
    if (forked) {
      const hash = await deviceListHash(list);
      const recorded = await recordFork(this.deps.db, {
        owner,
        kind: 'fork',
        device: hash,
        at: now,
      });
      if (recorded) this.#changes.emit({ type: 'devices-changed', owner });
      // The same version differing: the list known stays.
      if (known && list.version === known.version) return;
    }
    if (run.stopped) return;
    await saveDeviceList(this.deps.db, owner, list, listChanges(owner, known, list, now), now);
    if (mine) {
      // A relay has a newer list than the one waiting to be put: that one must not replace it.
      run.pendingOwn = null;
      await this.#ensureListed(run, list);
    }
    this.#changes.emit({ type: 'devices-changed', owner });
  }

  /** My newest list should name this device: unless it removed it, this device adds itself. */
  async #ensureListed(run: Run, list: DeviceList): Promise<void> {
    const device = await run.device;
    if (!device || run.stopped) return;
    if (list.removed.includes(device.pair.pub)) {
      if (!run.removed) {
        run.removed = true;
        this.#changes.emit({ type: 'this-device-removed' });
      }
      return;
    }
    if (list.devices.some(({ id }) => id === device.pair.pub)) return;
    const next = await withDevice(list, await this.#entry(run, device));
    if (typeof next === 'string') return log('this device could not be listed: %s', next);
    await this.#publish(run, next);
  }

  async #entry(run: Run, device: ThisDevice) {
    const { pub, epub } = device.pair;
    const name = await sealDeviceName(run.identity, pub, device.name);
    return { id: pub, epub, name, added: device.added };
  }

  /** Signs `list` as my newest, keeps it, and puts it; true once a relay acknowledged it. */
  async #publish(run: Run, list: DeviceList): Promise<boolean> {
    const known = await loadDeviceList(this.deps.db, run.identity.pub);
    const now = this.#now();
    await saveDeviceList(
      this.deps.db,
      run.identity.pub,
      list,
      listChanges(run.identity.pub, known, list, now),
      now,
    );
    this.#changes.emit({ type: 'devices-changed', owner: run.identity.pub });
    run.pendingOwn = await signDeviceList(run.identity, list);
    return this.#putPendingOwn(run);
  }

  async #putPendingOwn(run: Run): Promise<boolean> {
    const record = run.pendingOwn;
    if (record === null) return true;
    const stored = await this.#put(run, DEVICE_LIST_PATH, record);
    if (stored && run.pendingOwn === record) run.pendingOwn = null;
    return stored;
  }

  async #put(run: Run, path: RecordPath, record: string): Promise<boolean> {
    if (run.stopped) return false;
    try {
      await this.deps.graph.putSigned(path, record, PUT_TIMEOUT_MS);
      return true;
    } catch (error) {
      log('not published: %o', error);
      return false;
    }
  }

  /** Retries what is not yet published; makes a new prekey when the current one is due. */
  #check(run: Run): void {
    if (run.stopped || run.catchingUp) return;
    run.catchingUp = true;
    this.#inBackground(this.#catchUp(run).finally(() => (run.catchingUp = false)));
  }

  async #catchUp(run: Run): Promise<void> {
    const device = await run.device;
    if (!device || run.stopped || run.removed) return;
    const online = this.deps.graph.connectedPeers() > 0;
    if (!online) return;
    const own = await loadDeviceList(this.deps.db, run.identity.pub);
    if (!own) {
      // No list of mine came while a relay was connected: I have none yet.
      const waited = this.#now() - run.startedAt >= this.#listWaitMs;
      if (!waited && !run.ownSeen && !this.deps.accountCreated?.()) return;
      await this.#publish(run, firstDeviceList(await this.#entry(run, device)));
    } else {
      await this.#putPendingOwn(run);
    }
    const prekey = await currentPrekey(this.deps.db, run.identity, device.pair, this.#now());
    if (prekey.fresh || !run.prekeyPublished) {
      run.prekeyPublished = await this.#put(
        run,
        prekeyPath(device.pair.pub),
        JSON.stringify(prekey.bundle),
      );
    }
  }
}
