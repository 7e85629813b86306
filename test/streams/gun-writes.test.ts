/**
 * Writing streams through Gun on a real relay under the conditions of a burst: a write must reach
 * the relay signed whatever else this client wrote into its space at the same moment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GunClient } from '../../src/core/net/gun.ts';
import { createGunTransport } from '../../src/core/streams/gun-transport.ts';
import type { StreamTransport } from '../../src/core/streams/transport.ts';
import { eventually, newPair } from '../chat/support/chat-user.ts';
import { signedInGun } from '../chat/support/gun-chat.ts';
import { readRelayGraph } from '../support/relay-disk.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

type GraphNode = Record<string, unknown> & { _: { '>': Record<string, number> } };
const graphOf = (gun: GunClient) =>
  (gun as unknown as { _: { graph: Record<string, GraphNode | undefined> } })._.graph;

describe('stream writes through Gun', () => {
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
    writer = createGunTransport(() => writerGun);
    reader = createGunTransport(() => readerGun);
  });

  afterAll(async () => {
    writerGun?.close();
    readerGun?.close();
    await relay?.dispose();
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
    const graph = await eventually(async () => {
      const stored = await readRelayGraph(relay.dataDir);
      return stored.has(`${mine}day-one`) && stored.has(`${mine}day-two`) ? stored : null;
    }, 10_000);
    // What an observer with a copy of the folder could read: which nodes I write, and when.
    expect(graph.get(`~${writerPub}/s`)).toBeUndefined();
    expect(graph.get(`~${writerPub}`)?.has('s')).not.toBe(true);
  });
});
