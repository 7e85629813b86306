/**
 * Fuzzes the relay's message handler for a bounded time: random frames and mutations of real Gun
 * messages, over raw websockets; then frames built to exhaust it (deep and wide structures, from
 * many connections at once). The relay must stay up and keep serving an honest user.
 */
import { describe, expect, it } from 'vitest';
import { relayWithHonestUsers } from './support/honest-users.ts';
import { readMetrics, refusedTotal } from './support/relay-metrics.ts';
import { openRawSocket, type RawSocket } from './support/raw-socket.ts';

const FUZZ_MS = 8_000;
const SEED = Number(process.env['MESHTALK_FUZZ_SEED'] ?? Date.now() % 2 ** 31);

/** mulberry32: a small seeded generator, so a failing run can be repeated with its seed. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PUB = `${'A'.repeat(43)}.${'B'.repeat(43)}`;
const NAMES = ['constructor', '__proto__', 'toString', '#', '_', '>', '', '~', `~${PUB}`, 'a'];

function fuzzer(random: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const text = (max: number): string =>
    Array.from({ length: Math.floor(random() * max) }, () =>
      String.fromCharCode(Math.floor(random() * 0x2fff)),
    ).join('');
  const nested = (depth: number): unknown => {
    let inner: unknown = 1;
    for (let i = 0; i < depth; i++) inner = random() < 0.5 ? [inner] : { [pick(NAMES)]: inner };
    return inner;
  };
  const value = (): unknown =>
    pick([
      null,
      true,
      -0,
      1e308,
      -Infinity,
      Number.NaN,
      text(40),
      pick(NAMES),
      { '#': pick(NAMES) },
      nested(Math.floor(random() * 2_000)),
      'x'.repeat(Math.floor(random() * 20_000)),
      [],
      {},
    ]);
  const soul = (): string =>
    pick([`~${PUB}/n`, `~${PUB}`, 'meshtalk/v1/inbox/x#', pick(NAMES), text(20), `~${text(5)}`]);
  const templates = (): Record<string, unknown>[] => {
    const s = soul();
    const key = pick(['k', ...NAMES]);
    return [
      { '#': text(9), put: { [s]: { _: { '#': s, '>': { [key]: Date.now() } }, [key]: value() } } },
      { '#': text(9), get: { '#': s, '.': pick([key, { '*': key }, value()]) } },
      { '#': text(9), '@': text(9), ok: pick([1, { '': 1 }, value()]), err: value() },
      { dam: pick(['?', '!', 'hi', 'mob', 'bye', ...NAMES]), pid: value(), peers: value() },
    ];
  };
  /** Replaces a random part of a real message with a random value. */
  const mutate = (message: Record<string, unknown>): unknown => {
    let target: Record<string, unknown> = message;
    for (let depth = 0; depth < 4; depth++) {
      const keys = Object.keys(target);
      const key = pick(keys.length > 0 ? keys : ['x']);
      const inner = target[key];
      if (random() < 0.4 || typeof inner !== 'object' || inner === null) {
        target[random() < 0.2 ? pick(NAMES) : key] = value();
        break;
      }
      target = inner as Record<string, unknown>;
    }
    return message;
  };
  return (): string | Buffer => {
    switch (pick(['mutated', 'mutated', 'batch', 'garbage', 'truncated', 'binary'] as const)) {
      case 'mutated':
        return JSON.stringify(mutate(pick(templates())));
      case 'batch':
        return JSON.stringify(
          Array.from({ length: 1 + Math.floor(random() * 20) }, () => mutate(pick(templates()))),
        );
      case 'garbage':
        return text(500);
      case 'truncated': {
        const frame = JSON.stringify(pick(templates()));
        return frame.slice(0, Math.floor(random() * frame.length));
      }
      case 'binary':
        return Buffer.from(text(100));
    }
  };
}

describe('relay message handler under fuzzing', () => {
  const honest = relayWithHonestUsers();

  it(`stays up and keeps serving an honest user (seed ${SEED})`, { timeout: 60_000 }, async () => {
    const next = fuzzer(generator(SEED));
    const sockets: RawSocket[] = [];
    const refusedBefore = refusedTotal(await readMetrics(honest.relay.url));
    const deadline = Date.now() + FUZZ_MS;
    while (Date.now() < deadline) {
      const socket = await openRawSocket(honest.relay.gunUrl);
      sockets.push(socket);
      for (let i = 0; i < 100; i++) {
        socket.send(next());
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      socket.close();
    }
    // The relay read the fuzz: random frames are nearly all refused.
    expect(refusedTotal(await readMetrics(honest.relay.url))).toBeGreaterThan(refusedBefore);
    const health = await fetch(`${honest.relay.url}/health`);
    expect(health.status).toBe(200);
    await honest.stillServes('after-fuzz');
  });
});

const PUT_SOUL = `~${PUB}/n`;
const nestedArray = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const putFrameWith = (id: string, value: string, keys = '"k"'): string =>
  `{"#":"${id}","put":{"${PUT_SOUL}":{"_":{"#":"${PUT_SOUL}",">":{${keys}:1}},"k":${value}}}}`;
const wideObject = (keys: number, value: string): string =>
  `{${Array.from({ length: keys }, (_, i) => `"k${i}":${value}`).join(',')}}`;

/** Frames a few kilobytes long that once stopped a relay, or that cost it far more than their size. */
const EXHAUSTING_FRAMES: Record<string, () => string> = {
  'a 10,000-deep array (20 KB)': () => nestedArray(10_000),
  'a 200,000-deep array': () => nestedArray(200_000),
  'a 50,000-deep object inside a put': () => putFrameWith('deep-put', nestedObject(50_000)),
  'a 50,000-deep array inside a put': () => putFrameWith('deep-put-array', nestedArray(50_000)),
  'a 50,000-deep object as a read’s key': () =>
    `{"#":"deep-get","get":{"#":"${PUT_SOUL}",".":${nestedObject(50_000)}}}`,
  'a batch of 1,000 messages 1,000 deep': () =>
    `[${Array.from({ length: 1_000 }, () => nestedArray(1_000)).join(',')}]`,
  'a message with 50,000 fields': () => wideObject(50_000, '1'),
  'a node with 100,000 keys': () => {
    const states = wideObject(100_000, '1').slice(1, -1);
    const node = wideObject(100_000, '"v"').slice(1, -1);
    return `{"#":"wide","put":{"${PUT_SOUL}":{"_":{"#":"${PUT_SOUL}",">":{${states}}},${node}}}}`;
  },
  'a read with 100,000 lex keys': () =>
    `{"#":"wide-get","get":{"#":"${PUT_SOUL}",".":${wideObject(100_000, '"x"')}}}`,
};

describe('relay against frames built to exhaust it', () => {
  const honest = relayWithHonestUsers();

  /** Sends `frame` once from each of `connections` sockets and waits until the relay refused each. */
  const sendAndWaitForRefusals = async (frame: string, connections: number): Promise<void> => {
    const before = refusedTotal(await readMetrics(honest.relay.url));
    const sockets = await Promise.all(
      Array.from({ length: connections }, () => openRawSocket(honest.relay.gunUrl)),
    );
    for (const socket of sockets) socket.send(frame);
    await expect
      .poll(async () => refusedTotal(await readMetrics(honest.relay.url)), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(before + connections);
    sockets.forEach((socket) => socket.close());
  };

  for (const [name, build] of Object.entries(EXHAUSTING_FRAMES)) {
    it(`refuses ${name} and keeps serving`, { timeout: 60_000 }, async () => {
      await sendAndWaitForRefusals(build(), 1);
      await honest.stillServes(name.replace(/\W+/g, '-'));
    });
  }

  it('refuses deep frames from 40 connections at once and keeps serving', async () => {
    await sendAndWaitForRefusals(nestedArray(10_000), 40);
    await sendAndWaitForRefusals(putFrameWith('deep-many', nestedObject(20_000)), 40);
    await honest.stillServes('after-many-connections');
  });
});
