/**
 * The relay from the attacker's side: a raw Gun client (SEA only, no Meshtalk code on the sending
 * path) and raw websocket frames against a real relay, each attack followed by a check that the
 * victim's data is intact and an honest user is still served.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_REFUSALS } from '../../src/core/net/wire-guard.ts';
import { REFUSALS } from '../../src/core/net/wire-rules.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import type { ForgedWrite } from './fixtures/forger.ts';
import { openRawSocket, putFrame, type RawSocket } from './support/raw-socket.ts';

const FORGER = fileURLToPath(new URL('./fixtures/forger.ts', import.meta.url));
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const PROTOTYPE_NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

interface Metrics {
  refused: Record<string, number>;
}

describe('a hostile client against the relay', () => {
  let relay: TestRelay;
  let victim: GunClientProcess;
  let attacker: GunClientProcess;
  let reader: GunClientProcess;
  let raw: RawSocket;
  let space: string;

  const metrics = async (): Promise<Metrics> =>
    (await (await fetch(`${relay.url}/metrics`)).json()) as Metrics;

  /** An honest write into the victim's space that another client reads back through the relay. */
  const stillServes = async (label: string): Promise<void> => {
    const value = `${label} ${Math.random()}`;
    expect((await victim.put([space, 'notes', label], value))?.err).toBeUndefined();
    expect(await reader.waitFor([space, 'notes', label], { equals: value })).toBe(value);
  };

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false, args: ['--metrics'] });
    [victim, attacker, reader] = await Promise.all([
      startGunClient(relay.gunUrl, { signIn: true }),
      startGunClient(relay.gunUrl, { handlers: FORGER }),
      startGunClient(relay.gunUrl),
    ]);
    space = String(victim.space);
    raw = await openRawSocket(relay.gunUrl);
    for (const [key, value] of Object.entries({ epub: 'the-real-epub', alias: 'Victim' })) {
      expect((await victim.put([space, 'profile', key], value))?.err).toBeUndefined();
    }
  });

  afterAll(async () => {
    raw?.close();
    await Promise.all([victim, attacker, reader].map((client) => client?.close()));
    await relay?.dispose();
  });

  describe('writing into someone else’s user space with SEA’s `*` field', () => {
    const forge = async (soul: string, key: string, value: string | null) => {
      const forged = (await attacker.call('forgeValue', soul, key, value)) as ForgedWrite;
      return attacker.rawPut(soul, key, forged.wire, { state: forged.state });
    };

    it('cannot replace a profile’s encryption key or alias', async () => {
      expect(await forge(`${space}/profile`, 'epub', 'the-attackers-epub')).toEqual({
        err: REFUSALS.certificate,
      });
      expect((await forge(`${space}/profile`, 'alias', 'Mallory'))?.err).toBe(REFUSALS.certificate);
      const fresh = await startGunClient(relay.gunUrl);
      try {
        expect(await fresh.once([space, 'profile', 'epub'])).toBe('the-real-epub');
        expect(await fresh.once([space, 'profile', 'alias'])).toBe('Victim');
      } finally {
        await fresh.close();
      }
    });

    it('cannot delete records or mark the account deleted', async () => {
      expect((await forge(`${space}/profile`, 'epub', null))?.err).toBe(REFUSALS.certificate);
      expect((await forge(`${space}/profile`, 'deleted', 'true'))?.err).toBe(REFUSALS.certificate);
      expect((await forge(`${space}/chats/tag/d/20260101`, 'm1', null))?.err).toBe(
        REFUSALS.certificate,
      );
      expect(await reader.once([space, 'profile', 'epub'])).toBe('the-real-epub');
      expect(await reader.once([space, 'profile', 'deleted'], { wait: 300 })).toBeUndefined();
    });

    it('cannot replace a device list, a device’s prekey or when it was last seen', async () => {
      const device =
        'r_ChsAHVJTakmfScIP2qSNE2UaC1UrF2R1ssXkrCAmc.9bphvmbkqLXlfeGXxbipx3mk9M4QDrMMWYtqXUDFkHU';
      expect((await victim.put([space, 'devices', 'list'], 'the real list'))?.err).toBeUndefined();
      for (const [node, key] of [
        ['devices', 'list'],
        ['prekeys', device],
        ['seen', device],
      ] as const) {
        expect((await forge(`${space}/${node}`, key, 'the attacker’s'))?.err, node).toBe(
          REFUSALS.certificate,
        );
      }
      expect(await reader.once([space, 'devices', 'list'])).toBe('the real list');
      expect(await reader.once([space, 'prekeys', device], { wait: 300 })).toBeUndefined();
    });

    it('is refused in the SEA `SEA{…}` spelling and with a `+` certificate too', async () => {
      const forged = (await attacker.call(
        'forgeValue',
        `${space}/profile`,
        'alias',
        'M',
      )) as ForgedWrite;
      const sea = `SEA${forged.wire}`;
      expect(
        (await attacker.rawPut(`${space}/profile`, 'alias', sea, { state: forged.state }))?.err,
      ).toBe(REFUSALS.certificate);
      const withCert = JSON.stringify({ ...JSON.parse(forged.wire), '+': { m: 'x', s: 'y' } });
      expect(
        (await attacker.rawPut(`${space}/profile`, 'alias', withCert, { state: forged.state }))
          ?.err,
      ).toBe(REFUSALS.certificate);
    });
  });

  it('survives souls, keys and ids named like Object.prototype members', async () => {
    for (const name of PROTOTYPE_NAMES) {
      raw.send(putFrame(`p-${name}`, name, 'a', 'b', Date.now()));
      raw.send(putFrame(`k-${name}`, `${space}/x`, name, 'b', Date.now()));
      raw.send(JSON.stringify({ '#': `g-${name}`, get: { '#': name } }));
      raw.send(JSON.stringify({ '#': name, '@': name, ok: 1 }));
      // A refused put is answered to its id: never to one that reaches Object.prototype.
      raw.send(putFrame(name, `~${'A'.repeat(43)}.${'B'.repeat(43)}/n`, 'k', null, Date.now()));
      raw.send(`{"#":"j-${name}","put":{"${name}":{"_":{"#":"${name}",">":{"a":1}},"a":"b"}}}`);
    }
    expect((await raw.reply('p-constructor'))?.err).toBe(REFUSALS.reservedName);
    await stillServes('after-prototype-names');
    expect((await metrics()).refused[REFUSALS.reservedName]).toBeGreaterThanOrEqual(20);
  });

  it('takes a content-addressed record only at its lower-case hex SHA-256', async () => {
    const letter = `a letter ${Math.random()}`;
    const hex = sha256(letter);
    const soul = 'meshtalk/v1/inbox/attacktest#';
    const wrongKeys = [
      hex.toUpperCase(),
      `x#${hex}`,
      createHash('sha256').update(letter).digest('base64'),
      sha256(`${letter}!`),
    ];
    for (const key of wrongKeys) {
      expect((await raw.reply(raw.put(soul, key, letter)))?.err).toBe(REFUSALS.contentKey);
    }
    expect((await raw.reply(raw.put(soul, hex, letter)))?.err).toBeUndefined();
    expect(await reader.once([soul, hex])).toBe(letter);
    expect((await reader.once([soul], { wait: 300 })) as object).toEqual({ [hex]: letter });
  });

  it('refuses writes outside user spaces and content-addressed records', async () => {
    expect((await raw.reply(raw.put('anything', 'k', 'v')))?.err).toBe(REFUSALS.namespace);
    expect((await raw.reply(raw.put('meshtalk/v1/inbox/x', 'k', 'v')))?.err).toBe(
      REFUSALS.namespace,
    );
  });

  it('refuses a value over the size cap, and a frame over the frame cap closes the socket', async () => {
    const big = 'x'.repeat(3.5 * 1024 * 1024);
    const id = raw.put(`${space}/big`, 'v', big);
    expect((await raw.reply(id, 10_000))?.err).toBe(REFUSALS.tooLarge);
    const huge = await openRawSocket(relay.gunUrl);
    huge.put(`${space}/huge`, 'v', 'x'.repeat(20 * 1024 * 1024));
    expect(await huge.closed(10_000)).toBe(1009);
    await stillServes('after-large-values');
  });

  it('does not hold writes stamped far in the future', async () => {
    const before = (await metrics()).refused[REFUSALS.future] ?? 0;
    const flood = await openRawSocket(relay.gunUrl);
    const farAway = Date.now() + 3 * 24 * 3600_000;
    const chunk = 'f'.repeat(100 * 1024);
    // 20 MB: inside the connection's burst, so each put reaches the rules.
    const ids = Array.from({ length: 200 }, (_, i) =>
      flood.put(`~${'A'.repeat(43)}.${'B'.repeat(43)}/future`, `k${i}`, chunk, farAway),
    );
    // Each is refused before Gun sees it, so none waits in Gun's memory for its time.
    for (const id of ids) expect((await flood.reply(id, 10_000))?.err).toBe(REFUSALS.future);
    expect((await metrics()).refused[REFUSALS.future]).toBe(before + ids.length);
    flood.close();
    await stillServes('after-future-states');
  });

  it('holds nothing of unsigned puts stamped just inside the future window', async () => {
    const before = (await metrics()).refused[REFUSALS.unsigned] ?? 0;
    const flood = await openRawSocket(relay.gunUrl);
    const soon = Date.now() + 9 * 60_000;
    const chunk = 'u'.repeat(100 * 1024);
    const souls = [`~${'C'.repeat(43)}.${'D'.repeat(43)}/pinned`, `${space}/pinned`];
    const ids = Array.from({ length: 60 }, (_, i) =>
      flood.put(souls[i % 2] ?? '', `k${i}`, i % 3 === 0 ? { '#': 'x' } : chunk, soon),
    );
    // Each is refused before Gun sees it, so none waits in Gun's memory for its time.
    for (const id of ids) expect((await flood.reply(id, 10_000))?.err).toBe(REFUSALS.unsigned);
    expect((await metrics()).refused[REFUSALS.unsigned]).toBe(before + ids.length);
    flood.close();
    await stillServes('after-unsigned-future-puts');
  });

  it('refuses a frame that batches more messages than a client ever does', async () => {
    const batch = JSON.stringify(
      Array.from({ length: 5_000 }, (_, i) => ({ '#': `b${i}`, get: { '#': `~nobody/${i}` } })),
    );
    const before = (await metrics()).refused[FRAME_REFUSALS.batch] ?? 0;
    raw.send(batch);
    await expect
      .poll(async () => (await metrics()).refused[FRAME_REFUSALS.batch] ?? 0, { timeout: 5_000 })
      .toBe(before + 1);
    await stillServes('after-huge-batch');
  });

  it('drops a flood beyond the per-connection rate and keeps serving others', async () => {
    const flood = await openRawSocket(relay.gunUrl);
    const frame = JSON.stringify(
      Array.from({ length: 1_000 }, (_, i) => ({ '#': `f${i}`, get: { '#': `~nobody/${i}` } })),
    );
    for (let i = 0; i < 40; i++) flood.send(frame);
    await expect
      .poll(async () => (await metrics()).refused['rate'] ?? 0, { timeout: 10_000 })
      .toBeGreaterThan(0);
    flood.close();
    await stillServes('after-flood');
  });
});
