/**
 * What a relay's operator learns of the keys that write to it and how one is shut out: `/metrics`
 * lists the busiest writers, and a key given in `--blocked-keys` has its writes refused, from any
 * connection, while everyone else's go on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKED_REFUSAL } from '../../src/relay/writer-keys.ts';
import { newPair } from '../chat/support/chat-user.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

describe('writer keys on a relay', () => {
  let relay: TestRelay;
  let honest: GunClientProcess;
  let flooder: GunClientProcess;
  let blockedPub: string;

  beforeAll(async () => {
    const blocked = await newPair();
    blockedPub = blocked.pub;
    relay = await startTestRelay({
      serveApp: false,
      args: ['--metrics', '--blocked-keys', blocked.pub],
    });
    [honest, flooder] = await Promise.all([
      startGunClient(relay.gunUrl, { signIn: true }),
      startGunClient(relay.gunUrl, { signIn: blocked }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([honest?.close(), flooder?.close()]);
    await relay?.dispose();
  });

  const metrics = async () =>
    (await (await fetch(`${relay.url}/metrics`)).json()) as {
      topWriters: { pub: string; records: number }[];
      refused: Record<string, number>;
    };

  it('refuses a blocked key’s writes and takes everyone else’s', async () => {
    const space = `~${blockedPub}`;
    const refused = await flooder.put([space, 's', 'day', 'r1'], 'flood');
    expect(refused?.err).toBe(BLOCKED_REFUSAL);
    expect((await honest.put([String(honest.space), 's', 'day', 'r1'], 'hello'))?.err).toBe(
      undefined,
    );
    expect((await metrics()).refused[BLOCKED_REFUSAL]).toBeGreaterThanOrEqual(1);
  });

  it('lists the keys that wrote the most', async () => {
    const space = String(honest.space);
    for (let i = 0; i < 5; i++) {
      expect((await honest.put([space, 's', 'busy', `r${i}`], `record ${i}`))?.err).toBeUndefined();
    }
    const top = (await metrics()).topWriters;
    expect(top[0]?.pub).toBe(space.slice(1));
    expect(top[0]?.records).toBeGreaterThanOrEqual(5);
    expect(top.map((writer) => writer.pub)).not.toContain(blockedPub);
  });
});
