import { afterEach, describe, expect, it } from 'vitest';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

// Each test stops and restarts a relay process: a budget for a busy machine, not a duration.
describe('relay persistence', { timeout: 90_000 }, () => {
  const relays: TestRelay[] = [];
  const clients: GunClientProcess[] = [];
  const relay = async (): Promise<TestRelay> => {
    const started = await startTestRelay();
    relays.push(started);
    return started;
  };
  const client = async (gunUrl: string): Promise<GunClientProcess> => {
    const started = await startGunClient(gunUrl, { signIn: true });
    clients.push(started);
    return started;
  };

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all(relays.splice(0).map((r) => r.dispose()));
  });

  it('passes data between clients and keeps it across a SIGTERM restart', async () => {
    const server = await relay();
    const writer = await client(server.gunUrl);
    const space = String(writer.space);
    const message = { text: 'hello from the writer', sentAt: 1700000000000 };

    const ack = await writer.put([space, 'persistence-test', 'greeting'], 'hello');
    expect(ack).not.toBeNull();
    expect(ack?.err).toBeUndefined();
    expect(
      (await writer.put([space, 'persistence-test', 'message'], message))?.err,
    ).toBeUndefined();

    const reader = await client(server.gunUrl);
    expect(await reader.once([space, 'persistence-test', 'greeting'])).toBe('hello');
    expect(await reader.once([space, 'persistence-test', 'message'])).toEqual(message);
    await Promise.all(clients.splice(0).map((c) => c.close()));

    expect(await server.stop()).toEqual({ code: 0, signal: null });
    await server.restart();

    const fresh = await client(server.gunUrl);
    expect(await fresh.once([space, 'persistence-test', 'greeting'])).toBe('hello');
    expect(await fresh.once([space, 'persistence-test', 'message'])).toEqual(message);
    expect(await fresh.once([space, 'persistence-test', 'never-written'])).toBeUndefined();
  });

  it('flushes writes still waiting in the disk batch when stopped', async () => {
    const server = await relay();
    const writer = await client(server.gunUrl);
    const reader = await client(server.gunUrl);
    const space = String(writer.space);

    // The relay has the value in memory once the reader sees it, well inside radisk's 250 ms
    // batch window; SIGTERM right then must still get it to disk.
    await writer.put([space, 'flush-test', 'late'], 'written just before shutdown', {
      waitForAck: false,
    });
    await reader.waitFor([space, 'flush-test', 'late'], { equals: 'written just before shutdown' });
    expect(await server.stop()).toEqual({ code: 0, signal: null });
    // Nobody who saw the value may push it back after the restart.
    await Promise.all(clients.splice(0).map((c) => c.close()));

    await server.restart();
    const fresh = await client(server.gunUrl);
    expect(await fresh.once([space, 'flush-test', 'late'])).toBe('written just before shutdown');
  });

  it('keeps live subscriptions working after the relay restarts', async () => {
    const server = await relay();
    const writer = await client(server.gunUrl);
    const reader = await client(server.gunUrl);
    const space = String(writer.space);
    // Subscribed before the restart: the client must subscribe again when it reconnects.
    const arrived = reader.waitFor([space, 'reconnect-test', 'after'], { equals: 'still here' });

    await server.restart(); // same port, so both clients reconnect on their own
    for (const c of [writer, reader]) {
      await expect.poll(() => c.connectedPeers(), { timeout: 30_000, interval: 100 }).toBe(1);
    }
    await writer.put([space, 'reconnect-test', 'after'], 'still here');
    expect(await arrived).toBe('still here');
    const health = await fetch(`${server.url}/health`);
    expect(((await health.json()) as { connectedPeers: number }).connectedPeers).toBe(2);
  });
});
