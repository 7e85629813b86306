/**
 * One device of a user for tests that seal and open stream records themselves: its own database,
 * device keys published on the graph, and the chains its records are sealed with.
 */
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import { DeviceService } from '../../src/core/devices/device-service.ts';
import { incomplete } from '../../src/core/devices/reader-devices.ts';
import { StreamChains } from '../../src/core/devices/stream-chains.ts';
import type { Graph } from '../../src/core/graph/graph.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../src/core/store/sql.ts';
import { eventually } from '../chat/support/chat-user.ts';

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
    /** Devices whose prekeys have not reached this one yet (a slow relay), while listed. */
    readonly prekeysHeld?: ReadonlySet<string>;
    /** How long a new chain waits for readers' devices not known yet (5 s in the app). */
    readonly readersWaitMs?: number;
  } = {},
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
  const held = options.prekeysHeld ?? new Set<string>();
  const chains = new StreamChains({
    db,
    session,
    devices: {
      thisDevice: () => devices.thisDevice(),
      online: () => devices.online(),
      subscribe: (listener) => devices.subscribe(listener),
      readerDevices: async (owners) => {
        const set = await devices.readerDevices(owners);
        const late = set.devices.filter(({ id }) => held.has(id));
        return {
          ...set,
          devices: set.devices.filter(({ id }) => !held.has(id)),
          unreachable: [...set.unreachable, ...late.map(({ owner, id }) => ({ owner, id }))],
        };
      },
    },
    now: options.now ?? Date.now,
    ...(options.readersWaitMs === undefined ? {} : { readersWaitMs: options.readersWaitMs }),
  });
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
