/**
 * The account lifecycle against a real relay and real SQLite: two devices, each a full core with
 * its own database and graph client, as the app creates them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src/core/core.ts';
import { sea, type KeyPair } from '../../src/core/crypto/sea.ts';
import { fetchProfile } from '../../src/core/identity/profile.ts';
import { createGunUserSpace } from '../../src/core/identity/gun-user-space.ts';
import { createGun } from '../../src/core/net/gun.ts';
import { memoryKeyValueStore } from '../../src/core/store/kv.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

const PASSWORD = 'correct horse battery';

let relay: TestRelay;
const cores: Core[] = [];

async function newDevice(): Promise<Core> {
  const core = createCore({
    db: await openMemoryDatabase({ migrate: true }),
    kv: memoryKeyValueStore(),
    peers: [relay.gunUrl],
  });
  cores.push(core);
  return core;
}

async function newPair(): Promise<KeyPair> {
  const pair = await sea.pair();
  if (!pair?.pub || !pair.priv || !pair.epub || !pair.epriv) throw new Error('SEA.pair failed');
  return { pub: pair.pub, priv: pair.priv, epub: pair.epub, epriv: pair.epriv };
}

/** Reads a profile as any third party would: through its own client, from the signed space. */
async function profileSeenByOthers(pub: string, until: (p: Record<string, unknown>) => boolean) {
  const gun = createGun({ peers: [relay.gunUrl] });
  try {
    const space = createGunUserSpace(gun);
    for (let attempt = 0; attempt < 20; attempt++) {
      const profile = await fetchProfile(space, pub);
      if (profile && until(profile as unknown as Record<string, unknown>)) return profile;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return null;
  } finally {
    gun.close();
  }
}

function containsText(bytes: Uint8Array, text: string): boolean {
  return Buffer.from(bytes).includes(Buffer.from(text, 'utf8'));
}

beforeAll(async () => {
  relay = await startTestRelay();
});

afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.close()));
});

afterAll(async () => {
  await relay.dispose();
});

describe('account lifecycle', () => {
  it('creates an account, publishes its profile and unlocks only with the password', async () => {
    const device = await newDevice();
    const pair = await newPair();
    const created = await device.account.create({
      pair,
      alias: 'Alice',
      avatar: '',
      password: PASSWORD,
    });
    expect(created.ok).toBe(true);

    const published = await profileSeenByOthers(pair.pub, (p) => p['alias'] === 'Alice');
    expect(published).toMatchObject({ alias: 'Alice', epub: pair.epub, deleted: false });

    await device.account.logout();
    expect(device.account.session).toBeNull();
    expect(await device.account.login(PASSWORD)).toEqual({ ok: false, error: 'no-account' });
  });

  it('keeps the key pair only sealed: the database file holds neither private key', async () => {
    const device = await newDevice();
    const pair = await newPair();
    await device.account.create({ pair, alias: 'Alice', avatar: '', password: PASSWORD });

    const file = await device.db.export();
    expect(containsText(file, pair.pub)).toBe(true);
    expect(containsText(file, pair.priv)).toBe(false);
    expect(containsText(file, pair.epriv)).toBe(false);

    // The same file, opened as a fresh device would, unlocks with the password and nothing else.
    const restored = createCore({
      db: await openMemoryDatabase({ snapshot: file }),
      kv: memoryKeyValueStore(),
      peers: [relay.gunUrl],
    });
    cores.push(restored);
    expect(await restored.account.login('wrong password')).toEqual({
      ok: false,
      error: 'wrong-password',
    });
    expect(await restored.account.login('')).toEqual({ ok: false, error: 'wrong-password' });
    const unlocked = await restored.account.login(PASSWORD);
    expect(unlocked.ok && unlocked.value.pair).toEqual(pair);
  });

  it('moves to a second device through an encrypted export and keeps the network profile', async () => {
    const first = await newDevice();
    const pair = await newPair();
    await first.account.create({ pair, alias: 'Alice', avatar: '', password: PASSWORD });
    await profileSeenByOthers(pair.pub, (p) => p['alias'] === 'Alice');

    const exported = await first.account.exportKeyPair(PASSWORD);
    if (!exported.ok) throw new Error(exported.error);
    expect(exported.value).not.toContain(pair.priv);
    expect(await first.account.exportKeyPair('nope nope')).toEqual({
      ok: false,
      error: 'wrong-password',
    });

    const second = await newDevice();
    expect((await second.account.importKeyPair(exported.value, 'nope nope')).ok).toBe(false);
    const imported = await second.account.importKeyPair(exported.value, PASSWORD);
    if (!imported.ok) throw new Error(imported.error);
    expect(imported.value.pub).toBe(pair.pub);

    // The second device adopts the alias the network knows instead of its placeholder.
    await expect.poll(() => second.account.session?.alias, { timeout: 10_000 }).toBe('Alice');
  });

  it('resets a forgotten password by re-importing the plain key pair', async () => {
    const device = await newDevice();
    const pair = await newPair();
    await device.account.create({ pair, alias: 'Alice', avatar: '', password: PASSWORD });
    const reset = await device.account.importKeyPair(JSON.stringify(pair), 'a new password');
    expect(reset.ok).toBe(true);
    expect((await device.account.login(PASSWORD)).ok).toBe(false);
    expect((await device.account.login('a new password')).ok).toBe(true);
  });

  it('deletes an account: the network profile is marked deleted and the device is wiped', async () => {
    const device = await newDevice();
    const pair = await newPair();
    await device.account.create({ pair, alias: 'Alice', avatar: '', password: PASSWORD });
    await profileSeenByOthers(pair.pub, (p) => p['alias'] === 'Alice');

    // Irreversible: not without the password.
    expect(await device.account.deleteAccount('not the password')).toEqual({
      ok: false,
      error: 'wrong-password',
    });
    expect(await device.account.storedAccount()).not.toBeNull();
    expect(await device.account.deleteAccount(PASSWORD)).toEqual({ ok: true, value: undefined });
    expect(await device.account.storedAccount()).toBeNull();
    const seen = await profileSeenByOthers(pair.pub, (p) => p['deleted'] === true);
    expect(seen).toMatchObject({ deleted: true, alias: '' });
  });

  it('publishes a profile created while no relay was reachable as soon as one is', async () => {
    const later = await startTestRelay({ serveApp: false });
    try {
      await later.stop();
      const device = createCore({
        db: await openMemoryDatabase({ migrate: true }),
        kv: memoryKeyValueStore(),
        peers: [later.gunUrl],
      });
      cores.push(device);
      const pair = await newPair();
      const created = await device.account.create({
        pair,
        alias: 'Offline Olga',
        avatar: '',
        password: PASSWORD,
      });
      expect(created.ok).toBe(true);
      await later.restart();
      const gun = createGun({ peers: [later.gunUrl] });
      try {
        const space = createGunUserSpace(gun);
        await expect
          .poll(() => fetchProfile(space, pair.pub, 1_000), { timeout: 20_000, interval: 500 })
          .toMatchObject({ alias: 'Offline Olga', epub: pair.epub });
      } finally {
        gun.close();
      }
    } finally {
      await later.dispose();
    }
  });

  it('keeps the status text when only the name changes', async () => {
    const device = await newDevice();
    const pair = await newPair();
    await device.account.create({ pair, alias: 'Alice', avatar: '', password: PASSWORD });
    await device.account.updateProfile({ alias: 'Alice', signature: 'out hiking' });
    await device.account.updateProfile({ alias: 'Alice B.' });
    const seen = await profileSeenByOthers(pair.pub, (p) => p['alias'] === 'Alice B.');
    expect(seen).toMatchObject({ alias: 'Alice B.', signature: 'out hiking' });
  });
});
