import { describe, expect, it } from 'vitest';
import type { KeyPair } from '../crypto/sea.ts';
import { generateKeyPair } from '../identity/keygen.ts';
import type { Canonical } from '../protocol/canonical.ts';
import { signRecord } from '../protocol/signed-record.ts';
import {
  DEVICE_LIST_PATH,
  compareDeviceLists,
  firstDeviceList,
  openDeviceList,
  signDeviceList,
  withDevice,
  withoutDevice,
  type DeviceEntry,
  type DeviceList,
} from './device-list.ts';

async function newPair(): Promise<KeyPair> {
  const result = await generateKeyPair();
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

async function newDevice(name: string): Promise<DeviceEntry> {
  const pair = await newPair();
  return { id: pair.pub, epub: pair.epub, name, added: 1_790_000_000_000 };
}

function changed(result: DeviceList | string): DeviceList {
  if (typeof result === 'string') throw new Error(result);
  return result;
}

describe('device lists', () => {
  it('is signed by the identity and opens only in its owner’s space', async () => {
    const [alice, mallory] = await Promise.all([newPair(), newPair()]);
    const list = firstDeviceList(await newDevice('Laptop'));
    const record = await signDeviceList(alice, list);
    expect(await openDeviceList(alice.pub, record)).toEqual(list);
    // The same list in Mallory's space, or signed by Mallory for Alice's, opens for nobody.
    expect(await openDeviceList(mallory.pub, record)).toBeNull();
    expect(await openDeviceList(alice.pub, await signDeviceList(mallory, list))).toBeNull();
  });

  it('refuses malformed lists even when signed', async () => {
    const alice = await newPair();
    // A plain object, as any signer may write.
    const laptop = { ...(await newDevice('Laptop')) };
    const bad: Canonical[] = [
      { version: 1, devices: [], removed: [], prev: '' },
      { version: 1, devices: [laptop, laptop], removed: [], prev: '' },
      { version: 1, devices: [laptop], removed: [laptop.id], prev: '' },
      { version: 2, devices: [laptop], removed: [], prev: '' },
      { version: 1, devices: [{ ...laptop, name: 'x'.repeat(513) }], removed: [], prev: '' },
      { version: 1, devices: [{ ...laptop, extra: 1 }], removed: [], prev: '' },
      { version: 1, devices: [laptop], removed: [], prev: '', more: true },
    ];
    for (const value of bad) {
      expect(
        await openDeviceList(alice.pub, await signRecord(alice, DEVICE_LIST_PATH, value)),
      ).toBeNull();
    }
  });

  it('takes what follows, refuses what goes back, and tells a fork', async () => {
    const [laptop, phone, tablet] = await Promise.all([
      newDevice('Laptop'),
      newDevice('Phone'),
      newDevice('Tablet'),
    ]);
    const v1 = firstDeviceList(laptop);
    const v2 = changed(await withDevice(v1, phone));
    const v3 = changed(await withoutDevice(v2, phone.id));
    expect(v3.devices).toEqual([laptop]);
    expect(v3.removed).toEqual([phone.id]);

    expect(await compareDeviceLists(null, v1)).toBe('newer');
    expect(await compareDeviceLists(v1, v2)).toBe('newer');
    expect(await compareDeviceLists(v2, v2)).toBe('same');
    expect(await compareDeviceLists(v3, v2)).toBe('older');
    // Two different second versions: the one that is not known is a fork.
    const other = changed(await withDevice(v1, tablet));
    expect(await compareDeviceLists(v2, other)).toBe('fork');
    // A third version that does not follow from the known second one.
    expect(await compareDeviceLists(v2, changed(await withDevice(other, phone)))).toBe('fork');
    // A removed device listed again, further ahead.
    const resurrected = { ...v3, version: 5, devices: [laptop, phone], removed: [] };
    expect(await compareDeviceLists(v3, resurrected)).toBe('fork');
  });

  it('refuses changes that make no sense', async () => {
    const [laptop, phone] = await Promise.all([newDevice('Laptop'), newDevice('Phone')]);
    const v1 = firstDeviceList(laptop);
    expect(await withDevice(v1, laptop)).toBe('already-listed');
    expect(await withoutDevice(v1, laptop.id)).toBe('last');
    expect(await withoutDevice(v1, phone.id)).toBe('not-listed');
    const v3 = changed(await withoutDevice(changed(await withDevice(v1, phone)), phone.id));
    expect(await withDevice(v3, phone)).toBe('was-removed');
  });
});
