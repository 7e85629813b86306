/**
 * Clients run the same guard as relays, so a hostile relay can send them the frames that once
 * stopped a relay. Here the "relay" is a bare websocket server that answers every read with deeply
 * nested frames first and the real record after them: the client must survive and take the record.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeRelay, type FakeRelay } from './support/fake-relay.ts';

const SOUL = 'meshtalk/v1/inbox/deep-frames#';
const LETTER = 'a letter after the deep frames';
const KEY = createHash('sha256').update(LETTER).digest('hex');
const PUB = `${'A'.repeat(43)}.${'B'.repeat(43)}`;

const nestedArray = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** What the hostile relay sends before each honest answer. */
const HOSTILE_FRAMES = [
  nestedArray(200_000),
  `{"#":"d1","put":{"~${PUB}/n":{"_":{"#":"~${PUB}/n",">":{"k":1}},"k":${nestedObject(50_000)}}}}`,
  `[${Array.from({ length: 100 }, () => nestedArray(5_000)).join(',')}]`,
];

describe('a client against a relay that sends deeply nested frames', () => {
  let relay: FakeRelay;

  beforeAll(async () => {
    relay = await startFakeRelay((socket, read) => {
      if (read.soul !== SOUL) return;
      for (const hostile of HOSTILE_FRAMES) socket.send(hostile);
      const put = { [SOUL]: { _: { '#': SOUL, '>': { [KEY]: Date.now() } }, [KEY]: LETTER } };
      socket.send(JSON.stringify({ '#': 'honest', '@': read.id, put }));
    });
  });

  afterAll(() => relay?.close());

  it('survives them and takes the honest answer that follows', async () => {
    const taken = await new Promise<unknown>((resolve) => {
      relay.client
        .get(SOUL)
        .get(KEY)
        .on((value) => {
          if (value !== undefined && value !== null) resolve(value);
        });
    });
    expect(taken).toBe(LETTER);
  });
});
