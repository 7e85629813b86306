/**
 * Each device's chains in the streams it writes and reads (PROTOCOL.md "Chains"). A device seals
 * its records in a stream with the message keys of its own sending chain, and starts a new chain
 * after 1,000 records, after 7 days, and when a device it was sealed to goes (removed, or its
 * owner no longer a reader) or a reader adds a device. A chain's start is sealed to every reader
 * device with its prekey (`prekey-seal.ts`) and travels with the chain's records until a relay has
 * it; a reader who comes later (a member who joined, a device that became known) gets it with a
 * later record or a record of its own. Readers keep each chain where they have read it to, and
 * the keys they skipped for a while, all sealed under a key of this device's identity; every
 * message key is deleted once used.
 */
import { base64UrlToBytes, bytesToBase64Url } from '../crypto/base64url.ts';
import type { KeyPair } from '../crypto/sea.ts';
import { isPublicKey } from '../crypto/sea-keys.ts';
import type { SqlDatabase } from '../store/sql.ts';
import type {
  ChainHeader,
  ChainKeyRefusal,
  ChainStart,
  ChainStream,
  NextKey,
  Readers,
  RecordChains,
  StartBox,
  WaitingRecord,
} from '../streams/record-chains.ts';
import { KeyedTurns, sleep } from '../util/async.ts';
import { debug } from '../util/log.ts';
import { err, ok, type Result } from '../util/result.ts';
import { ChainStore, type SendingChain } from './chain-store.ts';
import { prekeyOf, type ThisDevice } from './device-keys.ts';
import type { DeviceChange } from './device-service.ts';
import { openFromDevice, sealToDevice } from './prekey-seal.ts';
import { incomplete, type ReaderDevice, type ReaderDeviceSet } from './reader-devices.ts';
import { MAX_CHAIN_LENGTH, newChain, ReceivingChain, stepChain } from './sender-chain.ts';
import { TurnKeys } from './turn-keys.ts';

const log = debug('chains');

/** A chain is replaced after this long, whatever its length (PROTOCOL.md "Rotation"). */
export const CHAIN_ROTATION_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a new chain waits for readers' devices not known yet, while a relay is connected. */
const READERS_WAIT_MS = 5_000;
const READERS_POLL_MS = 100;

export interface StreamChainsDeps {
  readonly db: SqlDatabase;
  readonly session: () => KeyPair | null;
  readonly devices: {
    thisDevice(): Promise<ThisDevice | null>;
    readerDevices(owners: readonly string[]): Promise<ReaderDeviceSet>;
    online(): boolean;
    subscribe(listener: (change: DeviceChange) => void): () => void;
  };
  readonly now: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly readersWaitMs?: number;
}

const newChainId = (): string =>
  bytesToBase64Url(globalThis.crypto.getRandomValues(new Uint8Array(16)));

/** What a start's box holds: the chain's first key, and in a private chat its reply key. */
function parseSecret(
  text: string | null,
): { key: Uint8Array<ArrayBuffer>; reply: string | null } | null {
  if (text === null) return null;
  try {
    const { key, reply } = JSON.parse(text) as Record<string, unknown>;
    const bytes = typeof key === 'string' ? base64UrlToBytes(key) : null;
    if (bytes?.length !== 32) return null;
    return { key: bytes, reply: isPublicKey(reply) ? reply : null };
  } catch {
    return null;
  }
}

const messageKey = (bytes: Uint8Array<ArrayBuffer>): Promise<CryptoKey> =>
  globalThis.crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']);

export class StreamChains implements RecordChains {
  readonly #store: ChainStore;
  readonly #turns: TurnKeys;
  /** One change at a time per chain: each takes up where the one before left it. */
  readonly #turnsOf = new KeyedTurns();
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(private readonly deps: StreamChainsDeps) {
    this.#store = new ChainStore(deps.db, deps.now);
    this.#turns = new TurnKeys(deps.db, deps.now);
    this.#sleep = deps.sleep ?? sleep;
  }

  /** Forgets what is held in memory (signing out). */
  forget(): void {
    this.#store.forget();
  }

  watch(listener: () => void): () => void {
    return this.deps.devices.subscribe((change) => {
      if (change.type !== 'this-device-removed') listener();
    });
  }

  async known(readers: readonly string[]): Promise<boolean> {
    const set = await this.deps.devices.readerDevices(readers);
    // A device whose prekey has not come (one that went before publishing it) gets the start
    // when it does: it holds nothing up.
    return readers.every(
      (reader) =>
        !set.listless.includes(reader) && set.devices.some(({ owner }) => owner === reader),
    );
  }

  next(stream: ChainStream, readers: Readers): Promise<NextKey> {
    return this.#turnsOf.run(`s|${stream.id}`, async () => this.#next(stream, await readers()));
  }

  async share(stream: ChainStream, readers: Readers): Promise<ChainStart | null> {
    // Readers who just came may not have their devices known yet: wait a little for them first,
    // outside the stream's turn, so records of mine meanwhile do not wait.
    const identity = this.deps.session();
    if (!identity) return null;
    if (await this.#store.loadSending(identity, stream.id)) {
      const owners = [...new Set([identity.pub, ...(await readers())])];
      const set = await this.deps.devices.readerDevices(owners);
      if (incomplete(set)) await this.#waitForReaders(owners, set);
    }
    // In the stream's turn: a record sealed meanwhile has its chain, shared here with whoever
    // reads now; with nothing written yet there is nothing to share.
    return this.#turnsOf.run(`s|${stream.id}`, async () =>
      this.#share(stream, [identity.pub, ...(await readers())]),
    );
  }

  delivered(stream: ChainStream, chain: string): Promise<void> {
    return this.#turnsOf.run(`s|${stream.id}`, async () => {
      const identity = (await this.#signedIn())?.identity;
      if (!identity) return;
      const current = await this.#store.loadSending(identity, stream.id);
      if (current?.chain !== chain || !current.start) return;
      await this.#store.saveSending(identity, stream.id, { ...current, start: null });
    });
  }

  keyFor(
    stream: ChainStream,
    header: ChainHeader,
    record: WaitingRecord,
  ): Promise<Result<CryptoKey, ChainKeyRefusal>> {
    return this.#receiving(stream, header.device, header.chain, async () => {
      const keys = await this.#signedIn();
      // Signed out meanwhile: the record is read again at the next sign-in.
      if (!keys) return err('waiting');
      const { identity, device } = keys;
      if (header.device === device.pair.pub) return err('own');
      const chain = await this.#store.loadReceiving(
        identity,
        stream.id,
        header.device,
        header.chain,
      );
      if (!chain) {
        await this.#store.keepWaiting(stream.id, header, record);
        return err('waiting');
      }
      const key = chain.take(header.index, this.deps.now());
      this.#store.keepReceiving(identity, stream.id, header.device, header.chain, chain);
      return typeof key === 'string' ? err('gone') : ok(await messageKey(key));
    });
  }

  accept(stream: ChainStream, start: ChainStart): Promise<readonly WaitingRecord[]> {
    return this.#receiving(stream, start.device, start.chain, async () => {
      const keys = await this.#signedIn();
      if (!keys) return [];
      const { identity, device } = keys;
      if (start.device === device.pair.pub) return [];
      if (await this.#store.loadReceiving(identity, stream.id, start.device, start.chain))
        return [];
      const box = start.boxes.find(({ to }) => to === device.pair.pub);
      if (!box) return [];
      const prekey = await prekeyOf(this.deps.db, identity, device.pair.pub, box.prekey);
      const reply = box.reply ? await this.#turns.mine(identity, box.reply) : null;
      if (!prekey || (box.reply && !reply)) return [];
      const from = { ...box, from: start.device };
      const opened = parseSecret(
        await openFromDevice(device.pair, prekey, start.epub, from, reply),
      );
      if (!opened) return [];
      if (stream.turns && opened.reply) {
        await this.#turns.heard(stream.turns, start.device, stream.writer, opened.reply);
      }
      const chain = new ReceivingChain({ key: opened.key, index: 0 });
      this.#store.keepReceiving(identity, stream.id, start.device, start.chain, chain);
      return this.#store.takeWaiting(stream.id, start.device, start.chain);
    });
  }

  /**
   * Work on the chain `chain` of `device` as this device reads it, one at a time; its state is
   * written once the last work waiting its turn is done (a run of records, one write).
   */
  #receiving<T>(
    stream: ChainStream,
    device: string,
    chain: string,
    work: () => Promise<T>,
  ): Promise<T> {
    const id = `r|${stream.id}|${device}|${chain}`;
    return this.#turnsOf.run(id, async () => {
      try {
        return await work();
      } finally {
        if (this.#turnsOf.pending(id) === 1) {
          // The chain's state stays in memory and is written with its next record; a database
          // closed meanwhile (signing out) has nothing to keep it for.
          await this.#store
            .flushReceiving(stream.id, device, chain)
            .catch((error: unknown) => log('reading chain not written: %o', error));
        }
      }
    });
  }

  async #next(stream: ChainStream, readers: readonly string[]): Promise<NextKey> {
    const { identity, device } = await this.#keys();
    const owners = [...new Set([identity.pub, ...readers])];
    const now = this.deps.now();
    let chain = await this.#store.loadSending(identity, stream.id);
    let set = await this.deps.devices.readerDevices(owners);
    const turned =
      chain && stream.turns
        ? await this.#turns.turned(stream.turns, identity.pub, chain.started)
        : false;
    if (!chain || turned || this.#stale(chain, set, now)) {
      if (incomplete(set)) set = await this.#waitForReaders(owners, set);
      const reply = stream.turns ? await this.#turns.fresh(identity) : undefined;
      chain = await this.#startChain(device, stream, { owners, set, now, reply });
    } else {
      chain = await this.#extend(device, stream, chain, owners, set);
    }
    const { messageKey: bytes, next } = stepChain(chain.position);
    const header = { device: device.pair.pub, chain: chain.chain, index: chain.position.index };
    const moved = { ...chain, position: next };
    await this.#store.saveSending(identity, stream.id, moved);
    return { header, key: await messageKey(bytes), start: moved.start };
  }

  async #share(stream: ChainStream, readers: readonly string[]): Promise<ChainStart | null> {
    const { identity, device } = await this.#keys();
    const chain = await this.#store.loadSending(identity, stream.id);
    if (!chain) return null;
    // Readers the chain already took in (one whose devices were not known then) are still its.
    const owners = [...new Set([identity.pub, ...readers, ...chain.readers])];
    const set = await this.deps.devices.readerDevices(owners);
    // Shared even when the chain is due to end (full, old, a reader gone): it is the one a
    // newcomer finds the latest records in, and `#extend` adds no reader's new device to it.
    const extended = await this.#extend(device, stream, chain, owners, set);
    if (extended !== chain) await this.#store.saveSending(identity, stream.id, extended);
    return extended.start;
  }

  /**
   * Whether the chain must end: long or old enough, a device it was sealed to gone (removed, or
   * its owner no longer a reader), or a new device of a reader whose devices all had it (a new
   * device reads from a new chain, not this one's past; one whose prekey has not come yet too,
   * so that the new chain waits for it and gives it a late box).
   */
  #stale(chain: SendingChain, set: ReaderDeviceSet, now: number): boolean {
    if (chain.position.index >= MAX_CHAIN_LENGTH) return true;
    if (now - chain.started >= CHAIN_ROTATION_MS || now < chain.started) return true;
    const ids = new Set(set.devices.map(({ id }) => id));
    if (chain.devices.some((id) => !ids.has(id))) return true;
    return [...set.devices, ...set.unreachable].some(
      ({ id, owner }) =>
        !chain.devices.includes(id) &&
        !chain.unreachable.includes(id) &&
        chain.readers.includes(owner) &&
        !chain.listless.includes(owner),
    );
  }

  /** Waits a little, while a relay is connected, for readers' devices not known yet. */
  async #waitForReaders(owners: readonly string[], set: ReaderDeviceSet): Promise<ReaderDeviceSet> {
    const until = this.deps.now() + (this.deps.readersWaitMs ?? READERS_WAIT_MS);
    let current = set;
    while (incomplete(current) && this.deps.devices.online() && this.deps.now() < until) {
      await this.#sleep(READERS_POLL_MS);
      current = await this.deps.devices.readerDevices(owners);
    }
    return current;
  }

  async #startChain(
    device: ThisDevice,
    stream: ChainStream,
    start: {
      owners: readonly string[];
      set: ReaderDeviceSet;
      now: number;
      /** In a private chat, this chain's reply key. */
      reply: string | undefined;
    },
  ): Promise<SendingChain> {
    const { owners, set, now, reply } = start;
    const position = newChain();
    const chain = newChainId();
    const boxes = await this.#boxes(device, stream, set.devices, { key: position.key, reply });
    return {
      ...(reply ? { reply } : {}),
      chain,
      position,
      started: now,
      devices: set.devices.map(({ id }) => id),
      readers: owners,
      listless: set.listless,
      unreachable: set.unreachable.map(({ id }) => id),
      startKey: position.key,
      start: { device: device.pair.pub, epub: device.pair.epub, chain, boxes },
    };
  }

  /**
   * The chain with boxes for readers who have none yet: a reader who came since it started (a
   * member who joined, a new friend of my feed), or one whose devices were not known then.
   * Boxes not yet on a relay go along with them.
   */
  async #extend(
    device: ThisDevice,
    stream: ChainStream,
    chain: SendingChain,
    owners: readonly string[],
    set: ReaderDeviceSet,
  ): Promise<SendingChain> {
    const newcomer = (owner: string) =>
      !chain.readers.includes(owner) || chain.listless.includes(owner);
    // A device waited for since the start, or one of a reader new to the chain, gets a box; a new
    // device of a reader who had the start does not (it reads from the next chain on).
    const added = set.devices.filter(
      ({ id, owner }) =>
        !chain.devices.includes(id) && (newcomer(owner) || chain.unreachable.includes(id)),
    );
    const readers = [...new Set([...chain.readers, ...owners])];
    // Still waited for: what was then and is still not known.
    const listless = chain.listless.filter((owner) => set.listless.includes(owner));
    // Of those, the ones whose prekey has not come wait on.
    const unreachable = set.unreachable
      .filter(({ owner, id }) => chain.unreachable.includes(id) || newcomer(owner))
      .map(({ id }) => id);
    const newListless = set.listless.filter((owner) => !chain.readers.includes(owner));
    const same = (a: readonly string[], b: readonly string[]) =>
      a.length === b.length && a.every((item) => b.includes(item));
    const waiting = [...listless, ...newListless];
    if (
      added.length === 0 &&
      same(readers, chain.readers) &&
      same(waiting, chain.listless) &&
      same(unreachable, chain.unreachable)
    ) {
      return chain;
    }
    const boxes = await this.#boxes(device, stream, added, {
      key: chain.startKey,
      reply: chain.reply,
    });
    return {
      ...chain,
      devices: [...chain.devices, ...added.map(({ id }) => id)],
      readers,
      listless: waiting,
      unreachable,
      start:
        boxes.length === 0 && !chain.start
          ? null
          : {
              device: device.pair.pub,
              epub: device.pair.epub,
              chain: chain.chain,
              boxes: [...(chain.start?.boxes ?? []), ...boxes],
            },
    };
  }

  /** The start sealed to each reader device (in a private chat, to its reply key too). */
  async #boxes(
    device: ThisDevice,
    stream: ChainStream,
    readers: readonly ReaderDevice[],
    secret: { key: Uint8Array<ArrayBuffer>; reply: string | undefined },
  ): Promise<StartBox[]> {
    const { key, reply } = secret;
    const text = JSON.stringify({ key: bytesToBase64Url(key), ...(reply ? { reply } : {}) });
    const { turns } = stream;
    return Promise.all(
      readers.map(async (reader) => {
        const theirs = turns ? await this.#turns.replyOf(turns, reader.id) : null;
        const { to, prekey, ephemeral, reply, box } = await sealToDevice(
          device.pair,
          reader.prekey,
          reader.epub,
          text,
          theirs ?? undefined,
        );
        return { to, prekey, ephemeral, ...(reply ? { reply } : {}), box };
      }),
    );
  }

  async #signedIn(): Promise<{ identity: KeyPair; device: ThisDevice } | null> {
    const identity = this.deps.session();
    const device = await this.deps.devices.thisDevice();
    return identity && device ? { identity, device } : null;
  }

  async #keys(): Promise<{ identity: KeyPair; device: ThisDevice }> {
    const keys = await this.#signedIn();
    if (!keys) throw new Error('not signed in');
    return keys;
  }
}
