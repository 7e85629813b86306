import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { startTcpGate, type TcpGate } from '../support/tcp-gate.ts';
import { rawRequest } from './http-request.ts';

const MESH_SECRET = 'a-mesh-secret-for-the-tests';

async function connectedPeers(relay: TestRelay): Promise<unknown> {
  const res = await rawRequest(relay.url, '/health');
  return (JSON.parse(res.body) as { connectedPeers: unknown }).connectedPeers;
}

describe('relays peered with --peers', () => {
  // Optional chaining in afterAll: beforeAll may have failed half-way.
  let first: TestRelay;
  let second: TestRelay;
  let onFirst: GunClientProcess;
  let onSecond: GunClientProcess;

  beforeAll(async () => {
    first = await startTestRelay();
    // Without the /gun path on purpose: the relay adds it.
    second = await startTestRelay({ peers: [first.url] });
    onFirst = await startGunClient(first.gunUrl, { signIn: true });
    onSecond = await startGunClient(second.gunUrl, { signIn: true });
  });

  afterAll(async () => {
    await Promise.all([onFirst?.close(), onSecond?.close()]);
    await Promise.all([second?.dispose(), first?.dispose()]);
  });

  /** A node in `writer`'s own space: relays store nothing outside user spaces. */
  const at = (writer: GunClientProcess, ...keys: string[]): string[] => [
    String(writer.space),
    ...keys,
  ];

  it('links relay 2 to relay 1 (the link counts on both sides)', async () => {
    // Each relay also has its own client connected.
    await expect.poll(() => connectedPeers(first), { timeout: 10_000 }).toBe(2);
    await expect.poll(() => connectedPeers(second), { timeout: 10_000 }).toBe(2);
  });

  it('passes a write on relay 1 to a reader on relay 2', async () => {
    expect(
      (await onFirst.put(at(onFirst, 'mesh-test', 'one-to-two'), 'from relay 1'))?.err,
    ).toBeUndefined();
    expect(
      await onSecond.waitFor(at(onFirst, 'mesh-test', 'one-to-two'), { equals: 'from relay 1' }),
    ).toBe('from relay 1');
  });

  it('passes a write on relay 2 to a reader on relay 1', async () => {
    expect(
      (await onSecond.put(at(onSecond, 'mesh-test', 'two-to-one'), 'from relay 2'))?.err,
    ).toBeUndefined();
    expect(await onFirst.once(at(onSecond, 'mesh-test', 'two-to-one'))).toBe('from relay 2');
  });

  it('delivers live updates across the mesh to a subscriber', async () => {
    const seen = onSecond.waitFor(at(onFirst, 'mesh-test', 'live'), { equals: 'update 2' });
    await onFirst.put(at(onFirst, 'mesh-test', 'live'), 'update 1');
    await onFirst.put(at(onFirst, 'mesh-test', 'live'), 'update 2');
    expect(await seen).toBe('update 2');
  });

  it('delivers live updates from relay 2 to a subscriber on relay 1', async () => {
    const seen = onFirst.waitFor(at(onSecond, 'mesh-test', 'live-back'), { equals: 'update 2' });
    await onSecond.put(at(onSecond, 'mesh-test', 'live-back'), 'update 1');
    await onSecond.put(at(onSecond, 'mesh-test', 'live-back'), 'update 2');
    expect(await seen).toBe('update 2');
  });

  it('keeps on relay 2 a copy of what its readers follow on relay 1 (runs last: stops relay 1)', async () => {
    // A reader on relay 2 follows the node: relay 2 asks relay 1 for it, and is sent its writes.
    const followed = onSecond.waitFor(at(onFirst, 'mesh-replica', 'value'), {
      equals: 'kept on both relays',
    });
    const ack = await onFirst.put(at(onFirst, 'mesh-replica', 'value'), 'kept on both relays');
    expect(ack?.err).toBeUndefined();
    await followed;
    await first.stop();
    // Relay 1 is gone: relay 2 answers from its own store.
    const late = await startGunClient(second.gunUrl);
    try {
      expect(await late.waitFor(at(onFirst, 'mesh-replica', 'value'), { timeoutMs: 5_000 })).toBe(
        'kept on both relays',
      );
    } finally {
      await late.close();
    }
  });
});

describe('relays whose link was down', () => {
  let first: TestRelay;
  let second: TestRelay;
  /** Relay 2 dials relay 1 through it. */
  let link: TcpGate;
  let onFirst: GunClientProcess;
  let onSecond: GunClientProcess;

  beforeAll(async () => {
    // Relay 1 knows the link relay 2 dials in on as a relay by the secret both were given.
    const args = ['--mesh-secret', MESH_SECRET];
    first = await startTestRelay({ serveApp: false, args });
    link = await startTcpGate(first.port);
    second = await startTestRelay({ serveApp: false, peers: [link.url], args });
    onFirst = await startGunClient(first.gunUrl, { signIn: true });
    onSecond = await startGunClient(second.gunUrl, { signIn: true });
  });

  afterAll(async () => {
    await Promise.all([onFirst?.close(), onSecond?.close()]);
    await Promise.all([second?.dispose(), first?.dispose(), link?.dispose()]);
  });

  const at = (writer: GunClientProcess, key: string): string[] => [
    String(writer.space),
    'mesh-gap',
    key,
  ];

  // Both readers asked while the link was down, and their relays answered alone: only the catch-up
  // on the new link brings them what the other relay heard in the meantime.
  it('catches both relays up on what was written on the other while the link was down', async () => {
    await expect.poll(() => connectedPeers(first), { timeout: 10_000 }).toBe(2);
    link.close();
    await expect.poll(() => connectedPeers(first), { timeout: 10_000 }).toBe(1);
    const onOne = onFirst.waitFor(at(onSecond, 'two'), { timeoutMs: 25_000 });
    const onTwo = onSecond.waitFor(at(onFirst, 'one'), { timeoutMs: 25_000 });
    expect((await onSecond.put(at(onSecond, 'two'), 'written on relay 2'))?.err).toBeUndefined();
    expect((await onFirst.put(at(onFirst, 'one'), 'written on relay 1'))?.err).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    link.open();
    expect(await onOne).toBe('written on relay 2');
    expect(await onTwo).toBe('written on relay 1');
  }, 40_000);
});
