/** This device's keys at rest: kept sealed, the same across sign-ins, prekeys rotated and deleted. */
import { describe, expect, it } from 'vitest';
import { newPair } from '../../../test/chat/support/chat-user.ts';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import {
  currentPrekey,
  PREKEY_GRACE_MS,
  PREKEY_ROTATION_MS,
  prekeyOf,
  thisDevice,
} from './device-keys.ts';

const NOW = 1_790_000_000_000;
const contains = (bytes: Uint8Array, text: string) =>
  Buffer.from(bytes).includes(Buffer.from(text, 'utf8'));

describe("this device's keys", () => {
  it('are made once, kept sealed, and opened again only by the same identity', async () => {
    const db = await openMemoryDatabase({ migrate: true });
    const [me, other] = await Promise.all([newPair(), newPair()]);
    const device = await thisDevice(db, me, 'Phone', NOW);
    expect(device).toMatchObject({ name: 'Phone', added: NOW });
    expect(await thisDevice(db, me, 'Another name', NOW + 1)).toEqual(device);
    const file = await db.export();
    expect(contains(file, device?.pair.priv ?? 'none')).toBe(false);
    expect(contains(file, device?.pair.epriv ?? 'none')).toBe(false);
    // Another identity on this database is another device.
    expect((await thisDevice(db, other, 'Phone', NOW))?.pair.pub).not.toBe(device?.pair.pub);
  });

  it('publish one prekey a week, and delete a replaced one after its grace time', async () => {
    const db = await openMemoryDatabase({ migrate: true });
    const me = await newPair();
    const device = (await thisDevice(db, me, 'Phone', NOW))?.pair;
    if (!device) throw new Error('no device');
    const first = await currentPrekey(db, me, device, NOW);
    expect(await currentPrekey(db, me, device, NOW + PREKEY_ROTATION_MS - 1)).toEqual(first);
    const second = await currentPrekey(db, me, device, NOW + PREKEY_ROTATION_MS);
    expect(second.prekey).not.toBe(first.prekey);
    // The replaced one still opens boxes on their way, until its grace time has passed.
    expect(await prekeyOf(db, me, device.pub, first.prekey)).toMatchObject({ epub: first.prekey });
    // Months offline: the first was replaced long ago and goes; the second only now, and stays.
    const later = NOW + PREKEY_ROTATION_MS + 2 * PREKEY_GRACE_MS;
    const third = await currentPrekey(db, me, device, later);
    expect(await prekeyOf(db, me, device.pub, first.prekey)).toBeNull();
    expect(await prekeyOf(db, me, device.pub, second.prekey)).not.toBeNull();
    expect(await prekeyOf(db, me, device.pub, third.prekey)).not.toBeNull();
  });
});
