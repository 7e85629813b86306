/**
 * Connections without limit, from the attacker's side: sockets from one address beyond its cap,
 * websockets from many addresses up to the relay's cap, and connections that never say anything.
 * Test connections come from different loopback addresses (127.0.0.x), which Linux routes to the
 * relay on 127.0.0.1; the honest clients connect from 127.0.0.1.
 */
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGunClient } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { relayWithHonestUsers } from './support/honest-users.ts';
import { readMetrics } from './support/relay-metrics.ts';
import { openRawSocket, type RawSocket } from './support/raw-socket.ts';

/** Opens `count` websockets from `from`; those the relay refuses are left out. */
async function openMany(gunUrl: string, from: string, count: number): Promise<RawSocket[]> {
  const attempts = await Promise.allSettled(
    Array.from({ length: count }, () => openRawSocket(gunUrl, { from })),
  );
  return attempts.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value] : []));
}

describe('a relay holding sockets for many connections', () => {
  const honest = relayWithHonestUsers([
    '--metrics',
    '--max-connections',
    '40',
    '--max-connections-per-address',
    '10',
  ]);

  it('holds no more sockets from one address than its cap, and serves everyone else', async () => {
    const held = await openMany(honest.relay.gunUrl, '127.0.0.2', 30);
    try {
      expect(held).toHaveLength(10);
      expect((await fetch(`${honest.relay.url}/health`)).status).toBe(200);
      await honest.stillServes('beside-one-full-address');
      const newcomer = await startGunClient(honest.relay.gunUrl);
      await newcomer.close();
      expect((await readMetrics(honest.relay.url)).connections.refused).toBeGreaterThanOrEqual(20);
    } finally {
      held.forEach((socket) => socket.close());
    }
  });

  it('keeps room for /health when websockets from many addresses fill the relay', async () => {
    // 40 sockets, a quarter of them (10) kept for plain requests: 30 websockets at most.
    const held = (
      await Promise.all(
        ['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6'].map((from) =>
          openMany(honest.relay.gunUrl, from, 10),
        ),
      )
    ).flat();
    try {
      expect((await readMetrics(honest.relay.url)).connections.websockets).toBe(30);
      expect(held.length).toBeLessThan(30);
      const health = await fetch(`${honest.relay.url}/health`);
      expect(health.status).toBe(200);
    } finally {
      held.forEach((socket) => socket.close());
    }
    await expect
      .poll(async () => (await readMetrics(honest.relay.url)).connections.websockets, {
        timeout: 10_000,
      })
      .toBe(2);
    await honest.stillServes('after-the-relay-was-full');
  });
});

describe('a relay closing connections that say nothing', () => {
  let relay: TestRelay;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false, args: ['--metrics', '--idle-timeout', '1'] });
  });

  afterAll(async () => {
    await relay?.dispose();
  });

  it('closes silent websockets, websockets sending only junk, and sockets with no request', async () => {
    const silent = await openMany(relay.gunUrl, '127.0.0.7', 3);
    const junk = await openRawSocket(relay.gunUrl, { from: '127.0.0.7' });
    junk.send('not a message');
    const bare = connect({ host: '127.0.0.1', port: relay.port, localAddress: '127.0.0.7' });
    bare.on('error', () => undefined);
    const bareClosed = new Promise((resolve) => bare.once('close', resolve));
    for (const socket of [...silent, junk]) expect(await socket.closed(10_000)).not.toBeNull();
    await bareClosed;
    expect((await readMetrics(relay.url)).connections.timedOut).toBeGreaterThanOrEqual(5);
  });

  it('keeps a websocket that keeps sending valid messages', async () => {
    // A silent socket opened just after marks when an idle time-out has passed: the chatty one
    // writes, each write answered before the next, until the relay has closed the silent one.
    const chatty = await openRawSocket(relay.gunUrl, { from: '127.0.0.8' });
    const silent = await openRawSocket(relay.gunUrl, { from: '127.0.0.9' });
    let silentClosed: number | null | undefined;
    void silent.closed(20_000).then((code) => (silentClosed = code));
    const soul = 'meshtalk/v1/inbox/idle-test#';
    for (let i = 0; silentClosed === undefined; i++) {
      const letter = `letter ${i}`;
      const id = chatty.put(soul, createHash('sha256').update(letter).digest('hex'), letter);
      expect((await chatty.reply(id))?.err).toBeUndefined();
    }
    expect(silentClosed).not.toBeNull();
    expect(await chatty.closed(0)).toBeNull();
    chatty.close();
  });
});
