import { afterEach, describe, expect, it } from 'vitest';
import { createGun, type GunClient } from '../../src/core/net/gun.ts';
import { createGunTransport } from '../../src/core/streams/gun-transport.ts';
import { eventually } from '../chat/support/chat-user.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

interface Metrics {
  readonly forgottenStreamNodes: number;
}

const RECORDS = 100;

describe('a relay bounds its memory', () => {
  const relays: TestRelay[] = [];
  const clients: GunClientProcess[] = [];
  const readers: GunClient[] = [];

  afterEach(async () => {
    readers.splice(0).forEach((reader) => reader.close());
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all(relays.splice(0).map((r) => r.dispose()));
  });

  it('drops an idle stream node from memory and still serves all of it from disk', async () => {
    const relay = await startTestRelay({ serveApp: false, args: ['--metrics'] });
    relays.push(relay);
    const writer = await startGunClient(relay.gunUrl, { signIn: true });
    clients.push(writer);
    const space = String(writer.space);
    for (let i = 0; i < RECORDS - 1; i++) {
      await writer.put([space, 's', 'day-label', `r${i}`], `record ${i}`, { waitForAck: false });
    }
    const last = RECORDS - 1;
    const ack = await writer.put([space, 's', 'day-label', `r${last}`], `record ${last}`);
    expect(ack?.err).toBeUndefined();
    const metrics = async (): Promise<Metrics> =>
      (await (await fetch(`${relay.url}/metrics`)).json()) as Metrics;
    await eventually(async () => (await metrics()).forgottenStreamNodes > 0, 20_000, 'forgotten');

    // A reader that catches up on the whole node, as a stream follower does.
    const reader = createGun({ peers: [relay.gunUrl] });
    readers.push(reader);
    const heard = new Set<string>();
    createGunTransport(() => reader).follow(space.slice(1), 'day-label', (key) => heard.add(key));
    await eventually(() => heard.size === RECORDS, 20_000, 'every record read back');
  }, 90_000);
});
