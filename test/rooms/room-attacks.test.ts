/**
 * Rooms from the attacker's side, on a real relay: an outsider with a raw Gun client who reads
 * everything the relay stores and writes where it can, and a member (who holds the room key) who
 * tries to leave, speak or vote for somebody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted } from '../support/result.ts';
import { sea, type KeyPair } from '../../src/core/crypto/sea.ts';
import { putContent } from '../../src/core/net/content-node.ts';
import { encryptText } from '../../src/core/protocol/aead.ts';
import { padJson } from '../../src/core/protocol/padding.ts';
import { sealSignedRecord } from '../../src/core/protocol/sealed-signed-record.ts';
import { signFields } from '../../src/core/protocol/signature.ts';
import { roomKeyText, roomSecret } from '../../src/core/rooms/room-key.ts';
import { rosterKeys } from '../../src/core/rooms/roster.ts';
import type { RoomKeyPair } from '../../src/core/conversations/message-types.ts';
import { dayKeyOf } from '../../src/core/streams/days.ts';
import { openStreamRecord, recordPath } from '../../src/core/streams/sealed-record.ts';
import { streamKeys } from '../../src/core/streams/stream-keys.ts';
import { contentKey } from '../../src/core/protocol/content-address.ts';
import { eventually } from '../support/eventually.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { dataFolderText } from '../support/relay-disk.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { raceClearAgainst } from './support/clear-race.ts';
import { roomTexts, startRoomUser, type GunRoomUser } from './support/room-user.ts';

const SECRET_TEXT = 'the plan is on page forty-two';
const ROOM_NAME = 'Hushroom';

describe('rooms against hostile clients on a real relay', () => {
  let relay: TestRelay;
  let alice: GunRoomUser;
  let bob: GunRoomUser;
  let mallory: GunRoomUser;
  let eve: GunClientProcess;
  let room: string;
  let pair: RoomKeyPair;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [alice, bob, mallory] = (await Promise.all(
      ['alice-in-room', 'bob-in-room', 'mallory-in-room'].map((name) =>
        startRoomUser(relay.gunUrl, name),
      ),
    )) as [GunRoomUser, GunRoomUser, GunRoomUser];
    eve = await startGunClient(relay.gunUrl);
    room = (await accepted(alice.rooms.create(ROOM_NAME))).pub;
    pair = await accepted(alice.rooms.keyPair(room));
    await accepted(bob.rooms.join(roomKeyText(pair)));
    await accepted(mallory.rooms.join(roomKeyText(pair)));
    for (const user of [alice, bob, mallory]) {
      await eventually(async () => (await user.rooms.members(room)).length === 3, 15_000);
    }
    await accepted(alice.rooms.send(room, { kind: 'text', text: SECRET_TEXT }));
    await eventually(async () => (await roomTexts(bob, room)).length === 1, 15_000);
  });

  afterAll(async () => {
    await eve?.close();
    await Promise.all([alice, bob, mallory].map((user) => user?.close()));
    await relay?.dispose();
  });

  it('leaves no message, room name or member alias in the relay’s data folder', async () => {
    // Alice's message is on disk once her stream is.
    const written = async () => (await dataFolderText(relay.dataDir)).includes(alice.pair.pub);
    await eventually(written, 15_000);
    const stored = await dataFolderText(relay.dataDir);
    for (const secret of [SECRET_TEXT, ROOM_NAME, 'alice-in-room', 'bob-in-room']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('takes nothing an outsider writes into the roster or into a member’s stream', async () => {
    const { soul } = await rosterKeys(pair);
    const { rejected: before } = await alice.rooms.stats();
    // The roster takes anyone's value at its content address; a member opens none of these.
    for (const junk of ['{"kind":"join"}', 'AAAA.BBBB', 'x'.repeat(100)]) {
      expect((await eve.rawPut(soul, await contentKey(junk), junk))?.err).toBeUndefined();
    }
    await eventually(
      async () => (await alice.rooms.stats()).rejected >= before + 3,
      15_000,
      'junk rejected',
    );
    expect((await alice.rooms.members(room)).map((m) => m.pub).sort()).toEqual(
      [alice, bob, mallory].map((user) => user.pair.pub).sort(),
    );
    // A member's stream is in their own space: the relay refuses anyone else's write there.
    const keys = streamKeys(await roomSecret(pair), alice.pair.pub, alice.chains);
    const node = await keys.nodeTag(dayKeyOf(Date.now()));
    const reply = await eve.rawPut(`~${alice.pair.pub}/s/${node}`, 'forged', 'a forged message');
    expect(reply?.err).toBeTruthy();
  });

  it('does not let a member leave, speak or vote for another', async () => {
    // Mallory holds the room key: she can seal a roster entry saying Bob left, but not sign it
    // as Bob.
    const { soul, key } = await rosterKeys(pair);
    const entry = { kind: 'leave', member: bob.pair.pub, text: '', at: Date.now() };
    const sig = await signFields({ room, ...entry }, mallory.pair);
    const forged = await encryptText(key, padJson(JSON.stringify({ ...entry, sig })), soul);
    const { rejected: before } = await alice.rooms.stats();
    await putContent(mallory.gun, soul, forged, 15_000);
    await eventually(
      async () => (await alice.rooms.stats()).rejected > before,
      15_000,
      'forged leave',
    );
    expect((await alice.rooms.members(room)).some((m) => m.pub === bob.pair.pub)).toBe(true);

    // Bob says no to clearing; Mallory's "yes" in Bob's name, sealed with Bob's stream key (the
    // room key gives her that) but signed by her, is refused by the relay and would not open.
    await accepted(alice.rooms.proposeClear(room));
    await eventually(async () => (await bob.rooms.clearVote(room)).proposal !== null, 15_000);
    await accepted(bob.rooms.vote(room, false));
    const proposal = (await alice.rooms.clearVote(room)).proposal?.id ?? '';
    const bobKeys = streamKeys(await roomSecret(pair), bob.pair.pub, mallory.chains);
    const day = dayKeyOf(Date.now());
    const node = await bobKeys.nodeTag(day);
    const body = JSON.stringify({ proposal, agree: true });
    const plaintext = padJson(JSON.stringify({ type: 'clear-vote', ts: Date.now(), body }));
    const fake = await sealSignedRecord(
      mallory.pair,
      recordPath(node, 'fake-vote'),
      await bobKeys.key(),
      plaintext,
    );
    const refused = await eve.rawPut(`~${bob.pair.pub}/s/${node}`, 'fake-vote', fake);
    expect(refused?.err).toBeTruthy();
    // The writer hears why; the relay's log does not grow with what anyone can send.
    expect(relay.output()).not.toContain('Signature did not match');
    await accepted(mallory.rooms.vote(room, true));
    await eventually(async () => {
      const votes = (await alice.rooms.clearVote(room)).votes;
      return votes.filter((v) => v.agree !== null).length === 3;
    }, 15_000);
    const votes = (await alice.rooms.clearVote(room)).votes;
    expect(votes.find((v) => v.member.pub === bob.pair.pub)?.agree).toBe(false);
    expect(await roomTexts(alice, room)).toContain(`alice-in-room: ${SECRET_TEXT}`);

    // Mallory's own messages carry her name, whatever they say.
    await accepted(mallory.rooms.send(room, { kind: 'text', text: 'bob-in-room: I agree' }));
    await eventually(
      async () => (await roomTexts(alice, room)).includes('mallory-in-room: bob-in-room: I agree'),
      15_000,
    );
  });

  it('does not let a member retract another member’s message, or quote someone outside', async () => {
    const secret = (await bob.rooms.history(room)).messages.find(
      (m) => m.sender === alice.pair.pub,
    );
    if (!secret) throw new Error('no message of alice');
    // Mallory's client is modified: it takes Alice's message id for one of hers and retracts it.
    // The record is hers, signed by her, in her own stream: it can only name a message of hers.
    const chatId = `room:${room}`;
    await mallory.db.run(
      `INSERT INTO messages (chatID, msgId, sender, peer, type, content, timestamp, status)
       VALUES (?, ?, ?, ?, 'text', 'x', ?, 'sent')`,
      [chatId, secret.msgId, mallory.pair.pub, room, Date.now()],
    );
    await accepted(mallory.rooms.retract(room, secret.msgId));
    // Bob's device took the retraction (as one of Mallory's, not there yet) and kept Alice's.
    for (const user of [alice, bob]) {
      await eventually(
        async () =>
          (
            await user.db.all(
              'SELECT 1 FROM messages WHERE chatID = ? AND sender = ? AND msgId = ? AND deleted = 1',
              [chatId, mallory.pair.pub, secret.msgId],
            )
          ).length === 1,
        15_000,
        `${user.name} took the forged retraction`,
      );
      expect(await roomTexts(user, room)).toContain(`alice-in-room: ${SECRET_TEXT}`);
      expect(user.roomEvents.filter((e) => e.type === 'removed')).toEqual([]);
    }

    // A quote may name a member of the room, never someone outside it.
    const outsider = ((await sea.pair()) as KeyPair).pub;
    const quote = (from: string) => ({ id: 'q1', from, kind: 'text' as const, text: 'I owe you' });
    await accepted(
      mallory.rooms.send(room, { kind: 'text', text: 'as said', replyTo: quote(outsider) }),
    );
    await accepted(
      mallory.rooms.send(room, {
        kind: 'text',
        text: 'as alice said',
        replyTo: quote(alice.pair.pub),
      }),
    );
    const replies = await eventually(async () => {
      const page = await bob.rooms.history(room);
      const texts = page.messages.filter((m) => m.kind === 'text' && m.text.startsWith('as '));
      return texts.length === 2 ? texts : null;
    }, 15_000);
    const quoted = Object.fromEntries(
      replies.map((m) => [m.kind === 'text' ? m.text : '', m.kind === 'text' ? m.replyTo : null]),
    );
    expect(quoted['as said']).toBeUndefined();
    expect(quoted['as alice said']).toMatchObject({ from: alice.pair.pub, text: 'I owe you' });
  });

  it('gives a member who left no key for what is written after', async () => {
    const secret = await roomSecret(pair);
    await accepted(mallory.rooms.leave(room));
    for (const user of [alice, bob]) {
      await eventually(async () => (await user.rooms.members(room)).length === 2, 15_000);
    }
    const after = 'after mallory left';
    await accepted(alice.rooms.send(room, { kind: 'text', text: after }));
    await eventually(async () => (await roomTexts(bob, room)).includes(`alice-in-room: ${after}`));
    // Mallory kept the room key and her device: she reads Alice's stream of today on the relay.
    const keys = streamKeys(secret, alice.pair.pub, mallory.chains);
    const day = dayKeyOf(Date.now());
    const node = await keys.nodeTag(day);
    const stored = await eventually(async () => {
      const read = (await eve.once([`~${alice.pair.pub}/s/${node}`], { wait: 1_000 })) as Record<
        string,
        unknown
      >;
      return Object.keys(read).length > 1 ? read : null;
    }, 15_000);
    const outcomes: string[] = [];
    for (const [id, value] of Object.entries(stored)) {
      if (id === '_' || typeof value !== 'string') continue;
      const options = { now: Date.now(), maxSkewMs: 300_000 };
      const opened = await openStreamRecord(keys, day, id, value, options);
      if (!opened.ok) outcomes.push(opened.error);
      else if (opened.value.kind !== 'entry') outcomes.push(opened.value.kind);
      else outcomes.push((JSON.parse(opened.value.entry.body) as { text: string }).text);
    }
    // She opens every header (the room key) but no body written after: no start came for her.
    expect(outcomes).toContain('waiting');
    expect(outcomes.join()).not.toContain(after);
  });
});

describe('clearing a room against hostile timing on a real relay', () => {
  const FOUR_MINUTES = 4 * 60_000;
  let relay: TestRelay;
  let alice: GunRoomUser;
  let bob: GunRoomUser;
  let ahead: GunRoomUser;
  let dave: GunRoomUser | undefined;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [alice, bob] = (await Promise.all(
      ['alice-clears', 'bob-clears'].map((name) => startRoomUser(relay.gunUrl, name)),
    )) as [GunRoomUser, GunRoomUser];
    // A member whose clock (or client) stamps everything 4 minutes ahead: inside the skew readers
    // allow, so her records are taken.
    ahead = await startRoomUser(relay.gunUrl, 'mallory-ahead', {
      now: () => Date.now() + FOUR_MINUTES,
    });
  });

  afterAll(async () => {
    await Promise.all([alice, bob, ahead, dave].flatMap((user) => (user ? [user.close()] : [])));
    await relay?.dispose();
  });

  const joinAll = async (name: string, users: readonly GunRoomUser[]): Promise<string> => {
    const [owner, ...others] = users;
    if (!owner) throw new Error('no users');
    const room = (await accepted(owner.rooms.create(name))).pub;
    const key = roomKeyText(await accepted(owner.rooms.keyPair(room)));
    for (const user of others) await accepted(user.rooms.join(key));
    for (const user of users) {
      await eventually(
        async () => (await user.rooms.members(room)).length === users.length,
        15_000,
        `${user.name} sees every member`,
      );
    }
    return room;
  };

  const clearedEverywhere = async (room: string, users: readonly GunRoomUser[]) => {
    for (const user of users) {
      await eventually(
        async () => (await roomTexts(user, room)).length === 0,
        15_000,
        `${user.name}'s history cleared`,
      );
    }
  };

  it('keeps what is written after a clear that was stamped minutes ahead', async () => {
    const room = await joinAll('Ahead', [alice, bob, ahead]);
    await accepted(alice.rooms.send(room, { kind: 'text', text: 'before the clear' }));
    await eventually(async () => (await roomTexts(ahead, room)).length === 1, 15_000);

    // Mallory proposes "now" by her clock, 4 minutes from now; everyone agrees.
    await accepted(ahead.rooms.proposeClear(room));
    for (const user of [alice, bob]) {
      await eventually(async () => (await user.rooms.clearVote(room)).proposal !== null, 15_000);
      await accepted(user.rooms.vote(room, true));
    }
    await clearedEverywhere(room, [alice, bob, ahead]);

    // The clear covers what existed when it passed, not the 4 minutes after.
    const after = await accepted(
      alice.rooms.send(room, { kind: 'text', text: 'right after the clear' }),
    );
    for (const user of [bob, ahead]) {
      await eventually(
        async () => (await roomTexts(user, room)).includes('alice-clears: right after the clear'),
        15_000,
        `${user.name} keeps the message written after the clear`,
      );
    }
    await eventually(
      async () =>
        (await alice.rooms.history(room)).messages.find((m) => m.msgId === after.msgId)?.status ===
        'sent',
      15_000,
    );
    const [row] = await bob.db.all<{ before: number }>(
      'SELECT cleared_before AS before FROM groups WHERE group_pub = ?',
      [room],
    );
    expect(row?.before).toBeLessThan(after.timestamp);
  });

  it('never shows a newcomer what the room cleared, whatever arrives first', async () => {
    const room = await joinAll('Newcomer', [alice, bob]);
    for (const [user, text] of [
      [alice, 'old one'],
      [bob, 'old two'],
      [alice, 'old three'],
    ] as const) {
      await accepted(user.rooms.send(room, { kind: 'text', text }));
    }
    await eventually(async () => (await roomTexts(bob, room)).length === 3, 15_000);
    const oldIds = (await bob.rooms.history(room)).messages.map((m) => m.msgId);
    await accepted(alice.rooms.proposeClear(room));
    await eventually(async () => (await bob.rooms.clearVote(room)).proposal !== null, 15_000);
    await accepted(bob.rooms.vote(room, true));
    await clearedEverywhere(room, [alice, bob]);

    // Dave joins afterwards: he reads every old message as not cleared yet, then counts the votes
    // and carries the clear out, and only then do the old messages reach his database.
    dave = await startRoomUser(relay.gunUrl, 'dave-joins-late');
    const race = raceClearAgainst(dave.db, `room:${room}`, oldIds);
    await accepted(dave.rooms.join(roomKeyText(await accepted(alice.rooms.keyPair(room)))));
    await race.played;
    await accepted(alice.rooms.send(room, { kind: 'text', text: 'welcome dave' }));
    const newcomer = dave;
    await eventually(
      async () => (await roomTexts(newcomer, room)).includes('alice-clears: welcome dave'),
      15_000,
      'dave reads what follows the clear',
    );
    expect(await roomTexts(newcomer, room)).toEqual(['alice-clears: welcome dave']);
    const [preview] = await newcomer.db.all<{ lastMsg: string | null }>(
      'SELECT lastMsg FROM chat_previews WHERE pub = ?',
      [room],
    );
    expect(preview?.lastMsg).toBe('welcome dave');
  });
});
