/**
 * Floods from several connections that each stay inside their own budget, from the attacker's
 * side: reads of made-up souls, and writes of content-addressed junk. An honest write and read
 * must go through during the flood, and what the relay holds for the flood must return to what it
 * held before: queues empty, websockets closed, junk nodes dropped from memory.
 */
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { relayWithHonestUsers } from './support/honest-users.ts';
import { readMetrics } from './support/relay-metrics.ts';
import { openRawSocket, putFrame, type RawSocket } from './support/raw-socket.ts';

const ATTACKERS = ['127.0.0.2', '127.0.0.2', '127.0.0.2', '127.0.0.3', '127.0.0.3', '127.0.0.4'];
const TICK_MS = 100;
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Sends `frame()` on every socket every tick until `stop` is called. */
function flood(sockets: readonly RawSocket[], frame: () => string) {
  let ticks = 0;
  const timer = setInterval(() => {
    ticks++;
    sockets.forEach((socket) => socket.send(frame()));
  }, TICK_MS);
  return { ticks: () => ticks, stop: () => clearInterval(timer) };
}

describe('floods inside every connection’s budget', () => {
  const honest = relayWithHonestUsers();

  /** Runs `frame` from every attacker while an honest user writes and reads, then stops. */
  const duringFlood = async (label: string, frame: () => string): Promise<void> => {
    const sockets = await Promise.all(
      ATTACKERS.map((from) => openRawSocket(honest.relay.gunUrl, { from })),
    );
    const running = flood(sockets, frame);
    try {
      await expect.poll(() => running.ticks(), { timeout: 5_000 }).toBeGreaterThanOrEqual(5);
      await honest.stillServes(label);
    } finally {
      running.stop();
      sockets.forEach((socket) => socket.close());
    }
  };

  const settled = async (): Promise<void> => {
    await expect
      .poll(
        async () => {
          const { load, connections } = await readMetrics(honest.relay.url);
          return { waiting: load.queue.messages, websockets: connections.websockets };
        },
        // A budget for a busy machine to work through a flood's queued reads, not a rate.
        { timeout: 60_000 },
      )
      .toEqual({ waiting: 0, websockets: 2 });
  };

  it(
    'serves an honest user while six connections read made-up souls',
    { timeout: 150_000 },
    async () => {
      let next = 0;
      // 200 reads a tick: 2,000 a second per connection, its whole budget.
      await duringFlood('during-read-flood', () =>
        JSON.stringify(
          Array.from({ length: 200 }, () => ({
            '#': `r${++next}`,
            get: { '#': `~${randomBytes(32).toString('base64url')}/made-up/${next}` },
          })),
        ),
      );
      await settled();
    },
  );

  it(
    'serves an honest user while six connections write junk, and forgets the junk',
    { timeout: 150_000 },
    async () => {
      await honest.stillServes('before-write-flood'); // the honest user's nodes are held from here on
      const before = (await readMetrics(honest.relay.url)).load.graphNodes;
      let next = 0;
      // 32 KiB a tick: 320 KiB a second per connection, across many content-addressed souls.
      await duringFlood('during-write-flood', () => {
        const junk = `${++next} ${'j'.repeat(32 * 1024)}`;
        return putFrame(
          `w${next}`,
          `meshtalk/v1/junk-${next % 50}#`,
          sha256(junk),
          junk,
          Date.now(),
        );
      });
      await settled();
      await expect
        .poll(async () => (await readMetrics(honest.relay.url)).load.graphNodes, {
          timeout: 30_000,
        })
        .toBeLessThanOrEqual(before);
    },
  );

  it('closes a connection that asks for much and reads none of it', async () => {
    const letter = `${Math.random()} ${'L'.repeat(2.5 * 1024 * 1024)}`;
    const soul = 'meshtalk/v1/big-letters#';
    const honestSocket = await openRawSocket(honest.relay.gunUrl);
    expect(
      (await honestSocket.reply(honestSocket.put(soul, sha256(letter), letter), 20_000))?.err,
    ).toBeUndefined();
    honestSocket.close();
    const before = (await readMetrics(honest.relay.url)).load.closedUnread;
    const greedy = await openRawSocket(honest.relay.gunUrl, { from: '127.0.0.5' });
    greedy.stopReading();
    // Each read is answered with the whole 2.5 MiB node; 20 of them are 50 MiB left unread.
    for (let i = 0; i < 20; i++)
      greedy.send(JSON.stringify({ '#': `big${i}`, get: { '#': soul } }));
    await expect
      .poll(async () => (await readMetrics(honest.relay.url)).load.closedUnread, {
        timeout: 20_000,
      })
      .toBe(before + 1);
    greedy.close();
    await honest.stillServes('after-an-unread-connection');
  });
});
