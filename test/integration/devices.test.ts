/**
 * Devices on a real relay: two devices of mine (full cores, one identity) and a friend. Each device
 * makes its own key pair and lists itself in my signed device list; both see both, with the names
 * only my devices read; my friend sees my devices and is told when one is added or removed; a
 * removed device learns it. Both friends compute the same safety number; a friend who verified me
 * is warned when my devices change. The tests run in order and share the users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_LIST_PATH, openDeviceList } from '../../src/core/devices/device-list.ts';
import { prekeyPath } from '../../src/core/devices/reader-devices.ts';
import { openPrekeyBundle } from '../../src/core/devices/prekey-seal.ts';
import type { RecordPath } from '../../src/core/graph/graph.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { createGun } from '../../src/core/net/gun.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { eventually, makeFriends, startCoreUser, type CoreUser } from './support/core-user.ts';

const WAIT = 20_000;

let relay: TestRelay;

describe('my devices and my friend’s view of them', () => {
  let phone: CoreUser;
  let laptop: CoreUser;
  let bob: CoreUser;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [phone, bob] = await Promise.all([
      startCoreUser(relay.gunUrl, 'Me', { deviceName: 'Phone' }),
      startCoreUser(relay.gunUrl, 'Bob', { deviceName: 'Bob’s laptop' }),
    ]);
    await makeFriends(phone, bob);
  });

  afterAll(async () => {
    await Promise.all([phone, laptop, bob].map((user) => user?.close()));
    await relay?.dispose();
  });

  const names = async (device: CoreUser) =>
    (await device.core.devices.myDevices()).devices.map((entry) => entry.name).sort();

  it('lists a device that signs in, under the name only my devices read', async () => {
    await eventually(async () => (await names(phone)).length === 1, WAIT, 'phone listed');
    const { devices } = await phone.core.devices.myDevices();
    expect(devices).toEqual([expect.objectContaining({ name: 'Phone', current: true })]);
    // What the relay holds is my signed list, whose name field is sealed.
    const record = await readRecord(phone.pair.pub, DEVICE_LIST_PATH);
    const list = await openDeviceList(phone.pair.pub, record);
    expect(list?.devices.map(({ id }) => id)).toEqual([devices[0]?.id]);
    expect(JSON.stringify(record)).not.toContain('Phone');
    // And the device's signed prekey.
    const bundle = await readRecord(phone.pair.pub, prekeyPath(devices[0]?.id ?? ''));
    expect(await openPrekeyBundle(devices[0]?.id ?? '', JSON.parse(String(bundle)))).not.toBeNull();
  });

  it('adds a second device of mine, seen by both of mine and by my friend', async () => {
    laptop = await startCoreUser(relay.gunUrl, 'Me', {
      importPair: phone.pair,
      deviceName: 'Laptop',
    });
    for (const device of [phone, laptop])
      await eventually(
        async () => (await names(device)).join() === 'Laptop,Phone',
        WAIT,
        `${device === phone ? 'phone' : 'laptop'} lists both`,
      );
    const mine = (await laptop.core.devices.myDevices()).devices;
    expect(mine.filter((entry) => entry.current).map((entry) => entry.name)).toEqual(['Laptop']);
    // Each knows when the other was last in use; my friend does not.
    await eventually(
      async () =>
        (await laptop.core.devices.myDevices()).devices.every((entry) => entry.lastSeen !== null),
      WAIT,
      'the laptop knows when the phone was last in use',
    );
    const laptopId = mine.find((entry) => entry.current)?.id;
    await eventually(
      async () => (await bob.core.devices.devicesOf(phone.pair.pub)).length === 2,
      WAIT,
      'Bob sees two devices',
    );
    const seen = await bob.core.devices.devicesOf(phone.pair.pub);
    // Bob reads no names, nor when my devices were in use.
    expect(seen.map((entry) => [entry.name, entry.lastSeen])).toEqual([
      ['', null],
      ['', null],
    ]);
    expect(await bob.core.devices.events(phone.pair.pub)).toEqual([
      expect.objectContaining({ kind: 'added', device: laptopId }),
    ]);
    // A notice in our chat until Bob dismisses it.
    expect(await bob.core.devices.notices(phone.pair.pub)).toHaveLength(1);
    await bob.core.devices.dismissNotices(phone.pair.pub);
    expect(await bob.core.devices.notices(phone.pair.pub)).toEqual([]);
  });

  it('gives both friends the same safety number, and warns of changes after verifying', async () => {
    const mine = await phone.core.devices.verification(bob.pair.pub);
    const bobs = await bob.core.devices.verification(phone.pair.pub);
    expect(mine?.number).toMatch(/^\d{60}$/);
    expect(bobs?.number).toBe(mine?.number);
    expect(bobs).toMatchObject({ verified: false, changedSince: false });
    // Scanning the number on my screen finds me among Bob's friends; another number finds nobody.
    expect(await bob.core.devices.friendWithSafetyNumber(mine?.number ?? '')).toBe(phone.pair.pub);
    expect(await bob.core.devices.friendWithSafetyNumber('1'.repeat(60))).toBeNull();
    await bob.core.devices.setVerified(phone.pair.pub, true);
    expect(await bob.core.devices.verification(phone.pair.pub)).toMatchObject({
      verified: true,
      changedSince: false,
    });
  });

  it('removes a device: it learns so, and my friend is told', async () => {
    const laptopId = (await laptop.core.devices.myDevices()).devices.find((d) => d.current)?.id;
    const removedHere: string[] = [];
    const stop = laptop.core.devices.subscribe((change) => removedHere.push(change.type));
    expect(await phone.core.devices.removeDevice(laptopId ?? '')).toEqual({
      ok: true,
      value: undefined,
    });
    await eventually(
      () => removedHere.includes('this-device-removed'),
      WAIT,
      'the laptop learns it was removed',
    );
    stop();
    expect((await laptop.core.devices.myDevices()).removed).toBe(true);
    expect(await names(phone)).toEqual(['Phone']);
    await eventually(
      async () => (await bob.core.devices.devicesOf(phone.pair.pub)).length === 1,
      WAIT,
      'Bob sees one device',
    );
    expect((await bob.core.devices.events(phone.pair.pub)).map((event) => event.kind)).toEqual([
      'added',
      'removed',
    ]);
    // Bob had verified me: the change is news, until he verifies again.
    expect(await bob.core.devices.verification(phone.pair.pub)).toMatchObject({
      verified: true,
      changedSince: true,
    });
    expect(await bob.core.devices.trust(phone.pair.pub)).toEqual({
      verified: true,
      changedSince: true,
    });
    await bob.core.devices.setVerified(phone.pair.pub, true);
    expect(await bob.core.devices.verification(phone.pair.pub)).toMatchObject({
      changedSince: false,
    });
    // The removed device does not list itself again, and this device cannot remove itself.
    await laptop.core.devices.settled();
    expect(await names(phone)).toEqual(['Phone']);
    const own = (await phone.core.devices.myDevices()).devices[0]?.id ?? '';
    expect(await phone.core.devices.removeDevice(own)).toEqual({
      ok: false,
      error: 'this-device',
    });
  });
});

describe('a removed device', () => {
  it('gets no key for what is written after its removal', async () => {
    const relay2 = await startTestRelay({ serveApp: false });
    const me = await startCoreUser(relay2.gunUrl, 'Me', { deviceName: 'Phone' });
    const other = await startCoreUser(relay2.gunUrl, 'Me', {
      importPair: me.pair,
      deviceName: 'Laptop',
    });
    const friend = await startCoreUser(relay2.gunUrl, 'Friend');
    try {
      await makeFriends(me, friend);
      const otherId = (await other.core.devices.thisDevice())?.pair.pub ?? '';
      await eventually(
        async () => (await me.core.devices.myDevices()).devices.length === 2,
        WAIT,
        'two devices',
      );
      expect(await me.core.devices.removeDevice(otherId)).toEqual({ ok: true, value: undefined });
      await eventually(
        async () => (await friend.core.devices.devicesOf(me.pair.pub)).length === 1,
        WAIT,
        'the friend sees one device',
      );
      const waiting = async () =>
        (await other.core.db.all('SELECT id FROM waiting_records')).length;
      const before = await waiting();
      await friend.core.chat.sendText(me.pair.pub, 'after the laptop went');
      await me.core.chat.sendText(friend.pair.pub, 'and from the phone');
      await eventually(
        async () => (await me.texts(friend)).some((m) => m.text === 'after the laptop went'),
        WAIT,
        'the phone reads it',
      );
      // The removed laptop hears both records and keeps them unopened: no start came for it.
      await eventually(async () => (await waiting()) >= before + 2, WAIT, 'the laptop heard them');
      const texts = (await other.texts(friend)).map((m) => m.text);
      expect(texts).not.toContain('after the laptop went');
      expect(texts).not.toContain('and from the phone');
    } finally {
      await Promise.all([me.close(), other.close(), friend.close()]);
      await relay2.dispose();
    }
  }, 90_000);
});

/** The value at `~owner/<node>/<key>` as an outsider's client hears it first. */
function readRecord(owner: string, path: RecordPath): Promise<unknown> {
  const gun = createGun({ peers: [relay.gunUrl] });
  return new Promise<unknown>((resolve) => {
    const stop = gunGraph(() => gun).followSigned(owner, path, (value) => {
      stop();
      resolve(value);
    });
  }).finally(() => gun.close());
}
