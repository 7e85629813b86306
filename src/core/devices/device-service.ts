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
import { deviceCode } from './device-link.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { Emitter } from '../util/emitter.ts';
import { debug } from '../util/log.ts';
import { err, ok, type Result } from '../util/result.ts';
import { systemTimers, type Timers } from '../util/timers.ts';
import {
  currentPrekey,
  openForMyDevices,
  PREKEY_ROTATION_MS,
  sealForMyDevices,
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
  type DeviceEvent,
} from './device-list-store.ts';
import { newRun, type Run } from './device-run.ts';
import { prekeyPath, type ReaderDeviceSet } from './reader-devices.ts';
import {
  friendWithNumber,
  setVerified,
  trustOf,
  verificationOf,
  type Trust,
  type Verification,
} from './verification.ts';

export type { Trust, Verification } from './verification.ts';

const log = debug('devices');

/** Where a device tells my other devices when it was last in use, sealed to them. */
export const seenPath = (device: string): RecordPath => ['seen', device];

export type DeviceChange =
  /** A user's list (mine or a friend's) changed, or a fork of it was refused. */
  | { readonly type: 'devices-changed'; readonly owner: string }
  /** A new prekey of one of `owner`'s devices: what could not be sealed to it now can. */
  | { readonly type: 'keys-known'; readonly owner: string }
  /** My list no longer names this device: another of my devices removed it. */
  | { readonly type: 'this-device-removed' };

export interface DeviceView {
  readonly id: string;
  /** Mine: the name it was given; a friend's: '' (names are sealed to their owner's devices). */
  readonly name: string;
  readonly added: number;
  /** This device. */
  readonly current: boolean;
  /** When one of my devices last said it was in use (now for this one); null for a friend's. */
  readonly lastSeen: number | null;
}

/** One of my devices, with the short code it shows for linking (`device-link.ts`). */
export interface MyDeviceView extends DeviceView {
  readonly code: string;
}

export type RemoveDeviceError = DeviceListError | 'not-signed-in' | 'this-device' | 'no-relay';

export interface DeviceServiceDeps {
  readonly db: SqlDatabase;
  readonly graph: Graph;
  readonly session: () => KeyPair | null;
  /** Whose lists to follow besides mine, and when that changes. */
  readonly directory: Pick<ChatDirectory, 'friends' | 'subscribe'>;
  /** The name a device gets when it first signs in (the app: its browser and system). */
  readonly deviceName: () => Promise<string>;
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
/** How often a device in use says so to my other devices. */
const SEEN_EVERY_MS = 60 * 60 * 1000;
/** A put not acknowledged by then is tried again at a later check. */
const PUT_TIMEOUT_MS = 10_000;

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
    const startedAt = this.#now();
    const device = this.deps
      .deviceName()
      .catch(() => '')
      .then((name) => thisDevice(this.deps.db, identity, name, startedAt));
    const run: Run = newRun(
      identity,
      device,
      startedAt,
      (owners) => this.#followOthers(run, owners),
      {
        db: this.deps.db,
        graph: this.deps.graph,
        onError: (error) => log('a prekey could not be taken: %o', error),
        onPrekey: (owner) => this.#changes.emit({ type: 'keys-known', owner }),
      },
    );
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
    for (const stop of [...run.follows.values(), ...run.seenFollows.values()]) stop();
    run.readers.stop();
    this.#run = null;
  }

  /** This device's key pair while someone is signed in. */
  async thisDevice(): Promise<ThisDevice | null> {
    return (await this.#run?.device) ?? null;
  }

  /** The devices of `owners` (my other devices among them) a chain's start can be sealed to. */
  async readerDevices(owners: readonly string[]): Promise<ReaderDeviceSet> {
    const run = this.#run;
    const device = await run?.device;
    if (!run || !device) return { devices: [], listless: [...owners], unreachable: [] };
    return run.readers.of(owners, device.pair.pub);
  }

  /** Whether a relay is connected: what is missing may still come. */
  online(): boolean {
    return this.deps.graph.connectedPeers() > 0;
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
        const wanted = new Set([run.identity.pub, ...run.others, ...friends.map(({ pub }) => pub)]);
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
  async myDevices(): Promise<{ devices: MyDeviceView[]; removed: boolean }> {
    const run = this.#run;
    const device = await run?.device;
    if (!run || !device) return { devices: [], removed: false };
    const list = await loadDeviceList(this.deps.db, run.identity.pub);
    const devices = await Promise.all(
      (list?.devices ?? []).map(async (entry) => ({
        id: entry.id,
        name: (await openForMyDevices(run.identity, 'name', entry.id, entry.name)) ?? '',
        added: entry.added,
        current: entry.id === device.pair.pub,
        lastSeen: entry.id === device.pair.pub ? this.#now() : (run.seen.get(entry.id) ?? null),
        code: await deviceCode(entry.id),
      })),
    );
    return { devices, removed: run.removed };
  }

  /** A friend's devices as their newest list taken here names them. */
  async devicesOf(owner: string): Promise<DeviceView[]> {
    const list = await loadDeviceList(this.deps.db, owner);
    return (list?.devices ?? []).map(({ id, added }) => ({
      id,
      name: '',
      added,
      current: false,
      lastSeen: null,
    }));
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
    return me ? verificationOf(this.deps.db, me, friend) : null;
  }

  /** Whether I verified `friend`, and whether their devices changed since (no safety number). */
  trust(friend: string): Promise<Trust> {
    return trustOf(this.deps.db, friend);
  }

  /** The friend whose safety number with me is `digits` (a scanned code), or null. */
  async friendWithSafetyNumber(digits: string): Promise<string | null> {
    const me = this.deps.session()?.pub;
    if (!me) return null;
    const friends = (await this.deps.directory.friends()).map(({ pub }) => pub);
    return friendWithNumber(me, friends, digits);
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

  #followOthers(run: Run, owners: readonly string[]): void {
    for (const owner of owners) {
      run.others.add(owner);
      this.#follow(run, owner);
    }
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
    run.readers.watch(owner, list.devices);
    if (verdict === 'same') {
      if (mine) {
        this.#followSeen(run, list);
        await this.#ensureListed(run, list);
      }
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
    run.readers.listChanged(owner);
    if (mine) {
      this.#followSeen(run, list);
      // A relay has a newer list than the one waiting to be put: that one must not replace it.
      run.pendingOwn = null;
      await this.#ensureListed(run, list);
    }
    this.#changes.emit({ type: 'devices-changed', owner });
  }

  /** Follows when each of my devices was last in use, for as long as my list names it. */
  #followSeen(run: Run, list: DeviceList): void {
    run.ownKnown = true;
    const listed = new Set(list.devices.map(({ id }) => id));
    for (const [id, stop] of run.seenFollows) {
      if (listed.has(id)) continue;
      stop();
      run.seenFollows.delete(id);
    }
    for (const id of listed) {
      if (run.seenFollows.has(id)) continue;
      const stop = this.deps.graph.followSigned(run.identity.pub, seenPath(id), (value) => {
        this.#inBackground(
          openForMyDevices(run.identity, 'seen', id, value).then((text) => {
            const at = Number(text);
            if (run.stopped || text === null || !Number.isSafeInteger(at)) return;
            if (at <= (run.seen.get(id) ?? 0)) return;
            run.seen.set(id, at);
            this.#changes.emit({ type: 'devices-changed', owner: run.identity.pub });
          }),
        );
      });
      run.seenFollows.set(id, stop);
    }
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
    const name = await sealForMyDevices(run.identity, 'name', pub, device.name);
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
      { seen: true },
    );
    run.readers.listChanged(run.identity.pub);
    this.#changes.emit({ type: 'devices-changed', owner: run.identity.pub });
    this.#followSeen(run, list);
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

  /**
   * Retries what is not yet published; says this device is in use, hourly; makes a new prekey
   * when the current one is due. Runs every few seconds: it reads the database only when there is
   * something to do.
   */
  #check(run: Run): void {
    if (run.stopped || run.catchingUp) return;
    run.catchingUp = true;
    this.#inBackground(this.#catchUp(run).finally(() => (run.catchingUp = false)));
  }

  async #catchUp(run: Run): Promise<void> {
    const device = await run.device;
    if (!device || run.stopped || run.removed) return;
    if (this.deps.graph.connectedPeers() === 0) return;
    if (!run.ownKnown) {
      const own = await loadDeviceList(this.deps.db, run.identity.pub);
      if (own) this.#followSeen(run, own);
      else {
        // No list of mine came while a relay was connected: I have none yet.
        const waited = this.#now() - run.startedAt >= this.#listWaitMs;
        if (!waited && !this.deps.accountCreated?.()) return;
        await this.#publish(run, firstDeviceList(await this.#entry(run, device)));
      }
    }
    await this.#putPendingOwn(run);
    const now = this.#now();
    if (now - run.seenPublishedAt >= SEEN_EVERY_MS) {
      const seen = await sealForMyDevices(run.identity, 'seen', device.pair.pub, String(now));
      if (await this.#put(run, seenPath(device.pair.pub), seen)) run.seenPublishedAt = now;
    }
    if (run.prekeyAt !== null && now - run.prekeyAt < PREKEY_ROTATION_MS) return;
    const bundle = await currentPrekey(this.deps.db, run.identity, device.pair, now);
    const record = JSON.stringify(bundle);
    if (await this.#put(run, prekeyPath(device.pair.pub), record)) run.prekeyAt = bundle.at;
  }
}
