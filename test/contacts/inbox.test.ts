/**
 * The append-only inbox against a real relay: anyone may add a stamped letter, nobody (an
 * attacker's modified client included) may replace, delete or misfile one.
 */
import { REFUSALS } from '../../src/core/net/wire-rules.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInbox,
  inboxAddressOf,
  inboxSoul,
  inboxTag,
  readDays,
  sendDays,
} from '../../src/core/contacts/inbox.ts';
import { stampLetter } from '../../src/core/protocol/letter-stamp.ts';
import { OfflineError } from '../../src/core/graph/graph.ts';
import { createGun, type GunClient } from '../../src/core/net/gun.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { contentKey } from '../../src/core/protocol/content-address.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { newPair } from './contact-user.ts';

let relay: TestRelay;
let attacker: GunClientProcess;
const clients: GunClient[] = [];

function client(): GunClient {
  const gun = createGun({ peers: [relay.gunUrl] });
  clients.push(gun);
  return gun;
}

/** A graph on a client of its own. */
function newGraph() {
  const gun = client();
  return gunGraph(() => gun);
}

beforeAll(async () => {
  relay = await startTestRelay();
  attacker = await startGunClient(relay.gunUrl);
});

afterAll(async () => {
  clients.forEach((gun) => gun.close());
  await attacker.close();
  await relay.dispose();
});

describe('inbox transport', () => {
  it('derives a 22-character tag that names nobody in clear', async () => {
    const { pub } = await newPair();
    const tag = await inboxTag(pub);
    expect(tag).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(tag).toBe(await inboxTag(pub));
    expect(inboxSoul(`${tag}/20261127`)).toBe(`meshtalk/v2/inbox/${tag}/20261127#`);
  });

  it('sends to today’s node, then tomorrow’s and yesterday’s; reads a week back and tomorrow', () => {
    const now = Date.UTC(2026, 10, 27, 12);
    expect(sendDays(now)).toEqual(['20261127', '20261128', '20261126']);
    expect(readDays(now)).toEqual([
      '20261128',
      '20261127',
      '20261126',
      '20261125',
      '20261124',
      '20261123',
      '20261122',
      '20261121',
    ]);
  });

  it('delivers a letter once, to a listener that was there before and one that came after', async () => {
    const recipient = await newPair();
    const sender = createInbox(newGraph());
    const address = await inboxAddressOf(recipient.pub, Date.now());
    const [one, two] = ['"n":1', '"n":2'].map((body) => stampLetter(address, body));
    const early: string[] = [];
    const listen = (into: string[]) =>
      createInbox(newGraph()).listen(recipient.pub, (letter) => into.push(letter.raw));
    const stopEarly = listen(early);
    await sender.send(address, one!);
    await sender.send(address, two!);
    await expect.poll(() => [...early].sort(), { timeout: 10_000 }).toEqual([one, two].sort());
    const late: string[] = [];
    const stopLate = listen(late);
    await expect.poll(() => late.length, { timeout: 10_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // map().on fires repeatedly; each letter still reaches the listener once.
    expect(early).toHaveLength(2);
    expect(late).toHaveLength(2);
    stopEarly();
    stopLate();
  });

  it('refuses to replace, delete or misfile a letter, even from a modified client', async () => {
    const recipient = await newPair();
    const address = await inboxAddressOf(recipient.pub, Date.now());
    const soul = inboxSoul(address);
    const letter = stampLetter(address, '"box":"the real letter"');
    const key = await contentKey(letter);
    await createInbox(newGraph()).send(address, letter);

    const replaced = await attacker.rawPut(soul, key, stampLetter(address, '"box":"forged"'));
    expect(replaced?.err).toBe(REFUSALS.contentKey);
    const deleted = await attacker.rawPut(soul, key, null);
    expect(deleted?.err).toBe(REFUSALS.contentKey);
    const misfiled = await attacker.rawPut(soul, await contentKey('other'), 'not other');
    expect(misfiled?.err).toBe(REFUSALS.contentKey);
    // Adding is open to anyone (that is what an inbox is for), stamped, at the value's own hash.
    const junk = stampLetter(address, '"box":"junk"');
    const added = await attacker.rawPut(soul, await contentKey(junk), junk);
    expect(added?.err).toBeUndefined();

    const reader = await startGunClient(relay.gunUrl);
    try {
      expect(await reader.once([soul, key], { wait: 2_000 })).toBe(letter);
      expect(await reader.once([soul, await contentKey('other')], { wait: 500 })).toBeUndefined();
    } finally {
      await reader.close();
    }
    // The honest client refuses a mismatch locally too, before it reaches any relay.
    const local = createInbox(newGraph());
    await expect(
      new Promise((resolve, reject) => {
        client()
          .get(soul)
          .get(key)
          .put('tampered', (ack) => (ack.err ? reject(new Error(ack.err)) : resolve(ack)));
      }),
    ).rejects.toThrow(/hash/i);
    const seen: string[] = [];
    const stop = local.listen(recipient.pub, (value) => seen.push(value.raw));
    await expect.poll(() => [...seen].sort(), { timeout: 10_000 }).toEqual([junk, letter].sort());
    stop();
  });

  it('fails a send with the cause when no relay is reachable', async () => {
    const offline = createGun({ peers: ['http://127.0.0.1:9/gun'] });
    clients.push(offline);
    const { pub } = await newPair();
    const address = await inboxAddressOf(pub, Date.now());
    await expect(createInbox(gunGraph(() => offline)).send(address, 'lost', 500)).rejects.toThrow(
      OfflineError,
    );
  });
});
