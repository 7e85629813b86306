/**
 * What a relay's operator learns of the keys that write to it and how one is shut out: `/metrics`
 * lists the busiest writers, a key given in `--blocked-keys` has its writes refused, from any
 * connection, and a key past its budget of fields per second has them refused until the budget
 * fills again, while everyone else's go on. Writes whose signature fails cost no key anything.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForgedWrite } from '../attack/fixtures/forger.ts';
import { BLOCKED_REFUSAL, BUSY_REFUSAL } from '../../src/relay/writer-keys.ts';
import { newPair } from '../chat/support/chat-user.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

const FORGER = fileURLToPath(new URL('../attack/fixtures/forger.ts', import.meta.url));

describe('writer keys on a relay', () => {
  let relay: TestRelay;
  let honest: GunClientProcess;
  let flooder: GunClientProcess;
  let busy: GunClientProcess;
  let attacker: GunClientProcess;
  let blockedPub: string;

  beforeAll(async () => {
    const blocked = await newPair();
    blockedPub = blocked.pub;
    relay = await startTestRelay({
      serveApp: false,
      // A minute's worth, 60 fields, may come at once.
      args: ['--metrics', '--blocked-keys', blocked.pub, '--key-fields-per-second', '1'],
    });
    [honest, flooder, busy, attacker] = await Promise.all([
      startGunClient(relay.gunUrl, { signIn: true }),
      startGunClient(relay.gunUrl, { signIn: blocked }),
      startGunClient(relay.gunUrl, { signIn: true }),
      startGunClient(relay.gunUrl, { handlers: FORGER }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([honest?.close(), flooder?.close(), busy?.close(), attacker?.close()]);
    await relay?.dispose();
  });

  /** A write the relay acknowledged as stored: an answer came, and it is not a refusal. */
  const stored = async (client: GunClientProcess, path: readonly string[], value: string) => {
    const reply = await client.put(path, value);
    expect(reply).not.toBeNull();
    expect(reply?.err).toBeUndefined();
  };

  const metrics = async () =>
    (await (await fetch(`${relay.url}/metrics`)).json()) as {
      topWriters: { pub: string; records: number }[];
      refused: Record<string, number>;
    };

  it('refuses a blocked key’s writes and takes everyone else’s', async () => {
    const space = `~${blockedPub}`;
    const refused = await flooder.put([space, 's', 'day', 'r1'], 'flood');
    expect(refused?.err).toBe(BLOCKED_REFUSAL);
    await stored(honest, [String(honest.space), 's', 'day', 'r1'], 'hello');
    expect((await metrics()).refused[BLOCKED_REFUSAL]).toBeGreaterThanOrEqual(1);
  });

  it('lists the keys that wrote the most', async () => {
    const space = String(honest.space);
    for (let i = 0; i < 5; i++) {
      await stored(honest, [space, 's', 'busy', `r${i}`], `record ${i}`);
    }
    const top = (await metrics()).topWriters;
    expect(top[0]?.pub).toBe(space.slice(1));
    expect(top[0]?.records).toBeGreaterThanOrEqual(5);
    expect(top.map((writer) => writer.pub)).not.toContain(blockedPub);
  });

  it('refuses a key past its budget and takes everyone else’s', async () => {
    const space = String(busy.space);
    let reply = null;
    for (let i = 0; i < 2_000 && reply?.err === undefined; i++) {
      reply = await busy.put([space, 's', 'flood', `r${i}`], `record ${i}`);
    }
    expect(reply?.err).toBe(BUSY_REFUSAL);
    await stored(honest, [String(honest.space), 's', 'day', 'r2'], 'still here');
    expect((await metrics()).refused[BUSY_REFUSAL]).toBeGreaterThanOrEqual(1);
  });

  it('charges no key for writes whose signature fails', async () => {
    const victim = String(honest.space);
    // Four times the victim's burst, each refused by the signature check, not by the budget.
    for (let i = 0; i < 240; i++) {
      const soul = `${victim}/s/forged`;
      const forged = (await attacker.call('misSignValue', soul, `r${i}`, 'x')) as ForgedWrite;
      const reply = await attacker.rawPut(soul, `r${i}`, forged.wire, { state: forged.state });
      expect(reply?.err).toBeDefined();
      expect(reply?.err).not.toBe(BUSY_REFUSAL);
    }
    await stored(honest, [victim, 's', 'day', 'r3'], 'mine');
  });
});
