/**
 * What a relay keeps on disk, seen from a raw client: stream records and letters are forgotten
 * once older than the retention period (profiles stay), an expired record put back with its own
 * signature and state is refused, and a relay killed while it takes writes keeps every write it
 * acknowledged.
 */
import Database from 'libsql';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_FILE } from '../../src/relay/graph-store.ts';
import { REPLAY_REFUSALS } from '../../src/relay/refuse-replays.ts';
import { listeningSockets, type WireMessage } from '../attack/support/listening-socket.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Moves the fields of `soul` on the stopped relay's disk `days` into the past, as if written then. */
function age(dataDir: string, soul: string, days: number): void {
  const db = new Database(path.join(dataDir, GRAPH_FILE));
  try {
    db.prepare('UPDATE fields SET state = state - ? WHERE soul = ?').run(days * DAY_MS, soul);
  } finally {
    db.close();
  }
}

const fieldsOf = (answer: WireMessage, soul: string): Record<string, unknown> =>
  (answer['put'] as Record<string, Record<string, unknown>> | undefined)?.[soul] ?? {};

describe('a relay that forgets with age', () => {
  let relay: TestRelay;
  let writer: GunClientProcess;
  let space: string;
  const sockets = listeningSockets();
  const read = async (soul: string) =>
    fieldsOf(await (await sockets.open(relay.gunUrl)).read(soul), soul);
  const health = async () =>
    ((await (await fetch(`${relay.url}/health`)).json()) as { storage: Record<string, number> })
      .storage;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    writer = await startGunClient(relay.gunUrl, { signIn: true });
    space = String(writer.space);
  });

  afterAll(async () => {
    sockets.closeAll();
    await writer?.close();
    await relay?.dispose();
  });

  it('forgets records older than the retention period, keeps profiles, and says so', async () => {
    for (const [where, value] of [
      [['profile', 'card'], 'the card'],
      [['s', 'old-day', 'r1'], 'an old record'],
      [['s', 'new-day', 'r2'], 'a new record'],
    ] as const) {
      expect((await writer.put([space, ...where], value))?.err).toBeUndefined();
    }
    const old = fieldsOf(
      await (await sockets.open(relay.gunUrl)).read(`${space}/s/old-day`),
      `${space}/s/old-day`,
    );
    const oldState = (old['_'] as { '>': Record<string, number> })['>']['r1'] ?? 0;
    expect(await health()).toMatchObject({ retentionDays: 30, expiredRecords: 0 });

    await relay.stop();
    age(relay.dataDir, `${space}/s/old-day`, 31);
    age(relay.dataDir, `${space}/profile`, 31);
    await relay.restart();

    expect(await health()).toMatchObject({ retentionDays: 30, expiredRecords: 1 });
    expect(await read(`${space}/s/old-day`)).not.toHaveProperty('r1');
    expect(await read(`${space}/s/new-day`)).toHaveProperty('r2');
    expect(await read(`${space}/profile`)).toHaveProperty('card');

    // Put back with its signature and its (aged) state, it is refused, not kept again.
    const socket = await sockets.open(relay.gunUrl);
    const soul = `${space}/s/old-day`;
    socket.send({
      '#': 'replay-expired',
      put: { [soul]: { _: { '#': soul, '>': { r1: oldState - 31 * DAY_MS } }, r1: old['r1'] } },
    });
    const reply = await socket.waitFor((message) => message['@'] === 'replay-expired');
    expect(reply['err']).toBe(REPLAY_REFUSALS.expired);
    expect(await read(soul)).not.toHaveProperty('r1');
  });

  it('keeps every write it acknowledged when killed while taking them', async () => {
    await expect.poll(() => writer.connectedPeers(), { timeout: 15_000 }).toBe(1);
    const acknowledged: string[] = [];
    const puts = Array.from({ length: 300 }, (_, i) =>
      writer
        .put([space, 's', 'crash-day', `k${i}`], `record ${i}`, { timeoutMs: 15_000 })
        .then((ack) => {
          if (ack && ack.err === undefined) acknowledged.push(`k${i}`);
        }),
    );
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThan(20);
    await relay.kill();
    await Promise.all(puts);
    const confirmed = [...acknowledged];
    await relay.restart();
    const stored = await read(`${space}/s/crash-day`);
    expect(confirmed.filter((key) => !(key in stored))).toEqual([]);
    // A busy machine signs and stores 300 puts slowly: each may wait 15 s for its answer.
  }, 60_000);
});
