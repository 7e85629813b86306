/**
 * Own state on a real relay, against attackers: my friends, blacklist, remarks and dismissed
 * requests sit in my space where no one else can read or write them, and records in my space that
 * my own key did not seal for their place (a modified client of mine, a replay) are ignored and
 * counted. The tests run in order and share the users.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import { createGraphUserSpace } from '../../src/core/identity/graph-user-space.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { createGun, type GunClient } from '../../src/core/net/gun.ts';
import { OWN_SPACE, openOwnItem, sealOwnItem } from '../../src/core/own-state/own-record.ts';
import type { OwnItem } from '../../src/core/own-state/own-item.ts';
import {
  BUCKETS,
  deriveSelfKeys,
  itemPlace,
  type ItemPlace,
} from '../../src/core/own-state/self-keys.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { newContactUser, newPair, type ContactUser } from './contact-user.ts';
import { dataFolderText } from '../support/relay-disk.ts';

const POLL = { timeout: 15_000, interval: 50 };
const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 14)}`;
const BOB = unique('Bob');
const REMARK = unique('remark');
const REMARK_INFO = unique('met-at');
const REFUSED_MESSAGE = unique('refused');

let relay: TestRelay;
let attacker: GunClientProcess;
let me: ContactUser;
let bob: ContactUser;
let carol: ContactUser;
let mallory: KeyPair;
/** A modified client of mine: signed in with my key, it writes whatever it likes into my space. */
let mine: GunClient;

beforeAll(async () => {
  relay = await startTestRelay({ serveApp: false });
  [me, bob, carol, attacker, mallory] = await Promise.all([
    newContactUser(relay.gunUrl, 'Me', { ownState: true }),
    newContactUser(relay.gunUrl, BOB),
    newContactUser(relay.gunUrl, 'Carol'),
    startGunClient(relay.gunUrl),
    newPair(),
  ]);
  mine = createGun({ peers: [relay.gunUrl] });
  await createGraphUserSpace(gunGraph(() => mine)).login(me.pair);

  expect((await bob.contacts.sendFriendRequest(me.pair.pub, 'hi')).ok).toBe(true);
  expect((await carol.contacts.sendFriendRequest(me.pair.pub, REFUSED_MESSAGE)).ok).toBe(true);
  await vi.waitFor(async () => expect(await me.contacts.requests()).toHaveLength(2), POLL);
  const requests = await me.contacts.requests();
  const [fromBob, fromCarol] = [bob, carol].map((user) =>
    requests.find((request) => request.fromPub === user.pair.pub),
  );
  if (!fromBob || !fromCarol) throw new Error('requests missing');
  expect((await me.contacts.accept(fromBob.id)).ok).toBe(true);
  expect((await me.contacts.refuse(fromCarol.id)).ok).toBe(true);
  expect((await me.contacts.block(mallory.pub)).ok).toBe(true);
  const remark = { remark: REMARK, remarkInfo: REMARK_INFO };
  expect((await me.contacts.setRemark(bob.pair.pub, remark)).ok).toBe(true);
  await vi.waitFor(async () => expect(await me.ownState?.pendingCount()).toBe(0), POLL);
});

afterAll(async () => {
  mine?.close();
  await Promise.all([me, bob, carol].map((user) => user?.close()));
  await attacker?.close();
  await relay?.dispose();
});

type Node = Record<string, unknown>;
const linkOf = (value: unknown): string | null =>
  typeof value === 'object' && value !== null && typeof (value as Node)['#'] === 'string'
    ? ((value as Node)['#'] as string)
    : null;

/** Every node of `~pub` and below (own buckets included), as anyone on the relay reads them. */
async function readSpace(pub: string): Promise<Map<string, Node>> {
  const nodes = new Map<string, Node>();
  const queue = [`~${pub}`, ...BUCKETS.map((bucket) => `~${pub}/${OWN_SPACE}/${bucket}`)];
  for (let soul = queue.shift(); soul !== undefined; soul = queue.shift()) {
    if (nodes.has(soul)) continue;
    const node = await attacker.once([soul], { wait: 500 });
    if (typeof node !== 'object' || node === null) continue;
    nodes.set(soul, node as Node);
    for (const value of Object.values(node)) {
      const link = linkOf(value);
      if (link) queue.push(link);
    }
  }
  return nodes;
}

const ownRecords = (nodes: Map<string, Node>, pub: string) =>
  [...nodes]
    .filter(([soul]) => soul.startsWith(`~${pub}/${OWN_SPACE}/`))
    .flatMap(([, node]) => Object.values(node).filter((value) => typeof value === 'string'));

describe('my own state on the relay', () => {
  it('shows an observer how many items there are, and nothing of what they are', async () => {
    const nodes = await readSpace(me.pair.pub);
    // Bob as friend, his request and Carol's (answered), Mallory blocked, Bob's remark.
    expect(ownRecords(nodes, me.pair.pub)).toHaveLength(5);
    const everything = JSON.stringify([...nodes]);
    const secrets = [BOB, REMARK, REMARK_INFO, REFUSED_MESSAGE];
    for (const user of [bob.pair, carol.pair, mallory]) secrets.push(user.pub, user.epub);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    // Nor does anyone with the relay's disk see a remark.
    await expect
      .poll(async () => (await dataFolderText(relay.dataDir)).includes(`${OWN_SPACE}/`), POLL)
      .toBe(true);
    const disk = await dataFolderText(relay.dataDir);
    for (const secret of [REMARK, REMARK_INFO]) expect(disk.includes(secret)).toBe(false);
  });

  it('cannot be written by anyone but me', async () => {
    const soul = `~${me.pair.pub}/${OWN_SPACE}/0`;
    const reply = await attacker.rawPut(soul, 'AAAAAAAAAAAAAAAAAAAAAA', 'planted');
    expect(reply?.err).toBeTruthy();
    expect(await attacker.once([soul, 'AAAAAAAAAAAAAAAAAAAAAA'], { wait: 500 })).toBeUndefined();
  });
});

describe('records in my space that are not my own sealed items', () => {
  const write = (place: ItemPlace, json: string) =>
    new Promise<void>((resolve, reject) => {
      mine
        .get(`~${me.pair.pub}/${OWN_SPACE}/${place.bucket}`)
        .get(place.tag)
        .put(json, (ack) => (ack.err ? reject(new Error(ack.err)) : resolve()));
    });
  const blockItem = (pub: string, at = Date.now()): OwnItem => ({
    kind: 'block',
    key: pub,
    at,
    removed: false,
    data: {},
  });
  const rejected = () => me.ownState?.stats().rejected;

  it('are ignored and counted: signed by another key, moved, or from the future', async () => {
    const keys = await deriveSelfKeys(me.pair);
    const [forgedTarget, movedTarget, futureTarget, control] = await Promise.all(
      [0, 1, 2, 3].map(() => newPair()),
    );
    if (!forgedTarget || !movedTarget || !futureTarget || !control) throw new Error('no keys');

    // Sealed with my self key, but signed by Carol: the signature is for her space.
    const forged = await sealOwnItem(
      { pub: carol.pair.pub, priv: carol.pair.priv },
      keys,
      blockItem(forgedTarget.pub),
    );
    await write(forged.place, forged.json);
    // A genuine record of mine copied to the place of another item.
    const genuine = await sealOwnItem(me.pair, keys, blockItem(mallory.pub));
    await write(await itemPlace(keys, 'block', movedTarget.pub), genuine.json);
    // Genuine, but stamped 10 minutes ahead.
    const future = await sealOwnItem(
      me.pair,
      keys,
      blockItem(futureTarget.pub, Date.now() + 600_000),
    );
    await write(future.place, future.json);
    await expect.poll(() => rejected()?.['bad-signature'], POLL).toBe(2);
    await expect.poll(() => rejected()?.['from-the-future'], POLL).toBe(1);

    // A record of mine that is what it says is taken: the path above is the real one.
    const genuineBlock = await sealOwnItem(me.pair, keys, blockItem(control.pub));
    await write(genuineBlock.place, genuineBlock.json);
    await expect.poll(() => me.contacts.isBlocked(control.pub), POLL).toBe(true);
    for (const target of [forgedTarget, movedTarget, futureTarget]) {
      expect(await me.contacts.isBlocked(target.pub)).toBe(false);
    }
  });

  it('an older version put back by a replay is replaced by the newer one', async () => {
    const keys = await deriveSelfKeys(me.pair);
    const old: OwnItem = { kind: 'friend', key: bob.pair.pub, at: 1, removed: true, data: null };
    const replayed = await sealOwnItem(me.pair, keys, old);
    await write(replayed.place, replayed.json);
    const path = [`~${me.pair.pub}/${OWN_SPACE}/${replayed.place.bucket}`, replayed.place.tag];
    await expect
      .poll(async () => {
        const now = await attacker.once(path, { wait: 200 });
        return typeof now === 'string' && now !== replayed.json;
      }, POLL)
      .toBe(true);
    // What is there now is my newer version: Bob is a friend, here and for my other devices.
    const current = await attacker.once(path, { wait: 200 });
    const opened = await openOwnItem(me.pair.pub, keys, replayed.place, current, Date.now());
    expect(opened).toMatchObject({ ok: true, value: { key: bob.pair.pub, removed: false } });
    expect(await me.contacts.friend(bob.pair.pub)).toMatchObject({ remark: REMARK });
    expect(me.ownState?.stats().stale).toBeGreaterThan(0);
  });
});
