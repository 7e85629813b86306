/**
 * The account lifecycle against a real relay and real SQLite: two devices, each a full core with
 * its own database and graph client, as the app creates them.
 */
import { TEST_GREETING } from '../support/greeting.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src/core/core.ts';
import { sea, type KeyPair } from '../../src/core/crypto/sea.ts';
import {
  memoryKeptSessionStore,
  type KeptSessionStore,
} from '../../src/core/identity/kept-session.ts';
import { AccountService } from '../../src/core/identity/account-service.ts';
import { fetchProfile } from '../../src/core/identity/profile.ts';
import { createGraphUserSpace } from '../../src/core/identity/graph-user-space.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { exportKeyPair } from '../../src/core/identity/keypair.ts';
import { createGun } from '../../src/core/net/gun.ts';
import { memoryKeyValueStore } from '../../src/core/store/kv.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { FAST_REDIAL } from '../support/fast-redial.ts';

const PASSWORD = 'correct horse battery';

let relay: TestRelay;
const cores: Core[] = [];

async function newDevice(keptSessions?: KeptSessionStore): Promise<Core> {
  const core = createCore({
    greeting: () => TEST_GREETING,
    db: await openMemoryDatabase({ migrate: true }),
    kv: memoryKeyValueStore(),
    peers: [relay.gunUrl],
    redial: FAST_REDIAL,
    ...(keptSessions ? { keptSessions } : {}),
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
  const gun = createGun({ peers: [relay.gunUrl], redial: FAST_REDIAL });
  try {
    const space = createGraphUserSpace(gunGraph(() => gun));
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
      greeting: () => TEST_GREETING,
      db: await openMemoryDatabase({ snapshot: file }),
      kv: memoryKeyValueStore(),
      peers: [relay.gunUrl],
      redial: FAST_REDIAL,
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

  it('moves to a second device through an export sealed under its own passphrase', async () => {
    const first = await newDevice();
    const pair = await newPair();
    await first.account.create({ pair, alias: 'Alice', avatar: '', password: PASSWORD });
    await profileSeenByOthers(pair.pub, (p) => p['alias'] === 'Alice');

    const passphrase = 'purple elephant on a bicycle';
    // The account password is still asked, and a passphrase must be long enough.
    expect(await first.account.exportKeyPair('nope nope', passphrase)).toEqual({
      ok: false,
      error: 'wrong-password',
    });
    expect(await first.account.exportKeyPair(PASSWORD, 'short')).toEqual({
      ok: false,
      error: 'passphrase-too-short',
    });
    const exported = await first.account.exportKeyPair(PASSWORD, passphrase);
    if (!exported.ok) throw new Error(exported.error);
    expect(exported.value).not.toContain(pair.priv);

    // The login password does not open the file: it helps the user who forgot that password.
    const second = await newDevice();
    const newPassword = 'a password for the phone';
    expect(
      await second.account.importKeyPair(exported.value, newPassword, { passphrase: PASSWORD }),
    ).toEqual({ ok: false, error: 'wrong-passphrase' });
    expect(second.account.session).toBeNull();
    const imported = await second.account.importKeyPair(exported.value, newPassword, {
      passphrase,
    });
    if (!imported.ok) throw new Error(imported.error);
    expect(imported.value.pub).toBe(pair.pub);
    // Named by the card the first device published from the start, not by a placeholder.
    expect(imported.value.alias).toBe('Alice');
    // The new password, not the passphrase or the first device's password, unlocks it there.
    await second.account.logout();
    await second.account.importKeyPair(exported.value, newPassword, { passphrase });
    expect((await second.account.login(passphrase)).ok).toBe(false);
    expect((await second.account.login(PASSWORD)).ok).toBe(false);
    expect((await second.account.login(newPassword)).ok).toBe(true);
    expect(second.account.session?.alias).toBe('Alice');
  });

  it('still imports an older export sealed under the login password of the time', async () => {
    const pair = await newPair();
    const older = await exportKeyPair(pair, PASSWORD);
    const device = await newDevice();
    const imported = await device.account.importKeyPair(older, 'the new password', {
      passphrase: PASSWORD,
    });
    expect(imported.ok && imported.value.pub).toBe(pair.pub);
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
        greeting: () => TEST_GREETING,
        db: await openMemoryDatabase({ migrate: true }),
        kv: memoryKeyValueStore(),
        peers: [later.gunUrl],
        redial: FAST_REDIAL,
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
      const gun = createGun({ peers: [later.gunUrl], redial: FAST_REDIAL });
      try {
        const space = createGraphUserSpace(gunGraph(() => gun));
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

  it('keeps the name an imported key already has when the relay is slow to produce its card', async () => {
    const first = await newDevice();
    const pair = await newPair();
    await first.account.create({ pair, alias: 'Alice', avatar: '', password: PASSWORD });
    const published = await profileSeenByOthers(pair.pub, (p) => p['alias'] === 'Alice');
    expect(published).not.toBeNull();

    // The second device's first reads give up before the relay's answer arrives.
    const gun = createGun({ peers: [relay.gunUrl], redial: FAST_REDIAL });
    const space = createGraphUserSpace(gunGraph(() => gun));
    let slowReads = 2;
    const second = new AccountService({
      db: await openMemoryDatabase({ migrate: true }),
      space: {
        ...space,
        readProfile: async (pub, timeoutMs) => {
          if (slowReads === 0) return space.readProfile(pub, timeoutMs);
          slowReads -= 1;
          return null;
        },
      },
      profileCheckMs: 100,
    });
    try {
      const imported = await second.importKeyPair(JSON.stringify(pair), PASSWORD);
      expect(imported.ok && imported.value.alias).toBe(`User-${pair.pub.slice(0, 6)}`);
      await expect.poll(() => second.session?.alias, { timeout: 20_000 }).toBe('Alice');
      expect(slowReads).toBe(0);
      const seen = await fetchProfile(space, pair.pub);
      expect(seen).toMatchObject({ alias: 'Alice' });
    } finally {
      await second.logout();
      gun.close();
    }
  });

  it('keeps the status text when only the name changes', async () => {
    const device = await newDevice();
    const pair = await newPair();
    await device.account.create({ pair, alias: 'Alice', avatar: '', password: PASSWORD });
    expect(await device.account.signature()).toBe('');
    await device.account.updateProfile({ alias: 'Alice', signature: 'out hiking' });
    await device.account.updateProfile({ alias: 'Alice B.' });
    expect(await device.account.signature()).toBe('out hiking');
    const seen = await profileSeenByOthers(pair.pub, (p) => p['alias'] === 'Alice B.');
    expect(seen).toMatchObject({ alias: 'Alice B.', signature: 'out hiking' });
  });
});

describe('keep me signed in on this device', () => {
  /** The same database and kept-session store, opened again as a restarted app would. */
  async function restart(device: Core, keptSessions: KeptSessionStore): Promise<Core> {
    const snapshot = await device.db.export();
    await device.close();
    cores.splice(cores.indexOf(device), 1);
    const restarted = createCore({
      greeting: () => TEST_GREETING,
      db: await openMemoryDatabase({ snapshot }),
      kv: memoryKeyValueStore(),
      peers: [relay.gunUrl],
      redial: FAST_REDIAL,
      keptSessions,
    });
    cores.push(restarted);
    return restarted;
  }

  it('signs in again after a restart without the password, until logout', async () => {
    const kept = memoryKeptSessionStore();
    const device = await newDevice(kept);
    const pair = await newPair();
    await device.account.create({
      pair,
      alias: 'Alice',
      avatar: '',
      password: PASSWORD,
      keepSignedIn: true,
    });

    const restarted = await restart(device, kept);
    const resumed = await restarted.account.resume();
    expect(resumed.ok && resumed.value.pair).toEqual(pair);
    expect(restarted.account.session?.alias).toBe('Alice');

    await restarted.account.logout();
    expect(await kept.load()).toBeNull();
    expect(await restarted.account.resume()).toEqual({ ok: false, error: 'not-kept' });
  });

  it('keeps nothing when not asked to, and forgets an earlier kept session', async () => {
    const kept = memoryKeptSessionStore();
    const device = await newDevice(kept);
    const pair = await newPair();
    await device.account.create({ pair, alias: 'Alice', avatar: '', password: PASSWORD });
    expect(await kept.load()).toBeNull();

    await device.account.login(PASSWORD, { keepSignedIn: true });
    expect(await kept.load()).not.toBeNull();
    await device.account.login(PASSWORD, { keepSignedIn: false });
    expect(await kept.load()).toBeNull();
    const restarted = await restart(device, kept);
    expect(await restarted.account.resume()).toEqual({ ok: false, error: 'not-kept' });
    expect(restarted.account.session).toBeNull();
  });

  it('is removed with the account, and by an import that replaces the account', async () => {
    const kept = memoryKeptSessionStore();
    const device = await newDevice(kept);
    const pair = await newPair();
    const replacement = await newPair();
    await device.account.importKeyPair(JSON.stringify(pair), PASSWORD, { keepSignedIn: true });
    expect((await kept.load())?.pub).toBe(pair.pub);
    await device.account.importKeyPair(JSON.stringify(replacement), PASSWORD);
    expect(await kept.load()).toBeNull();

    await device.account.login(PASSWORD, { keepSignedIn: true });
    expect(await device.account.deleteAccount(PASSWORD)).toEqual({ ok: true, value: undefined });
    expect(await kept.load()).toBeNull();
  });

  it('falls back to the password when the kept session no longer opens', async () => {
    const kept = memoryKeptSessionStore();
    const device = await newDevice(kept);
    const pair = await newPair();
    await device.account.create({
      pair,
      alias: 'Alice',
      avatar: '',
      password: PASSWORD,
      keepSignedIn: true,
    });
    const stored = await kept.load();
    if (!stored) throw new Error('nothing kept');
    // The browser lost the device key (site data partly cleared): another key is found instead.
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await kept.save({ ...stored, key });

    const restarted = await restart(device, kept);
    expect(await restarted.account.resume()).toEqual({ ok: false, error: 'kept-unreadable' });
    expect(restarted.account.session).toBeNull();
    expect(await kept.load()).toBeNull();
    expect((await restarted.account.login(PASSWORD)).ok).toBe(true);
  });

  it('does not resume for an account no longer stored on the device', async () => {
    const kept = memoryKeptSessionStore();
    const device = await newDevice(kept);
    const pair = await newPair();
    await device.account.create({
      pair,
      alias: 'Alice',
      avatar: '',
      password: PASSWORD,
      keepSignedIn: true,
    });
    const stored = await kept.load();
    await device.account.logout();
    if (stored) await kept.save(stored);
    expect(await device.account.resume()).toEqual({ ok: false, error: 'not-kept' });
    expect(device.account.session).toBeNull();
    expect(await kept.load()).toBeNull();
  });
});
