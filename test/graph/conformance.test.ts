/**
 * The graph port's contract, run against the in-memory graph and against a real relay: what one
 * client writes into its places another follows; a removal is not handed on; own records, cards and
 * content-addressed values reach their readers; a signed-out or offline graph writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import { OfflineError, type Graph, type RecordPath } from '../../src/core/graph/graph.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { createGun } from '../../src/core/net/gun.ts';
import { contentKey } from '../../src/core/protocol/content-address.ts';
import { newPair } from '../chat/support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { signedInGun } from '../chat/support/gun-chat.ts';
import { MemoryNetwork } from '../support/memory-graph.ts';
import { startTestRelay } from '../support/relay.ts';

interface Network {
  /** A graph signed in as `user`. */
  graphFor(user: KeyPair): Promise<Graph>;
  /** A graph that reaches no relay. */
  offline(): Graph;
  close(): Promise<void>;
}

const CARD: RecordPath = ['profile', 'card'];

const memory = (): Promise<Network> => {
  const net = new MemoryNetwork();
  const nowhere = new MemoryNetwork();
  nowhere.online = false;
  return Promise.resolve({
    graphFor: (user) => Promise.resolve(net.graphFor(user.pub)),
    offline: () => nowhere.graphFor(),
    close: () => Promise.resolve(),
  });
};

const relay = async (): Promise<Network> => {
  const server = await startTestRelay({ serveApp: false });
  const clients: { close(): void }[] = [];
  return {
    async graphFor(user) {
      const gun = await signedInGun(server.gunUrl, user);
      clients.push(gun);
      return gunGraph(() => gun);
    },
    offline() {
      const gun = createGun({ peers: ['http://127.0.0.1:9/gun'] });
      clients.push(gun);
      return gunGraph(() => gun);
    },
    async close() {
      for (const client of clients) client.close();
      await server.dispose();
    },
  };
};

/** Everything `subscribe` hands over, as it arrives. */
function collect<T extends unknown[]>(subscribe: (listener: (...args: T) => void) => () => void) {
  const heard: T[] = [];
  const stop = subscribe((...args) => void heard.push(args));
  return { heard, stop };
}

describe.each([
  ['in memory', memory],
  ['on a real relay', relay],
])('the graph %s', (_name, open) => {
  let net: Network;
  let alice: KeyPair;
  let bob: KeyPair;
  let alices: Graph;
  let bobs: Graph;
  const node = `conformance-${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    net = await open();
    [alice, bob] = await Promise.all([newPair(), newPair()]);
    [alices, bobs] = await Promise.all([net.graphFor(alice), net.graphFor(bob)]);
  });

  afterAll(() => net?.close());

  it('knows who it writes as, and that a relay is connected', () => {
    expect(alices.me()).toBe(alice.pub);
    expect(alices.connectedPeers()).toBeGreaterThan(0);
  });

  it('hands my stream writes to another reader with their state, and no removed value', async () => {
    await alices.write(node, [{ key: 'first', value: 'one' }], 10_000);
    const live = collect<[string, unknown, number]>((on) => bobs.follow(alice.pub, node, on));
    await eventually(() => live.heard.some(([key]) => key === 'first'), 10_000, 'first heard');
    const [, value, state] = live.heard.find(([key]) => key === 'first') ?? [];
    expect(value).toBe('one');
    expect(state).toBeGreaterThan(0);
    live.stop();

    expect(await alices.remove(node, 'first', 10_000)).toBe(true);
    await alices.write(node, [{ key: 'second', value: 'two' }], 10_000);
    const later = collect<[string, unknown, number]>((on) => bobs.follow(alice.pub, node, on));
    await eventually(() => later.heard.some(([key]) => key === 'second'), 10_000, 'second');
    expect(later.heard.map(([key]) => key)).not.toContain('first');
    later.stop();
  });

  it('writes a batch, and refuses to write while offline', async () => {
    const batch = [
      { key: 'b1', value: 'x' },
      { key: 'b2', value: 'y' },
    ];
    await alices.write(`${node}-batch`, batch, 10_000);
    const read = collect<[string, unknown, number]>((on) =>
      bobs.follow(alice.pub, `${node}-batch`, on),
    );
    await eventually(() => read.heard.length >= 2, 10_000, 'batch heard');
    expect(read.heard.map(([key, value]) => [key, value]).sort()).toEqual([
      ['b1', 'x'],
      ['b2', 'y'],
    ]);
    read.stop();
    await expect(net.offline().write(node, batch, 500)).rejects.toThrow(OfflineError);
  });

  it('hands my own-state records to any reader of my bucket; signed out, it writes none', async () => {
    expect(await alices.putOwn('a', 'tag-1', '{"v":1}', 10_000)).toBe(true);
    const read = collect<[string, string]>((on) => bobs.followOwn(alice.pub, 'a', on));
    await eventually(() => read.heard.some(([tag]) => tag === 'tag-1'), 10_000, 'own record');
    expect(read.heard.find(([tag]) => tag === 'tag-1')?.[1]).toBe('{"v":1}');
    read.stop();

    const leaving = await net.graphFor(await newPair());
    leaving.signOut();
    expect(leaving.me()).toBeNull();
    expect(await leaving.putOwn('a', 'tag-2', '{}', 1_000)).toBe(false);

    // Signing out while a put is still being signed: that put goes through, nothing new does.
    const busy = await net.graphFor(await newPair());
    const inFlight = busy.putOwn('a', 'tag-3', '{}', 10_000);
    busy.signOut();
    expect(busy.me()).toBeNull();
    expect(await inFlight).toBe(true);
    expect(await busy.putOwn('a', 'tag-4', '{}', 1_000)).toBe(false);
  });

  it('hands my signed record to every listener, and ends only the listener that stops', async () => {
    const first = collect<[unknown]>((on) => bobs.followSigned(alice.pub, CARD, on));
    const second = collect<[unknown]>((on) => bobs.followSigned(alice.pub, CARD, on));
    await alices.putSigned(CARD, 'card-1', 10_000);
    await eventually(() => first.heard.length > 0 && second.heard.length > 0, 10_000, 'card');
    first.stop();
    await alices.putSigned(CARD, 'card-2', 10_000);
    await eventually(() => second.heard.some(([card]) => card === 'card-2'), 10_000, 'card-2');
    expect(first.heard.map(([card]) => card)).not.toContain('card-2');
    second.stop();
  });

  it('puts a value at its content address, heard once by each follower', async () => {
    const soul = `meshtalk/conformance/${node}#`;
    await alices.putContent(soul, 'hello', 10_000);
    await bobs.putContent(soul, 'hello', 10_000); // the same value again changes nothing
    const read = collect<[string, string]>((on) => bobs.followContent(Promise.resolve(soul), on));
    await alices.putContent(soul, 'world', 10_000);
    await eventually(() => read.heard.length >= 2, 10_000, 'content heard');
    expect(read.heard.sort()).toEqual(
      [
        ['hello', await contentKey('hello')],
        ['world', await contentKey('world')],
      ].sort(),
    );
    read.stop();
    await expect(net.offline().putContent(soul, 'lost', 500)).rejects.toThrow(OfflineError);
  });
});
