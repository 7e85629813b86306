/**
 * The chat tests run several Gun clients in one process. createGun keeps no local store (no
 * radisk, no localStorage), which is what made in-process clients interfere; this checks that
 * each client keeps its own signed-in user and sees the others' writes only through the relay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GunClient } from '../../src/core/net/gun.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { newPair } from './support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { signedInGun } from './support/gun-chat.ts';

describe('several Gun clients in one process', () => {
  let relay: TestRelay;
  const clients: GunClient[] = [];

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
  });

  afterAll(async () => {
    clients.forEach((gun) => gun.close());
    await relay?.dispose();
  });

  it('keep their own users and exchange signed writes through the relay', async () => {
    const [pa, pb] = await Promise.all([newPair(), newPair()]);
    const a = await signedInGun(relay.gunUrl, pa);
    const b = await signedInGun(relay.gunUrl, pb);
    clients.push(a, b);
    expect(a.user().is?.pub).toBe(pa.pub);
    expect(b.user().is?.pub).toBe(pb.pub);
    const seen = new Map<string, number>();
    b.user(pa.pub)
      .get('probe')
      .map()
      .on((value, key) => {
        if (typeof value === 'string') seen.set(key, (seen.get(key) ?? 0) + 1);
      });
    for (let i = 0; i < 50; i++) a.user().get('probe').get(`k${i}`).put(`v${i}`);
    await eventually(() => seen.size === 50, 10_000, '50 writes seen');
    // A's writes did not land in B's own space.
    const own = await new Promise((resolve) =>
      b.user(pb.pub).get('probe').once(resolve, { wait: 500 }),
    );
    expect(own).toBeUndefined();
  });
});
