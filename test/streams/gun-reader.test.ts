/**
 * Reading streams through Gun on a real relay: every record is handed over, Gun keeps none of them
 * in memory on either side (a long conversation would otherwise grow both apps for good), a busy
 * day's node comes back whole from the relay's disk, and a reader that lost its relay asks again
 * when it is back, so it gets what was written meanwhile. A write reaches the relay signed whatever
 * else this client wrote into its space at the same moment, and leaves no list of the writer's
 * stream nodes on the relay's disk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GunClient } from '../../src/core/net/gun.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { streamSoul } from '../../src/core/streams/sealed-record.ts';
import type { StreamTransport } from '../../src/core/graph/graph.ts';
import { newPair } from '../chat/support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { signedInGun } from '../chat/support/gun-chat.ts';
import { readRelayGraph } from '../support/relay-disk.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

interface GunMemory {
  graph: Record<string, Record<string, unknown> | undefined>;
  next?: Record<string, { put?: Record<string, unknown>; next?: Record<string, unknown> }>;
}

const memoryOf = (gun: GunClient) => (gun as unknown as { _: GunMemory })._;
/** The record keys Gun holds for `soul`: in its graph, its soul chain's copy and key chains. */
const keptKeys = (gun: GunClient, soul: string): string[] => {
  const root = memoryOf(gun);
  const chain = root.next?.[soul];
  return [
    ...Object.keys(root.graph[soul] ?? {}).map((k) => 'graph:' + k),
    ...Object.keys(chain?.put ?? {}).map((k) => 'put:' + k),
    ...Object.keys(chain?.next ?? {}).map((k) => 'next:' + k),
  ].filter((key) => key.includes(':r'));
};

type GraphNode = Record<string, unknown> & { _: { '>': Record<string, number> } };
const graphOf = (gun: GunClient) =>
  (gun as unknown as { _: { graph: Record<string, GraphNode | undefined> } })._.graph;

describe('stream nodes written and read through Gun', () => {
  let relay: TestRelay;
  let writerGun: GunClient;
  let readerGun: GunClient;
  let writer: StreamTransport;
  let reader: StreamTransport;
  let writerPub: string;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    const [alice, bob] = await Promise.all([newPair(), newPair()]);
    writerPub = alice.pub;
    [writerGun, readerGun] = await Promise.all([
      signedInGun(relay.gunUrl, alice),
      signedInGun(relay.gunUrl, bob),
    ]);
    writer = gunGraph(() => writerGun);
    reader = gunGraph(() => readerGun);
  });

  afterAll(async () => {
    writerGun?.close();
    readerGun?.close();
    await relay?.dispose();
  });

  const write = (node: string, keys: string[]) =>
    keys.length === 1
      ? writer.write(node, [{ key: keys[0] ?? '', value: `value of ${keys[0]}` }], 10_000)
      : writer.write(
          node,
          keys.map((key) => ({ key, value: `value of ${key}` })),
          10_000,
        );
  /** Single writes `r<from>` … `r<to - 1>`, at once as an outbox sends them. */
  const writeEach = (node: string, from: number, to: number) =>
    Promise.all(Array.from({ length: to - from }, (_, i) => write(node, [`r${from + i}`])));

  it('hands over every record, and neither side keeps them in Gun', async () => {
    const node = 'memory-node';
    const heard = new Map<string, unknown>();
    // Some written before the reader follows, some after; singles and one batch.
    await writeEach(node, 0, 40);
    const stop = reader.follow(writerPub, node, (key, value) => heard.set(key, value));
    await writeEach(node, 40, 80);
    await write(
      node,
      Array.from({ length: 40 }, (_, i) => `r${80 + i}`),
    );

    await eventually(() => heard.size === 120, 15_000, `all 120 heard (${heard.size})`);
    expect(heard.get('r7')).toBe('value of r7');
    expect(heard.get('r119')).toBe('value of r119');
    const soul = streamSoul(writerPub, node);
    expect(keptKeys(readerGun, soul)).toEqual([]);
    expect(keptKeys(writerGun, soul)).toEqual([]);
    stop();
  });

  it('reads a node of 1,000 message-sized records back whole from the relay', async () => {
    const node = 'busy-day';
    const record = (i: number) => `${'x'.repeat(800)}${i}`;
    for (let batch = 0; batch < 10; batch++) {
      const entries = Array.from({ length: 100 }, (_, i) => batch * 100 + i).map((i) => ({
        key: `r${i}`,
        value: record(i),
      }));
      await writer.write(node, entries, 10_000);
    }
    const heard = new Map<string, unknown>();
    const stop = reader.follow(writerPub, node, (key, value) => heard.set(key, value));
    await eventually(() => heard.size === 1_000, 20_000, `all 1,000 read (${heard.size})`);
    expect(heard.get('r753')).toBe(record(753));
    stop();
  }, 60_000);

  it('asks again after a lost relay, and gets what was written meanwhile', async () => {
    const node = 'reconnect-node';
    const heard = new Set<string>();
    const stop = reader.follow(writerPub, node, (key) => heard.add(key));
    await write(node, ['r-before']);
    await eventually(() => heard.has('r-before'), 10_000, 'first record heard');

    readerGun.removePeer(relay.gunUrl);
    await eventually(() => readerGun.connectedPeerCount() === 0, 10_000, 'reader offline');
    await Promise.all([0, 1, 2, 3, 4].map((i) => write(node, [`r-meanwhile-${i}`])));
    expect(heard.size).toBe(1);

    readerGun.addPeer(relay.gunUrl);
    await eventually(() => heard.size === 6, 15_000, `records written meanwhile (${heard.size})`);
    stop();
  });

  it('goes out signed while another put of my space holds a newer state', async () => {
    // A write of my space that went through just before, with a later state than the next
    // put gets: in a burst, a small put overtakes a large one that was stamped earlier.
    const soul = `~${writerPub}`;
    const graph = graphOf(writerGun);
    const node = (graph[soul] ??= { _: { '#': soul, '>': {} } } as unknown as GraphNode);
    node['s'] = { '#': `${soul}/s` };
    node._['>']['s'] = Date.now() + 60_000;
    const heard = new Set<string>();
    const stop = reader.follow(writerPub, 'burst-node', (key) => heard.add(key));
    await writer.write('burst-node', [{ key: 'r1', value: 'one' }], 10_000);
    await writer.write(
      'burst-node',
      [
        { key: 'r2', value: 'two' },
        { key: 'r3', value: 'three' },
      ],
      10_000,
    );
    await eventually(() => heard.size === 3, 10_000, `all heard (${heard.size})`);
    expect(relay.output()).not.toContain('Signature did not match');
    stop();
  });

  it('leaves no list of my stream nodes on the relay’s disk', async () => {
    await writer.write('day-one', [{ key: 'a1', value: 'one' }], 10_000);
    await writer.write('day-two', [{ key: 'b1', value: 'two' }], 10_000);
    const mine = `~${writerPub}/s/`;
    const graph = await eventually(() => {
      const stored = readRelayGraph(relay.dataDir);
      return stored.has(`${mine}day-one`) && stored.has(`${mine}day-two`) ? stored : null;
    }, 10_000);
    // What an observer with a copy of the folder could read: which nodes I write, and when.
    expect(graph.get(`~${writerPub}/s`)).toBeUndefined();
    expect(graph.get(`~${writerPub}`)?.has('s')).not.toBe(true);
  });
});
