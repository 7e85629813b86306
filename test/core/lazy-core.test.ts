/**
 * The app's core: chats, contacts and the graph client load when someone signs in. Signing up,
 * signing out and up again, and a kept session resumed at start, all end with working services.
 */
import { TEST_GREETING } from '../support/greeting.ts';
import { accepted } from '../support/result.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src/core/core.ts';
import { memoryKeptSessionStore } from '../../src/core/identity/kept-session.ts';
import { createLazyCore } from '../../src/core/lazy-core.ts';
import { memoryKeyValueStore } from '../../src/core/store/kv.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../src/core/store/sql.ts';
import { importedKeyCount } from '../../src/core/crypto/sea-keys.ts';
import { secretCount } from '../../src/core/protocol/key-agreement.ts';
import { newPair } from '../chat/support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

const PASSWORD = 'lazy core password';

let relay: TestRelay;
const cores: Core[] = [];

beforeAll(async () => {
  relay = await startTestRelay();
});

afterEach(async () => {
  await Promise.all(cores.splice(0).map((core) => core.close()));
});

afterAll(async () => {
  await relay.dispose();
});

/** A database that outlives the cores opened on it, as the device's does across reloads. */
async function deviceDatabase(): Promise<SqlDatabase> {
  const db = await openMemoryDatabase({ migrate: true });
  return { ...db, close: () => Promise.resolve() };
}

function newCore(db: SqlDatabase, keptSessions = memoryKeptSessionStore()): Core {
  const core = createLazyCore({
    greeting: () => TEST_GREETING,
    db,
    kv: memoryKeyValueStore(),
    peers: [relay.gunUrl],
    keptSessions,
  });
  cores.push(core);
  return core;
}

describe('createLazyCore', () => {
  it('has no chat before a sign-in, and working services after sign-up, logout and another', async () => {
    const core = newCore(await deviceDatabase());
    expect(() => core.chat).toThrow(/signed in/);

    const created = await core.account.create({
      pair: await newPair(),
      alias: 'Ada',
      avatar: '',
      password: PASSWORD,
    });
    expect(created.ok).toBe(true);
    expect(await core.contacts.requests()).toEqual([]);
    expect(core.chat.online).toEqual(expect.any(Boolean));
    // A room's secret is derived while signed in.
    await accepted(core.rooms.create('Ada room'));
    await eventually(() => secretCount() > 0, 10_000, 'a room secret');

    // Logout wipes the account from the device, and no secret or imported key stays in memory;
    // the next account starts the same services again.
    await core.account.logout();
    expect(core.account.session).toBeNull();
    expect(secretCount()).toBe(0);
    expect(importedKeyCount()).toBe(0);
    const pair = await newPair();
    const next = await core.account.create({ pair, alias: 'Cy', avatar: '', password: PASSWORD });
    expect(next.ok).toBe(true);
    expect(core.account.session?.pub).toBe(pair.pub);
    expect(await core.contacts.requests()).toEqual([]);
  });

  it('resumes a kept session at start with its services ready', async () => {
    const db = await deviceDatabase();
    const kept = memoryKeptSessionStore();
    const first = newCore(db, kept);
    const pair = await newPair();
    const created = await first.account.create({
      pair,
      alias: 'Bo',
      avatar: '',
      password: PASSWORD,
      keepSignedIn: true,
    });
    expect(created.ok).toBe(true);
    await first.close();

    const again = newCore(db, kept);
    expect((await again.account.resume()).ok).toBe(true);
    expect(again.account.session?.pub).toBe(pair.pub);
    expect(await again.contacts.requests()).toEqual([]);
  });
});
