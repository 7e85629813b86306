/**
 * A relay from the side of a plain client that wants to watch other users write: it asks for
 * nothing and listens. It hears none of their writes, while a reader that asked for the node gets
 * each one as it is written; a relay link hears only the writes its clients asked for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
