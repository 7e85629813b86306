/**
 * A relay from the side of a plain client that wants to watch other users write: it asks for
 * nothing and listens. It hears none of their writes, while a reader that asked for the node gets
 * each one as it is written; a relay linked by the mesh secret is sent only the writes its own
 * clients asked for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.ts';
import { readRelayGraph } from '../support/relay-disk.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { listeningSockets, type WireMessage } from './support/listening-socket.ts';

const isWrite = (message: WireMessage): boolean => 'put' in message && !('@' in message);

describe('what a client hears of other clients’ writes', () => {
  let relay: TestRelay;
  let writer: GunClientProcess;
  let space: string;
  const sockets = listeningSockets();

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false, args: ['--metrics'] });
    writer = await startGunClient(relay.gunUrl, { signIn: true });
    space = String(writer.space);
  });

  afterAll(async () => {
    sockets.closeAll();
    await writer?.close();
    await relay?.dispose();
  });

  it('hears nothing it did not ask for; a reader of the node hears each write', async () => {
    const bystander = await sockets.open(relay.gunUrl);
    const reader = await sockets.open(relay.gunUrl);
    await reader.read(`${space}/s/day`);
    for (let i = 0; i < 5; i++) {
      expect((await writer.put([space, 's', 'day', `r${i}`], `record ${i}`))?.err).toBeUndefined();
    }
    await reader.waitFor((message) => isWrite(message) && JSON.stringify(message).includes('r4'));
    // The bystander's own read is answered after the relay handled all five writes.
    await bystander.read(`${space}/profile`);
    expect(bystander.heard().filter(isWrite)).toEqual([]);

    const { forwarded } = (await (await fetch(`${relay.url}/metrics`)).json()) as {
      forwarded: { toClients: number; withheld: number };
    };
    expect(forwarded.toClients).toBeGreaterThanOrEqual(5);
    expect(forwarded.withheld).toBeGreaterThanOrEqual(5);
  });
});

describe('what a linked relay is sent of another relay’s writes', () => {
  const SECRET = 'a-mesh-secret-for-the-tests';
  let first: TestRelay;
  let second: TestRelay;
  let writer: GunClientProcess;
  const sockets = listeningSockets();

  beforeAll(async () => {
    first = await startTestRelay({ serveApp: false, args: ['--metrics', '--mesh-secret', SECRET] });
    second = await startTestRelay({
      serveApp: false,
      peers: [first.gunUrl],
      args: ['--mesh-secret', SECRET],
    });
    writer = await startGunClient(first.gunUrl, { signIn: true });
  });

  afterAll(async () => {
    sockets.closeAll();
    await writer?.close();
    await Promise.all([second?.dispose(), first?.dispose()]);
  });

  const forwarded = async () =>
    (
      (await (await fetch(`${first.url}/metrics`)).json()) as {
        forwarded: { toRelays: number; withheld: number };
      }
    ).forwarded;
  const carries = (text: string) => (message: WireMessage) =>
    isWrite(message) && JSON.stringify(message).includes(text);

  it('sends what a reader there follows, and withholds what nobody there asked for', async () => {
    const space = String(writer.space);
    const followed = `${space}/s/followed`;
    // A reader on relay 2 asks for one node, as the app follows a stream: by its soul.
    const reader = await sockets.open(second.gunUrl);
    await reader.read(followed);
    // Relay 2 passes the read on to relay 1 once their link is up; from then on relay 1 sends
    // the node's writes to relay 2.
    await eventually(
      async () => {
        await writer.put([space, 's', 'followed', 'r1'], 'for the reader');
        return (await forwarded()).toRelays > 0;
      },
      15_000,
      'a write sent to relay 2',
    );
    await reader.waitFor(carries('for the reader'), 15_000);
    expect((await writer.put([space, 's', 'unfollowed', 'r1'], 'for nobody'))?.err).toBeUndefined();
    // Written after it, on the same link: once the reader has this, relay 2 had the other too.
    expect((await writer.put([space, 's', 'followed', 'r2'], 'after'))?.err).toBeUndefined();
    await reader.waitFor(carries('after'), 15_000);
    const onSecond = readRelayGraph(second.dataDir);
    expect(onSecond.get(followed)?.get('r2')).toBe('after');
    expect(onSecond.has(`${space}/s/unfollowed`)).toBe(false);
    expect(reader.heard().filter(carries('for nobody'))).toEqual([]);
    expect((await forwarded()).withheld).toBeGreaterThan(0);
  });
});
