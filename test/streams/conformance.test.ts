/**
 * The sealed-stream layer's contract, run against the in-memory graph and against a real relay:
 * what a writer publishes reaches a follower once, opened; catch-up reads earlier days through
 * the month indexes and stops where the cursor says; a stopped follower hears nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import { pairSecret } from '../../src/core/protocol/key-agreement.ts';
import type { SqlDatabase } from '../../src/core/store/sql.ts';
import { dayKeyOf } from '../../src/core/streams/days.ts';
import { StreamFollower, type FollowedRecord } from '../../src/core/streams/follower.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { StreamPublisher } from '../../src/core/streams/publisher.ts';
import { openStreamRecord, sealStreamRecord } from '../../src/core/streams/sealed-record.ts';
import { streamKeys, type StreamKeys } from '../../src/core/streams/stream-keys.ts';
import type { Graph, StreamTransport } from '../../src/core/graph/graph.ts';
import { knowsDevicesOf, startDevice, type TestDevice } from '../support/device-chains.ts';
import { openChatDatabase } from '../chat/support/chat-db.ts';
import { newPair } from '../chat/support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { signedInGun } from '../chat/support/gun-chat.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { MemoryNetwork } from '../support/memory-graph.ts';
import { theseReaders } from '../../src/core/streams/record-chains.ts';

const DAY_MS = 86_400_000;

interface Network {
  /** A graph client acting as `user`. */
  transportFor(user: KeyPair): Promise<Graph>;
  close(): Promise<void>;
}

const memory = (): Promise<Network> => {
  const graph = new MemoryNetwork();
  return Promise.resolve({
    transportFor: (user) => Promise.resolve(graph.graphFor(user.pub)),
    close: () => Promise.resolve(),
  });
};

const relay = async (): Promise<Network> => {
  const server: TestRelay = await startTestRelay({ serveApp: false });
  const clients: { close(): void }[] = [];
  return {
    async transportFor(user) {
      const gun = await signedInGun(server.gunUrl, user);
      clients.push(gun);
      return gunGraph(() => gun);
    },
    async close() {
      for (const client of clients) client.close();
      await server.dispose();
    },
  };
};

describe.each([
  ['in memory', memory],
  ['on a real relay', relay],
])('sealed streams %s', (_name, open) => {
  let net: Network;
  let alice: KeyPair;
  let bob: KeyPair;
  let publisher: StreamPublisher;
  let bobsTransport: StreamTransport;
  /** Alice's stream to Bob: as Alice writes it, and as Bob reads it. */
  let written: StreamKeys;
  let read: StreamKeys;
  let db: SqlDatabase;
  let devices: TestDevice[] = [];
  const heard: FollowedRecord[] = [];
  let unverified = 0;
  let follower: StreamFollower;

  beforeAll(async () => {
    net = await open();
    [alice, bob] = await Promise.all([newPair(), newPair()]);
    const alicesGraph = await net.transportFor(alice);
    bobsTransport = await net.transportFor(bob);
    const [atAlice, atBob] = [
      await startDevice(alicesGraph, alice),
      await startDevice(await net.transportFor(bob), bob),
    ];
    devices = [atAlice, atBob];
    await knowsDevicesOf(atAlice, [bob.pub]);
    publisher = new StreamPublisher(alicesGraph, () => alice, atAlice.chains);
    written = streamKeys(await pairSecret(alice, bob.epub), alice.pub, atAlice.chains);
    read = streamKeys(await pairSecret(bob, alice.epub), alice.pub, atBob.chains);
    db = await openChatDatabase();
  });

  afterAll(async () => {
    follower?.stopAll();
    for (const device of devices) await device.close();
    await db?.close();
    await net?.close();
  });

  const newFollower = () =>
    new StreamFollower({
      transport: bobsTransport,
      db,
      now: Date.now,
      onRecord: (record) => heard.push(record),
      onUnverified: () => void unverified++,
    });

  const publish = async (id: string, ts = Date.now()) => {
    const entry = { id, type: 'text', ts, to: bob.pub, body: `{"text":"${id}"}` };
    await publisher.publish(
      [await sealStreamRecord(written, alice, entry, theseReaders([bob.pub]))],
      10_000,
    );
  };

  const ids = () => heard.map((record) => record.id);

  it('hands a published record to the follower once, and it opens for the reader', async () => {
    follower = newFollower();
    await follower.follow({ stream: 'a-to-b', keys: read, since: Date.now() });
    await publish('live-1');
    await eventually(() => ids().includes('live-1'), 10_000, 'live record heard');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ids().filter((id) => id === 'live-1')).toHaveLength(1);
    const record = heard.find((r) => r.id === 'live-1');
    if (!record) throw new Error('not heard');
    const open = (r: FollowedRecord) =>
      openStreamRecord(read, r.day, r.id, r.value, { now: Date.now(), maxSkewMs: 300_000 });
    // The chain's start came with it, in the same put; in whichever order they are heard, the
    // record opens once the start is taken.
    const entries = [];
    for (const one of [...heard]) {
      const opened = await open(one);
      if (!opened.ok) throw new Error(opened.error);
      const ready = opened.value.kind === 'start' ? opened.value.ready : [];
      for (const again of ready) entries.push(await open({ ...one, ...again }));
      if (opened.value.kind === 'entry') entries.push(opened);
    }
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      ok: true,
      value: { kind: 'entry', entry: { id: 'live-1', to: bob.pub } },
    });
    expect(await open(record)).toEqual({ ok: false, error: 'gone' });
    await follower.advance('a-to-b', record.day);
  });

  it('catches up on earlier days through the month indexes, from where it stopped', async () => {
    follower.stopAll();
    await publish('three-days-ago', Date.now() - 3 * DAY_MS);
    await publish('forty-days-ago', Date.now() - 40 * DAY_MS);
    heard.length = 0;
    // A reader whose friendship began 60 days ago and who never read this stream.
    follower = newFollower();
    await follower.follow({ stream: 'fresh', keys: read, since: Date.now() - 60 * DAY_MS });
    await eventually(
      () => ['three-days-ago', 'forty-days-ago', 'live-1'].every((id) => ids().includes(id)),
      15_000,
      'history read',
    );
    expect(heard.find((r) => r.id === 'forty-days-ago')?.day).toBe(
      dayKeyOf(Date.now() - 40 * DAY_MS),
    );
  });

  it('does not read days before its cursor, nor before a deleted timestamp', async () => {
    follower.stopAll();
    heard.length = 0;
    follower = newFollower();
    await follower.follow({
      stream: 'a-to-b',
      keys: read,
      since: Date.now() - 60 * DAY_MS,
      notBefore: Date.now() - 10 * DAY_MS,
    });
    await eventually(() => ids().includes('live-1'), 10_000, 'today read');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ids()).not.toContain('forty-days-ago');
  });

  it('stops hearing a stream it no longer follows', async () => {
    follower.unfollow('a-to-b');
    heard.length = 0;
    await publish('after-unfollow');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ids()).toEqual([]);
    expect(unverified).toBe(0);
  });
});
