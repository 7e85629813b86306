/**
 * One device of a user for tests that seal and open stream records themselves: its own database,
 * device keys published on the graph, and the chains its records are sealed with.
 */
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import { DeviceService, type DeviceChange } from '../../src/core/devices/device-service.ts';
import { incomplete } from '../../src/core/devices/reader-devices.ts';
import { StreamChains, type StreamChainsDeps } from '../../src/core/devices/stream-chains.ts';
import type { Graph } from '../../src/core/graph/graph.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../src/core/store/sql.ts';
import { eventually } from './eventually.ts';

/**
 * Prekeys kept from a device's chains until released, as if a relay were slow to bring them:
 * their devices are listed but cannot be sealed to, until `release` tells the chains they can.
 */
export class HeldPrekeys {
  readonly #held = new Set<string>();
  readonly #listeners = new Set<(change: DeviceChange) => void>();

  hold(device: string): void {
    this.#held.add(device);
  }

  /** The prekey of `owner`'s `device` comes now. */
  release(owner: string, device: string): void {
    this.#held.delete(device);
    for (const listener of this.#listeners) listener({ type: 'keys-known', owner });
  }

  /** What the chains of a device see of `devices`: the held prekeys not come yet. */
  over(devices: DeviceService): StreamChainsDeps['devices'] {
    return {
      thisDevice: () => devices.thisDevice(),
      online: () => devices.online(),
      subscribe: (listener) => {
        this.#listeners.add(listener);
        const stop = devices.subscribe(listener);
        return () => {
          this.#listeners.delete(listener);
          stop();
        };
      },
      readerDevices: async (owners) => {
        const set = await devices.readerDevices(owners);
        const late = set.devices.filter(({ id }) => this.#held.has(id));
        return {
          ...set,
          devices: set.devices.filter(({ id }) => !this.#held.has(id)),
          unreachable: [...set.unreachable, ...late.map(({ owner, id }) => ({ owner, id }))],
        };
      },
    };
  }
}

/** How a test device's chains differ from the app's. */
export interface ChainOptions {
  /** Devices whose prekeys have not reached this one yet (a slow relay), while listed. */
  readonly prekeysHeld?: HeldPrekeys;
  /** How long a new chain waits for readers' devices not known yet (5 s in the app). */
  readonly readersWaitMs?: number;
}

/** A device's chains over its device service, as `options` say. */
export function testChains(
  deps: Omit<StreamChainsDeps, 'devices' | 'readersWaitMs'> & { readonly devices: DeviceService },
  options: ChainOptions,
): StreamChains {
  const { prekeysHeld, readersWaitMs } = options;
  return new StreamChains({
    ...deps,
    devices: prekeysHeld?.over(deps.devices) ?? deps.devices,
    ...(readersWaitMs === undefined ? {} : { readersWaitMs }),
  });
}

export interface TestDevice {
  readonly pair: KeyPair;
  readonly db: SqlDatabase;
  readonly devices: DeviceService;
  readonly chains: StreamChains;
  close(): Promise<void>;
}

export async function startDevice(
  graph: Graph,
  pair: KeyPair,
  options: {
    readonly now?: () => number;
    /** Another device of a user who has one: it adds itself to the list it finds. */
    readonly secondDevice?: boolean;
  } & ChainOptions = {},
): Promise<TestDevice> {
  const db = await openMemoryDatabase({ migrate: true });
  const session = () => pair;
  const devices = new DeviceService({
    db,
    graph,
    session,
    directory: { friends: () => Promise.resolve([]), subscribe: () => () => undefined },
    deviceName: () => Promise.resolve('Test device'),
    accountCreated: () => !options.secondDevice,
  });
  devices.start();
  const chains = testChains({ db, session, devices, now: options.now ?? Date.now }, options);
  return {
    pair,
    db,
    devices,
    chains,
    async close() {
      devices.stop();
      await devices.settled();
      await db.close();
    },
  };
}

/** Waits until `writer` knows a prekey for every device of `readers`: starts reach them all. */
export async function knowsDevicesOf(
  writer: { readonly devices: Pick<DeviceService, 'readerDevices'> },
  readers: readonly string[],
) {
  await eventually(
    async () => {
      const set = await writer.devices.readerDevices(readers);
      return !incomplete(set) && set.devices.length > 0;
    },
    10_000,
    'reader devices known',
  );
}
