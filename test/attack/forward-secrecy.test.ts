/**
 * Forward secrecy against someone who keeps a copy of everything a relay ever held: Alice and Bob
 * chat, share a room, and Alice posts a moment and comments on it, over a real relay while the
 * clock moves on by weeks (both devices' clocks: chains and prekeys rotate by them). A thief then
 * gets Bob's device state (its database and the identity key, and so the room's key pair and
 * Alice's feed key) and opens with it every record of the relay's data folder, as carefully as our
 * own code would, starting every chain afresh from any start it can open. Stolen right after, the
 * state opens what Alice wrote (the window is real); stolen two prekey rotations later, nothing of
 * it. Once both have answered each other in the chat after the theft (fresh reply keys), or Bob's
 * device has made its next prekey, what both write is closed to the thief again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import { DeviceService } from '../../src/core/devices/device-service.ts';
import { StreamChains } from '../../src/core/devices/stream-chains.ts';
import { MIN_TURN_MS } from '../../src/core/devices/turn-keys.ts';
import { pairSecret } from '../../src/core/protocol/key-agreement.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../src/core/store/sql.ts';
import { dayKeyOf } from '../../src/core/streams/days.ts';
import { MAX_CLOCK_SKEW_MS } from '../../src/core/streams/limits.ts';
import type { WaitingRecord } from '../../src/core/streams/record-chains.ts';
import { openStreamRecord } from '../../src/core/streams/sealed-record.ts';
import { streamKeys, type StreamKeys } from '../../src/core/streams/stream-keys.ts';
import { FeedKeys } from '../../src/core/moments/feed-keys.ts';
import type { MomentKey } from '../../src/core/moments/moment-store.ts';
import { openTalkEntry, talkKeys } from '../../src/core/moments/talk.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { localCommit } from '../../src/core/own-state/own-commit.ts';
import type { RoomKeyPair } from '../../src/core/conversations/message-types.ts';
import { roomSecret } from '../../src/core/rooms/room-key.ts';
import { befriend } from '../chat/support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { startGunChatUser, type GunChatUser } from '../chat/support/gun-chat.ts';
import { feedTexts, withMoments, type MomentUser } from '../moments/support/moment-user.ts';
import { roomTexts, withRooms, type RoomUser } from '../rooms/support/room-user.ts';
import { MemoryNetwork } from '../support/memory-graph.ts';
import { readRelayGraph } from '../support/relay-disk.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { accepted } from '../support/result.ts';

const DAY_MS = 86_400_000;
const WAIT = 20_000;
let relay: TestRelay;
type User = GunChatUser & MomentUser & RoomUser;
let alice: User;
let bob: User;
/** The room they share, and Alice's moments: what the thief knows besides the chat. */
let room: RoomKeyPair;
const moments: MomentKey[] = [];
/** Both devices' clocks run this far ahead of the real one. */
let offset = 0;
const now = () => Date.now() + offset;

/**
 * What a thief copies of a device: its keys and prekeys, and where it got to in the chains it
 * reads. (Its own sending chain would open what it writes until that chain is replaced; the
 * records here are written after a rotation.)
 */
const STOLEN_TABLES = [
  'device_keys',
  'device_prekeys',
  'receiving_chains',
  'reply_keys',
  'heard_replies',
] as const;

type Snapshot = Map<string, Record<string, string | number>[]>;

async function steal(user: GunChatUser): Promise<Snapshot> {
  const copy: Snapshot = new Map();
  for (const table of STOLEN_TABLES) {
    copy.set(table, await user.db.all<Record<string, string | number>>(`SELECT * FROM ${table}`));
  }
  return copy;
}

/** The stolen state in a database of the thief's own; without the chains' positions if asked. */
async function restore(stolen: Snapshot, positions: boolean): Promise<SqlDatabase> {
  const db = await openMemoryDatabase({ migrate: true });
  for (const [table, rows] of stolen) {
    if (table === 'receiving_chains' && !positions) continue;
    for (const row of rows) {
      const columns = Object.keys(row);
      await db.run(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        Object.values(row),
      );
    }
  }
  return db;
}

/**
 * Every text a thief holding `stolen` and `identity` opens in the relay's data folder: going on
 * from where the device had read each chain, and starting every chain afresh from any start it
 * can open.
 */
async function thiefReads(stolen: Snapshot, identity: KeyPair): Promise<string[]> {
  const texts = new Set<string>();
  for (const positions of [true, false]) {
    for (const text of await readWith(await restore(stolen, positions), identity)) texts.add(text);
  }
  return [...texts].sort();
}

async function readWith(stolen: SqlDatabase, identity: KeyPair): Promise<string[]> {
  const offline = new MemoryNetwork();
  offline.online = false;
  const session = () => identity;
  const devices = new DeviceService({
    db: stolen,
    graph: offline.graphFor(identity.pub),
    session,
    directory: { friends: () => Promise.resolve([]), subscribe: () => () => undefined },
    deviceName: () => Promise.resolve(''),
  });
  devices.start();
  const chains = new StreamChains({ db: stolen, session, devices, now });
  const secrets = [await pairSecret(identity, alice.pair.epub), await roomSecret(room)];
  const streams = [alice.pair.pub, bob.pair.pub].flatMap((writer) =>
    secrets.map((secret) => streamKeys(secret, writer, chains)),
  );
  const feed = await alicesFeed();
  streams.push(streamKeys(feed, alice.pair.pub, chains));
  const graph = readRelayGraph(relay.dataDir);
  const texts: string[] = [];
  const open = async (keys: StreamKeys, day: string, record: WaitingRecord): Promise<void> => {
    const options = { now: now() + 60 * DAY_MS, maxSkewMs: MAX_CLOCK_SKEW_MS };
    const opened = await openStreamRecord(keys, day, record.id, record.value, options);
    if (!opened.ok) return;
    if (opened.value.kind === 'start') {
      for (const ready of opened.value.ready) await open(keys, ready.day, ready);
    }
    if (opened.value.kind !== 'entry') return;
    const body = JSON.parse(opened.value.entry.body) as { text?: string; entry?: string };
    if (body.text) texts.push(body.text);
    if (body.entry) texts.push(...(await talkTexts(feed, body.entry)));
  };
  // Every day node of both streams from a day before the chat to the clock's present.
  for (let at = Date.now() - DAY_MS; at <= now() + DAY_MS; at += DAY_MS) {
    const day = dayKeyOf(at);
    for (const keys of streams) {
      const fields = graph.get(`~${keys.writer}/s/${await keys.nodeTag(day)}`);
      for (const [id, value] of fields ?? []) {
        if (typeof value === 'string') await open(keys, day, { day, id, value });
      }
    }
  }
  devices.stop();
  await devices.settled();
  await stolen.close();
  return texts;
}

/** The secret of Alice's feed, as Bob's device holds it. */
async function alicesFeed(): Promise<CryptoKey> {
  const keys = new FeedKeys({ db: bob.db, now, commit: localCommit(bob.db) });
  const epoch = (await keys.epochs(alice.pair.pub)).at(-1);
  if (!epoch) throw new Error('Bob has no key of Alice’s feed');
  return keys.secret(epoch);
}

/** The text of a talk entry about one of Alice's moments, opened as her friends open it. */
async function talkTexts(feed: CryptoKey, value: string): Promise<string[]> {
  const texts: string[] = [];
  for (const moment of moments) {
    const keys = await talkKeys(feed, moment.author, moment.id);
    const clock = { now: now() + 60 * DAY_MS, maxSkewMs: MAX_CLOCK_SKEW_MS };
    const entry = await openTalkEntry(keys, moment, value, clock);
    if (entry?.text) texts.push(entry.text);
  }
  return texts;
}

/**
 * Alice writes `text` in the room, in a moment and in a comment on it; resolves once a relay has
 * them all and, when `read`, once Bob has read them.
 */
async function writeBeyondTheChat(text: string, read: boolean): Promise<void> {
  const [roomText, momentText, talkText] = ['room', 'moment', 'talk'].map((where) =>
    text.replace('A:', `A (${where}):`),
  ) as [string, string, string];
  await accepted(alice.rooms.send(room.pub, { kind: 'text', text: roomText }));
  const moment = await accepted(alice.moments.post(momentText));
  moments.push(moment);
  await accepted(alice.moments.comment(moment, talkText));
  await eventually(
    async () =>
      (await alice.rooms.stats()).queued === 0 && (await alice.moments.stats()).queued === 0,
    WAIT,
    `${text} on the relay`,
  );
  if (!read) return;
  await eventually(
    async () =>
      (await roomTexts(bob, room.pub)).some((t) => t.endsWith(roomText)) &&
      (await feedTexts(bob)).includes(momentText) &&
      (await bob.moments.comments(moment)).some((c) => c.text === talkText),
    WAIT,
    `${text} read by Bob`,
  );
}

/** Moves both clocks to `days` ahead and waits for Bob's device to make its prekey of then. */
async function advanceTo(days: number): Promise<void> {
  offset = days * DAY_MS;
  // Each follows the streams' nodes of the new day.
  for (const user of [alice, bob]) user.directory.changed();
  await eventually(
    async () => {
      const [newest] = await bob.db.all<{ at: number }>(
        'SELECT at FROM device_prekeys ORDER BY at DESC LIMIT 1',
      );
      return (newest?.at ?? 0) >= Date.now() + offset - DAY_MS;
    },
    WAIT,
    `a prekey made on day ${days}`,
  );
  // Alice holds it before anything is sealed to Bob again.
  const device = (await bob.devices.thisDevice())?.pair.pub ?? '';
  await eventually(
    async () =>
      (
        await alice.db.all('SELECT 1 FROM known_prekeys WHERE device = ? AND at >= ?', [
          device,
          Date.now() + offset - DAY_MS,
        ])
      ).length === 1,
    WAIT,
    'Alice has the new prekey',
  );
}

async function chat(texts: readonly [string, string]): Promise<void> {
  await accepted(alice.service.sendText(bob.pair.pub, texts[0]));
  await accepted(bob.service.sendText(alice.pair.pub, texts[1]));
  await eventually(
    async () =>
      (
        await alice.db.all("SELECT 1 FROM messages WHERE content = ? AND status = 'sent'", [
          texts[0],
        ])
      ).length === 1 &&
      (await bob.db.all("SELECT 1 FROM messages WHERE content = ? AND status = 'sent'", [texts[1]]))
        .length === 1,
    WAIT,
    `${texts.join(' / ')} delivered both ways`,
  );
}

describe('a thief of one device, with a copy of everything the relay held', () => {
  let early: Snapshot;
  let late: Snapshot;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [alice, bob] = (await Promise.all(
      ['alice', 'bob'].map(async (name) => {
        const user = await withMoments(
          await startGunChatUser(relay.gunUrl, name, undefined, { now }),
          { now },
        );
        return withRooms(
          user,
          gunGraph(() => user.gun),
          { now },
        );
      }),
    )) as [User, User];
    await befriend(alice, bob);
    const created = await accepted(alice.rooms.create('Cellar'));
    room = await accepted(alice.rooms.keyPair(created.pub));
    await accepted(bob.rooms.join(JSON.stringify(room)));
    await chat(['A: the first secret', 'B: the second secret']);
    await writeBeyondTheChat('A: a secret', true);
    early = await steal(bob);
    // A week on, Bob's device replaces its prekey; a week after that it deletes the first one.
    await advanceTo(8);
    await advanceTo(16);
    late = await steal(bob);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close()]);
    await relay?.dispose();
  });

  it('opens what Alice wrote with the state stolen at once: the window is real', async () => {
    // What Bob wrote himself went out under his own chain, which has moved on past it.
    expect(await thiefReads(early, bob.pair)).toEqual([
      'A (moment): a secret',
      'A (room): a secret',
      'A (talk): a secret',
      'A: the first secret',
    ]);
  });

  it('opens nothing of it with the state stolen two weeks later', async () => {
    expect(await thiefReads(late, bob.pair)).toEqual([]);
  });

  it('opens nothing written once both have answered after the theft, before any new prekey', async () => {
    const stolen = await steal(bob);
    // Alice's next chain is sealed to Bob's prekey and to his newest reply key: both stolen.
    await chat(['A: still open to the thief', 'B: with a reply key made after the theft']);
    // A minute on, Alice answers Bob's new reply key: the prekey alone no longer opens her chain.
    offset += 2 * MIN_TURN_MS;
    for (const user of [alice, bob]) user.directory.changed();
    await chat(['A: closed again', 'B: closed too']);
    const read = await thiefReads(stolen, bob.pair);
    expect(read).toContain('A: still open to the thief');
    expect(read).not.toContain('A: closed again');
    expect(read).not.toContain('B: with a reply key made after the theft');
    expect(read).not.toContain('B: closed too');
  });

  it('opens nothing written once the device made its next prekey', async () => {
    const stolen = await steal(bob);
    await advanceTo(24);
    await chat(['A: after the theft', 'B: after the theft too']);
    await writeBeyondTheChat('A: after the theft', false);
    const read = await thiefReads(stolen, bob.pair);
    for (const text of ['A', 'A (room)', 'A (moment)', 'A (talk)']) {
      expect(read).not.toContain(`${text}: after the theft`);
    }
    expect(read).not.toContain('B: after the theft too');
  });
});
