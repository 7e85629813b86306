import { describe, expect, it } from 'vitest';
import type { KeyPair } from '../crypto/sea.ts';
import { generateKeyPair } from '../identity/keygen.ts';
import { newPrekey, openFromDevice, openPrekeyBundle, sealToDevice } from './prekey-seal.ts';

const NOW = 1_790_000_000_000;

async function newDevice(): Promise<KeyPair> {
  const result = await generateKeyPair();
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('sealing to a device', () => {
  it('publishes a prekey only its device can vouch for', async () => {
    const [phone, other] = await Promise.all([newDevice(), newDevice()]);
    const { bundle } = await newPrekey(phone, NOW);
    expect(await openPrekeyBundle(phone.pub, JSON.parse(JSON.stringify(bundle)))).toEqual(bundle);
    expect(await openPrekeyBundle(other.pub, bundle)).toBeNull();
    const swapped = { ...bundle, prekey: (await newPrekey(other, NOW)).bundle.prekey };
    expect(await openPrekeyBundle(phone.pub, swapped)).toBeNull();
  });

  it('opens only on the device it was sealed to, from the device it names', async () => {
    const [laptop, phone, mallory] = await Promise.all([newDevice(), newDevice(), newDevice()]);
    const { bundle, prekey } = await newPrekey(phone, NOW);
    const box = await sealToDevice(laptop, bundle, phone.epub, 'chain start');
    expect(await openFromDevice(phone, prekey, laptop.epub, box)).toBe('chain start');
    // Another device, even with the prekey's private half, opens nothing.
    expect(await openFromDevice(mallory, prekey, laptop.epub, { ...box, to: mallory.pub })).toBe(
      null,
    );
    // A box Mallory seals in the laptop's name does not open as the laptop's.
    const forged = await sealToDevice(mallory, bundle, phone.epub, 'forged');
    expect(await openFromDevice(phone, prekey, laptop.epub, { ...forged, from: laptop.pub })).toBe(
      null,
    );
    // Any change to what travels with the box breaks it.
    expect(await openFromDevice(phone, prekey, laptop.epub, { ...box, from: mallory.pub })).toBe(
      null,
    );
  });

  it('stays shut to the device itself once the prekey it used is replaced and deleted', async () => {
    const [laptop, phone] = await Promise.all([newDevice(), newDevice()]);
    const first = await newPrekey(phone, NOW);
    const box = await sealToDevice(laptop, first.bundle, phone.epub, 'before the theft');
    // The thief takes the phone's state after the rotation: its device keys and the new prekey.
    const second = await newPrekey(phone, NOW + 1);
    expect(await openFromDevice(phone, second.prekey, laptop.epub, box)).toBeNull();
    expect(
      await openFromDevice(phone, second.prekey, laptop.epub, {
        ...box,
        prekey: second.bundle.prekey,
      }),
    ).toBeNull();
  });
});
