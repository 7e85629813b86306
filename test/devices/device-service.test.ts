/**
 * The device service against a hostile network: the graph in memory stands for every relay, and
 * the test writes into it what a relay or a thief could (an old list replayed, a list signed by
 * someone else, a fork signed with a stolen identity key). My friend's view of my devices never
 * goes back, takes nothing I did not sign, and records a fork once.
 */
import { describe, expect, it } from 'vitest';
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import {
  DEVICE_LIST_PATH,
  firstDeviceList,
  signDeviceList,
  withDevice,
  withoutDevice,
  type DeviceList,
} from '../../src/core/devices/device-list.ts';
import { DeviceService } from '../../src/core/devices/device-service.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import { newPair } from '../chat/support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { MemoryNetwork } from '../support/memory-graph.ts';

const listSoul = (owner: string) => `~${owner}/${DEVICE_LIST_PATH[0]}`;

async function device(network: MemoryNetwork, identity: KeyPair, friends: readonly string[] = []) {
  const db = await openMemoryDatabase({ migrate: true });
  const graph = network.graphFor(identity.pub);
  const service = new DeviceService({
    db,
    graph,
    session: () => identity,
    directory: {
      friends: () => Promise.resolve(friends.map((pub) => ({ pub }) as never)),
      subscribe: () => () => undefined,
    },
    deviceName: () => Promise.resolve('Test device'),
    listWaitMs: 0,
  });
  service.start();
  return service;
}

/** Lets the network hand over what was written, then waits until the service has taken it. */
async function delivered(service: DeviceService): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  await service.settled();
}

describe('a friend following my device list', () => {
  it('takes newer lists, never an older one, nothing unsigned, and a fork once', async () => {
    const network = new MemoryNetwork();
    const [me, friend, mallory, stranger] = await Promise.all([
      newPair(),
      newPair(),
      newPair(),
      newPair(),
    ]);
    const phone = await device(network, me);
    const bob = await device(network, friend, [me.pub]);
    await eventually(async () => (await bob.devicesOf(me.pub)).length === 1, 5_000, 'first list');
    const first = network.nodes.get(listSoul(me.pub))?.get('list')?.value;
    const laptop = await device(network, me);
    await eventually(async () => (await bob.devicesOf(me.pub)).length === 2, 5_000, 'two devices');
    const known = (await bob.devicesOf(me.pub)).map(({ id }) => id);

    // A relay replays my first list: nobody goes back.
    network.putAt(listSoul(me.pub), 'list', first);
    await delivered(bob);
    await delivered(phone);
    expect((await bob.devicesOf(me.pub)).map(({ id }) => id)).toEqual(known);
    expect((await phone.myDevices()).devices).toHaveLength(2);

    // A list for my space signed by Mallory, naming her device.
    const own = firstDeviceList({ id: stranger.pub, epub: stranger.epub, name: '', added: 1 });
    network.putAt(listSoul(me.pub), 'list', await signDeviceList(mallory, { ...own, version: 9 }));
    await delivered(bob);
    expect((await bob.devicesOf(me.pub)).map(({ id }) => id)).toEqual(known);

    // A thief of my identity key signs another version 2 (my devices are offline meanwhile):
    // refused and recorded, once.
    phone.stop();
    laptop.stop();
    const fork = (await withDevice(
      firstDeviceList({ id: known[0] ?? '', epub: me.epub, name: '', added: 1 }),
      { id: stranger.pub, epub: stranger.epub, name: '', added: 2 },
    )) as DeviceList;
    const forged = await signDeviceList(me, fork);
    network.putAt(listSoul(me.pub), 'list', forged);
    await delivered(bob);
    network.putAt(listSoul(me.pub), 'list', forged);
    await delivered(bob);
    expect((await bob.devicesOf(me.pub)).map(({ id }) => id)).toEqual(known);
    const forks = async () => (await bob.events(me.pub)).filter((event) => event.kind === 'fork');
    expect(await forks()).toHaveLength(1);

    // Its next version is newer than mine but does not follow from it: taken, and shown.
    const next = (await withoutDevice(fork, known[0] ?? '')) as DeviceList;
    network.putAt(listSoul(me.pub), 'list', await signDeviceList(me, next));
    await delivered(bob);
    expect((await bob.devicesOf(me.pub)).map(({ id }) => id)).toEqual([stranger.pub]);
    expect(await forks()).toHaveLength(2);
    bob.stop();
  });
});
