import { afterAll, describe, it } from 'vitest';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { rawRequest } from './http-request.ts';

/** Longer than Gun's own single retry (2 s after a drop), after which plain Gun gives up. */
const LONG_OUTAGE_MS = 3_500;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function connectedPeers(relay: TestRelay): Promise<unknown> {
  const res = await rawRequest(relay.url, '/health');
  return (JSON.parse(res.body) as { connectedPeers: unknown }).connectedPeers;
}

// Concurrent: both cases mostly wait out outages, which on a loaded machine can take longer than
// the suite's default time-out.
describe.concurrent('reconnecting after a long relay outage', { timeout: 60_000 }, () => {
  const relays: TestRelay[] = [];
  const clients: GunClientProcess[] = [];

  afterAll(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all(relays.splice(0).map((r) => r.dispose()));
  });

  it('brings clients and their subscriptions back', async ({ expect }) => {
    const relay = await startTestRelay();
    relays.push(relay);
    const writer = await startGunClient(relay.gunUrl, { signIn: true });
    const reader = await startGunClient(relay.gunUrl);
    clients.push(writer, reader);
    const arrived = reader.waitFor([String(writer.space), 'outage-test', 'after'], {
      equals: 'back again',
      timeoutMs: 30_000,
    });

    await relay.stop();
    await sleep(LONG_OUTAGE_MS);
    await relay.restart();

    for (const client of [writer, reader]) {
      await expect.poll(() => client.connectedPeers(), { timeout: 15_000, interval: 200 }).toBe(1);
    }
    await writer.put([String(writer.space), 'outage-test', 'after'], 'back again');
    expect(await arrived).toBe('back again');
    // One connection per client: redialling must not pile up duplicates.
    expect(await connectedPeers(relay)).toBe(2);
  });

  it('re-links a relay to its peer relay', async ({ expect }) => {
    const first = await startTestRelay();
    relays.push(first);
    const second = await startTestRelay({ peers: [first.gunUrl] });
    relays.push(second);
    await expect.poll(() => connectedPeers(first), { timeout: 10_000 }).toBe(1);

    await first.stop();
    await sleep(LONG_OUTAGE_MS);
    await first.restart();
    await expect.poll(() => connectedPeers(first), { timeout: 15_000, interval: 200 }).toBe(1);

    const onFirst = await startGunClient(first.gunUrl, { signIn: true });
    const onSecond = await startGunClient(second.gunUrl);
    clients.push(onFirst, onSecond);
    await onFirst.put([String(onFirst.space), 'outage-mesh', 'value'], 'across the healed link');
    expect(
      await onSecond.waitFor([String(onFirst.space), 'outage-mesh', 'value'], {
        equals: 'across the healed link',
      }),
    ).toBe('across the healed link');
  });
});
