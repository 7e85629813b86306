import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../chat/support/chat-user.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

interface Metrics {
  readonly forgottenStreamNodes: number;
}

describe('a relay bounds its memory', () => {
  const relays: TestRelay[] = [];
  const clients: GunClientProcess[] = [];

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all(relays.splice(0).map((r) => r.dispose()));
  });

  it('drops an idle stream node from memory and still serves it from disk', async () => {
    const relay = await startTestRelay({ serveApp: false, args: ['--metrics'] });
    relays.push(relay);
    const writer = await startGunClient(relay.gunUrl, { signIn: true });
    clients.push(writer);
    const space = String(writer.space);
    const records = ['r1', 'r2', 'r3'];
    for (const key of records) {
      expect(
        (await writer.put([space, 's', 'day-label', key], `record ${key}`))?.err,
      ).toBeUndefined();
    }
    const metrics = async (): Promise<Metrics> =>
      (await (await fetch(`${relay.url}/metrics`)).json()) as Metrics;
    await eventually(async () => (await metrics()).forgottenStreamNodes > 0, 20_000, 'forgotten');

    const reader = await startGunClient(relay.gunUrl);
    clients.push(reader);
    for (const key of records) {
      expect(await reader.once([space, 's', 'day-label', key])).toBe(`record ${key}`);
    }
  });
});
