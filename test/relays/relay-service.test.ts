/**
 * The relay list against real relays: validation and the spec's limits, a change reaching the graph
 * client at once, latency as a write and read back through one relay (a dead one times out), the
 * relays my card shares, and stranger relays from friends' lists.
 */
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createGun, type GunClient } from '../../src/core/net/gun.ts';
import type { ProbeSocket } from '../../src/core/relays/relay-probe.ts';
import { RelayService } from '../../src/core/relays/relay-service.ts';
import { MAX_ENABLED_RELAYS, MAX_RELAYS } from '../../src/core/relays/relay-url.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../src/core/store/sql.ts';
import { eventually } from '../support/eventually.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

const openSocket = (url: string) => new WebSocket(url) as unknown as ProbeSocket;

let home: TestRelay;
let other: TestRelay;
let deadUrl: string;
let silent: Server;
const hanging = new Set<Socket>();
let silentUrl: string;

beforeAll(async () => {
  [home, other] = await Promise.all([startTestRelay(), startTestRelay()]);
  const dead = await startTestRelay();
  deadUrl = dead.gunUrl;
  await dead.dispose();
  // Takes connections and never answers: a relay that hangs.
  silent = createServer((socket) => hanging.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  silentUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/gun`;
});

afterAll(async () => {
  await Promise.all([home.dispose(), other.dispose()]);
  for (const socket of hanging) socket.destroy();
  await new Promise((resolve) => silent.close(resolve));
});

let db: SqlDatabase;
let gun: GunClient;
let relays: RelayService;
let me: string | null;
let sharing: boolean;
let shared: (readonly string[])[];

beforeEach(async () => {
  db = await openMemoryDatabase({ migrate: true });
  gun = createGun({ peers: [home.gunUrl] });
  me = 'me-pub';
  sharing = true;
  shared = [];
  relays = new RelayService({
    db,
    graph: gunGraph(() => gun),
    defaults: [home.gunUrl],
    me: () => me,
    openSocket,
    sharing: () => sharing,
    share: (urls) => {
      shared.push(urls);
      return Promise.resolve();
    },
  });
  await relays.start();
});

afterEach(async () => {
  relays.stop();
  gun.close();
  await db.close();
});

const urls = () => relays.snapshot().relays.map((relay) => relay.url);
const view = (url: string) => relays.snapshot().relays.find((relay) => relay.url === url);

describe('the relay list', () => {
  it('starts with the default relay, enabled, and refuses what the spec refuses', async () => {
    expect(relays.snapshot()).toMatchObject({ loaded: true, enabledCount: 1 });
    expect(urls()).toEqual([home.gunUrl]);
    expect(await relays.add(' ')).toEqual({ ok: false, error: 'url-required' });
    expect(await relays.add('not a relay')).toEqual({ ok: false, error: 'invalid-url' });
    expect(await relays.add(home.gunUrl)).toEqual({ ok: false, error: 'duplicate' });
    expect(await relays.setEnabled(home.gunUrl, true)).toEqual({
      ok: false,
      error: 'already-enabled',
    });
    expect(await relays.setEnabled('https://nowhere.example.com/gun', true)).toEqual({
      ok: false,
      error: 'not-found',
    });
    expect(await relays.remove('https://nowhere.example.com/gun')).toEqual({
      ok: false,
      error: 'not-found',
    });
  });

  it('holds 1000 relays and 1000 enabled at most', async () => {
    // A graph client that only records what it is told: no test dials a thousand addresses.
    let wanted: readonly string[] = [];
    const listDb = await openMemoryDatabase({ migrate: true });
    const listed = new RelayService({
      db: listDb,
      graph: { setPeers: (next) => (wanted = next), connectedPeerUrls: () => [] },
      defaults: [],
      me: () => 'me-pub',
      sharing: () => false,
      share: () => Promise.resolve(),
    });
    const seed = async (rows: number, enabled: (i: number) => boolean) => {
      listed.stop();
      await listDb.run('DELETE FROM network_peers');
      await listDb.batch(
        Array.from({ length: rows }, (_, i) => ({
          sql: 'INSERT INTO network_peers (url, is_enabled) VALUES (?, ?)',
          params: [`https://r${i}.example.com/gun`, enabled(i) ? 1 : 0],
        })),
      );
      await listed.start();
    };
    await seed(MAX_RELAYS - 1, () => true);
    expect(await listed.add('https://last.example.com')).toEqual({
      ok: true,
      value: 'https://last.example.com/gun',
    });
    expect(listed.snapshot().enabledCount).toBe(MAX_ENABLED_RELAYS);
    expect(wanted).toHaveLength(MAX_ENABLED_RELAYS);
    expect(await listed.add('https://one-more.example.com')).toEqual({
      ok: false,
      error: 'too-many',
    });
    // A list that already holds more (written before these limits) enables no more.
    await seed(MAX_RELAYS + 1, (i) => i < MAX_ENABLED_RELAYS);
    expect(await listed.setEnabled(`https://r${MAX_RELAYS}.example.com/gun`, true)).toEqual({
      ok: false,
      error: 'too-many-enabled',
    });
    expect(await listed.setEnabled('https://r0.example.com/gun', false)).toMatchObject({
      ok: true,
    });
    expect(await listed.setEnabled(`https://r${MAX_RELAYS}.example.com/gun`, true)).toMatchObject({
      ok: true,
    });
    listed.stop();
    await listDb.close();
  });

  it('connects to an added relay at once, and lets go of it when disabled or removed', async () => {
    await eventually(() => view(home.gunUrl)?.inUse, 10_000, 'home relay in use');
    expect(relays.snapshot().online).toBe(true);
    expect(await relays.add(other.gunUrl)).toEqual({ ok: true, value: other.gunUrl });
    await eventually(() => gun.connectedPeerUrls().includes(other.gunUrl), 10_000, 'dialled');
    await eventually(() => view(other.gunUrl)?.inUse, 5_000, 'shown in use');

    await relays.setEnabled(other.gunUrl, false);
    expect(gun.peerUrls()).toEqual([home.gunUrl]);
    await eventually(() => !gun.connectedPeerUrls().includes(other.gunUrl), 5_000, 'closed');
    await eventually(() => view(other.gunUrl)?.inUse === false, 5_000, 'shown not in use');

    await relays.setEnabled(home.gunUrl, false);
    await eventually(() => !relays.snapshot().online, 5_000, 'offline with no relay enabled');
    await relays.setEnabled(home.gunUrl, true);
    await eventually(() => relays.snapshot().online, 10_000, 'online again');

    await relays.setEnabled(other.gunUrl, true);
    await eventually(() => gun.connectedPeerUrls().includes(other.gunUrl), 10_000, 'again');
    await relays.remove(other.gunUrl);
    expect(urls()).toEqual([home.gunUrl]);
    await eventually(() => !gun.connectedPeerUrls().includes(other.gunUrl), 5_000, 'removed');
  });
});

describe('latency tests', () => {
  it('time a write and its read back through that one relay', async () => {
    await relays.add(other.gunUrl);
    await relays.test(other.gunUrl);
    const tested = view(other.gunUrl);
    expect(tested).toMatchObject({ status: 'connected', failure: null, testing: false });
    expect(tested?.latencyMs).toBeGreaterThan(0);
    expect(relays.snapshot().averageLatencyMs).toBe(tested?.latencyMs);
  });

  it('report a relay that is down or never answers as a connection timeout', async () => {
    await db.batch(
      [deadUrl, silentUrl].map((url) => ({
        sql: 'INSERT INTO network_peers (url, is_enabled) VALUES (?, 0)',
        params: [url],
      })),
    );
    relays.stop();
    await relays.start();
    const started = Date.now();
    const running = relays.testAll();
    expect(view(silentUrl)?.testing).toBe(true);
    await running;
    for (const url of [deadUrl, silentUrl]) {
      expect(view(url)).toMatchObject({
        status: 'disconnected',
        failure: 'timeout',
        latencyMs: null,
      });
    }
    expect(view(home.gunUrl)?.status).toBe('connected');
    // A first reading gives up after the spec's 5 s.
    expect(Date.now() - started).toBeLessThan(7_000);
  });
});

describe('shared and stranger relays', () => {
  it('shares my enabled relays while sharing is on, and none when it is off', async () => {
    expect(shared.at(-1)).toEqual([home.gunUrl]);
    await relays.add('https://mine.example.com');
    expect(shared.at(-1)).toEqual([home.gunUrl, 'https://mine.example.com/gun']);
    await relays.setEnabled(home.gunUrl, false);
    expect(shared.at(-1)).toEqual(['https://mine.example.com/gun']);
    sharing = false;
    relays.sharingChanged();
    expect(shared.at(-1)).toEqual([]);
  });

  it("lists relays from friends' lists that I do not have", async () => {
    expect(relays.snapshot().strangers).toEqual([]);
    const friend = (pub: string, list: unknown) =>
      db.run(
        `INSERT INTO buddies (userPub, buddyPub, timestamp, sharedRelays) VALUES ('me-pub', ?, 1, ?)`,
        [pub, JSON.stringify(list)],
      );
    await friend('bob', [home.gunUrl, 'https://bob.example.com/gun', 'junk']);
    await friend('carol', ['https://bob.example.com/gun', 'https://carol.example.com/gun']);
    await db.run(
      `INSERT INTO buddies (userPub, buddyPub, timestamp, sharedRelays)
        VALUES ('someone-else', 'dan', 1, '["https://dan.example.com/gun"]')`,
    );
    relays.friendsChanged();
    await eventually(() => relays.snapshot().strangers.length === 2, 5_000, 'strangers');
    expect(relays.snapshot().strangers).toEqual([
      'https://bob.example.com/gun',
      'https://carol.example.com/gun',
    ]);
    // Never dialled until the user adds one; then it is no stranger.
    expect(gun.peerUrls()).toEqual([home.gunUrl]);
    await relays.add('https://carol.example.com/gun');
    expect(relays.snapshot().strangers).toEqual(['https://bob.example.com/gun']);
  });
});
