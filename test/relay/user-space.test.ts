import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS } from '../../src/core/net/wire-rules.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

const SEA_USER = fileURLToPath(new URL('./fixtures/sea-user.ts', import.meta.url));

/**
 * What identity code relies on: the relay itself checks SEA signatures in user spaces (`~pub`), so
 * a modified client that skips its own checks still cannot write there.
 */
describe('relay and SEA user spaces', () => {
  let relay: TestRelay;
  let alice: GunClientProcess;
  let attacker: GunClientProcess;
  let reader: GunClientProcess;
  let pub: string;

  beforeAll(async () => {
    relay = await startTestRelay();
    alice = await startGunClient(relay.gunUrl, { handlers: SEA_USER });
    attacker = await startGunClient(relay.gunUrl);
    reader = await startGunClient(relay.gunUrl);
    pub = String(await alice.call('signUpWithName', 'alice'));
  });

  afterAll(async () => {
    await Promise.all([alice.close(), attacker.close(), reader.close()]);
    await relay.dispose();
  });

  it('stores the owner’s signed writes where anyone can read them', async () => {
    expect(pub).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(await reader.once([`~${pub}`, 'profile', 'name'])).toBe('alice');
  });

  it('refuses an unsigned overwrite of existing user data', async () => {
    // User-space child nodes have path souls: `~pub/profile`. Refused before SEA sees it.
    const reply = await attacker.rawPut(`~${pub}/profile`, 'name', 'mallory');
    expect(reply?.err).toBe(REFUSALS.unsigned);
    const fresh = await startGunClient(relay.gunUrl);
    try {
      expect(await fresh.once([`~${pub}`, 'profile', 'name'])).toBe('alice');
    } finally {
      await fresh.close();
    }
  });

  it('refuses unsigned new keys in a user space', async () => {
    const reply = await attacker.rawPut(`~${pub}`, 'epub', 'attacker-chosen-key');
    expect(reply?.err).toBe(REFUSALS.unsigned);
    expect(await reader.once([`~${pub}`, 'epub'])).toBeUndefined();
  });

  it('refuses writes outside user spaces and content-addressed records', async () => {
    const reply = await attacker.rawPut('public-board', 'notice', 'anyone can write here');
    expect(reply?.err).toBe(REFUSALS.namespace);
    expect(await reader.once(['public-board', 'notice'], { wait: 500 })).toBeUndefined();
  });
});
