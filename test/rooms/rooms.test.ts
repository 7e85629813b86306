import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteOf } from '../../src/core/conversations/quote.ts';
import { roomKeyText } from '../../src/core/rooms/room-key.ts';
import { accepted, codeOf } from '../support/result.ts';
import { befriend } from '../chat/support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { MemoryNetwork } from '../support/memory-graph.ts';
import { roomTexts, startMemoryRoomUser, type RoomUser } from './support/room-user.ts';

describe('rooms', () => {
  let net: MemoryNetwork;
  let alice: RoomUser;
  let bob: RoomUser;
  let carol: RoomUser;
  let dave: RoomUser;

  beforeAll(async () => {
    net = new MemoryNetwork();
    [alice, bob, carol, dave] = (await Promise.all(
      ['alice', 'bob', 'carol', 'dave'].map((name) => startMemoryRoomUser(net, name)),
    )) as [RoomUser, RoomUser, RoomUser, RoomUser];
  });

  afterAll(async () => {
    await Promise.all([alice, bob, carol, dave].map((user) => user?.close()));
  });

  it("refuses what the spec's forms refuse, with their codes", async () => {
    expect(await codeOf(alice.rooms.create('   '))).toBe('name-required');
    expect(await codeOf(alice.rooms.create('eleven char'))).toBe('name-too-long');
    expect(await codeOf(alice.rooms.join(''))).toBe('key-required');
    expect(await codeOf(alice.rooms.join('keypair:'))).toBe('key-required');
    expect(await codeOf(alice.rooms.join('{"pub":"x","priv":"y"}'))).toBe('invalid-key');
    expect(await codeOf(alice.rooms.join('not json'))).toBe('invalid-key');
    // Well-formed fields whose private key is not the public key's.
    const mixed = { ...bob.pair, priv: carol.pair.priv };
    expect(await codeOf(alice.rooms.join(JSON.stringify(mixed)))).toBe('invalid-key');
    expect(await codeOf(alice.rooms.startGroup('x', []))).toBe('no-invitees');
    expect(await alice.rooms.list()).toEqual([]);
  });

  it('creates, joins by key and by invitation, exchanges messages, leaves and clears', async () => {
    const room = await accepted(alice.rooms.create('Team'));
    expect(room.name).toBe('Team');
    const key = roomKeyText(await accepted(alice.rooms.keyPair(room.pub)));

    // Bob pastes the key; Carol scans it (the QR text carries a prefix).
    const joined = await accepted(bob.rooms.join(key));
    expect(joined).toMatchObject({ joined: true, room: { pub: room.pub } });
    expect((await accepted(carol.rooms.join(`keypair:${key}`))).joined).toBe(true);
    // A second join is skipped silently.
    expect((await accepted(bob.rooms.join(key))).joined).toBe(false);
    // The name comes from the roster (until then the spec's fallback stands).
    await eventually(
      async () => (await carol.rooms.get(room.pub))?.name === 'Team',
      15_000,
      'name',
    );

    // Everyone sees everyone as a member.
    for (const user of [alice, bob, carol]) {
      await eventually(
        async () => (await user.rooms.members(room.pub)).length === 3,
        15_000,
        `${user.name} sees three members`,
      );
    }

    await accepted(alice.rooms.send(room.pub, { kind: 'text', text: 'hello room' }));
    await accepted(bob.rooms.send(room.pub, { kind: 'text', text: '  hi from bob  ' }));
    await accepted(carol.rooms.send(room.pub, { kind: 'text', text: 'carol here' }));
    const expected = ['alice: hello room', 'bob: hi from bob', 'carol: carol here'];
    for (const user of [alice, bob, carol]) {
      await eventually(
        async () => (await roomTexts(user, room.pub)).length === 3,
        15_000,
        `${user.name} has three messages`,
      );
      expect((await roomTexts(user, room.pub)).sort()).toEqual(expected);
    }
    // Search finds room messages, marked as the room's.
    expect(await alice.service.search('carol here')).toMatchObject([
      { kind: 'room', peer: room.pub, mine: false },
    ]);
    // "sent" once the relay stored it.
    await eventually(async () => {
      const page = await alice.rooms.history(room.pub);
      return page.messages.every((m) => !m.mine || m.status === 'sent');
    }, 15_000);
    expect(await codeOf(alice.rooms.send(room.pub, { kind: 'text', text: '  ' }))).toBe(
      'empty-message',
    );

    // Alice invites Dave, a friend, from the "Start group chat" modal: a new room.
    await befriend(alice, dave);
    await Promise.all([alice.service.start(), dave.service.start()]);
    const group = await accepted(alice.rooms.startGroup('', [dave.pair.pub]));
    expect(group.failed).toEqual([]);
    expect(group.room.name).toBe('group (2 people)');
    const invite = await eventually(
      () =>
        dave.events.find(
          (e) => e.type === 'message' && e.message.kind === 'room-invite' && !e.message.mine,
        ),
      15_000,
      'invitation',
    );
    if (invite.type !== 'message' || invite.message.kind !== 'room-invite') throw new Error();
    const joining = await accepted(dave.rooms.accept(invite.message.invitation));
    expect(joining.room).toMatchObject({ pub: group.room.pub, name: 'group (2 people)' });
    await accepted(dave.rooms.send(group.room.pub, { kind: 'text', text: 'thanks' }));
    await eventually(
      async () => (await roomTexts(alice, group.room.pub)).includes('dave: thanks'),
      15_000,
    );
    // A friend's remark names them in rooms too.
    await alice.db.run('INSERT INTO friend_remarks (userPub, friendPub, remark) VALUES (?, ?, ?)', [
      alice.pair.pub,
      dave.pair.pub,
      'Uncle Dave',
    ]);
    alice.directory.changed();
    expect(await roomTexts(alice, group.room.pub)).toContain('Uncle Dave: thanks');

    // Carol leaves: the others get her notice and no longer count her.
    await accepted(carol.rooms.leave(room.pub));
    expect(await carol.rooms.get(room.pub)).toBeNull();
    expect(carol.roomEvents).toContainEqual({ type: 'left', room: room.pub });
    for (const user of [alice, bob]) {
      await eventually(
        async () => (await roomTexts(user, room.pub)).includes('carol: [leave]'),
        15_000,
        `${user.name} sees carol leave`,
      );
      await eventually(async () => (await user.rooms.members(room.pub)).length === 2, 15_000);
    }

    // The clear needs every member: Bob's "no" holds it, his "yes" passes it everywhere.
    await accepted(alice.rooms.proposeClear(room.pub));
    await eventually(async () => (await bob.rooms.clearVote(room.pub)).proposal !== null, 15_000);
    await accepted(bob.rooms.vote(room.pub, false));
    await eventually(async () => {
      const vote = await alice.rooms.clearVote(room.pub);
      return vote.votes.find((v) => v.member.pub === bob.pair.pub)?.agree === false;
    }, 15_000);
    expect((await roomTexts(alice, room.pub)).length).toBe(4);
    await accepted(bob.rooms.vote(room.pub, true));
    for (const user of [alice, bob]) {
      await eventually(
        async () => (await roomTexts(user, room.pub)).length === 0,
        15_000,
        `${user.name}'s history cleared`,
      );
    }
    expect((await alice.rooms.clearVote(room.pub)).proposal).toBeNull();
    // Afterwards the room goes on.
    await accepted(bob.rooms.send(room.pub, { kind: 'text', text: 'fresh start' }));
    await eventually(
      async () => (await roomTexts(alice, room.pub)).includes('bob: fresh start'),
      15_000,
    );
  });

  it('shows a reply with its quote to every member, and a retracted message nowhere', async () => {
    const room = (await accepted(alice.rooms.create('Menu'))).pub;
    const key = roomKeyText(await accepted(alice.rooms.keyPair(room)));
    await accepted(bob.rooms.join(key));
    await accepted(carol.rooms.join(key));
    for (const user of [alice, bob, carol]) {
      await eventually(async () => (await user.rooms.members(room)).length === 3, 15_000);
    }
    await accepted(alice.rooms.send(room, { kind: 'text', text: 'lunch at noon?' }));
    const question = await eventually(
      async () => (await bob.rooms.history(room)).messages.find((m) => m.sender === alice.pair.pub),
      15_000,
      'bob has the question',
    );
    // Bob answers Alice's message; Carol sees the quote, named as Alice.
    await accepted(bob.rooms.send(room, { kind: 'text', text: 'yes', replyTo: quoteOf(question) }));
    const answer = await eventually(
      async () => (await carol.rooms.history(room)).messages.find((m) => m.sender === bob.pair.pub),
      15_000,
      'carol has the answer',
    );
    expect(answer).toMatchObject({
      kind: 'text',
      text: 'yes',
      senderName: 'bob',
      quotedName: 'alice',
      replyTo: { id: question.msgId, from: alice.pair.pub, kind: 'text', text: 'lunch at noon?' },
    });

    // Alice retracts a message: gone at once here, then from every member's device.
    const oops = await accepted(
      alice.rooms.send(room, { kind: 'text', text: 'wrong room, sorry' }),
    );
    for (const user of [bob, carol]) {
      await eventually(
        async () => (await roomTexts(user, room)).includes('alice: wrong room, sorry'),
        15_000,
      );
    }
    await accepted(alice.rooms.retract(room, oops.msgId));
    expect(await roomTexts(alice, room)).not.toContain('alice: wrong room, sorry');
    expect(alice.roomEvents).toContainEqual({
      type: 'removed',
      room,
      sender: alice.pair.pub,
      msgId: oops.msgId,
    });
    for (const user of [bob, carol]) {
      await eventually(
        async () => !(await roomTexts(user, room)).includes('alice: wrong room, sorry'),
        15_000,
        `${user.name} no longer has it`,
      );
      expect(user.roomEvents).toContainEqual({
        type: 'removed',
        room,
        sender: alice.pair.pub,
        msgId: oops.msgId,
      });
      // The room's row in the chat list reads the message before it again.
      const [preview] = await user.db.all<{ lastMsg: string }>(
        'SELECT lastMsg FROM chat_previews WHERE pub = ?',
        [room],
      );
      expect(preview?.lastMsg).toBe('yes');
    }
    expect(await roomTexts(carol, room)).toEqual(['alice: lunch at noon?', 'bob: yes']);
    // Only my own messages can be retracted, and only once.
    expect(await codeOf(bob.rooms.retract(room, question.msgId))).toBe('message-not-found');
    expect(await codeOf(alice.rooms.retract(room, oops.msgId))).toBe('message-not-found');

    // A message still waiting in the outbox is retracted before it goes: only the retraction
    // goes out, and no member ever shows the message.
    alice.rooms.stop();
    const unsent = await accepted(alice.rooms.send(room, { kind: 'text', text: 'never mind' }));
    const queued = () => alice.db.all<{ id: string }>('SELECT id FROM message_queue');
    expect((await queued()).map((row) => row.id)).toContain(unsent.msgId);
    await accepted(alice.rooms.retract(room, unsent.msgId));
    expect((await queued()).map((row) => row.id)).not.toContain(unsent.msgId);
    expect(await roomTexts(alice, room)).not.toContain('alice: never mind');
    await alice.rooms.start();
    await eventually(async () => (await alice.rooms.stats()).queued === 0, 15_000, 'sent');
    await eventually(
      async () =>
        (
          await bob.db.all(
            'SELECT 1 FROM messages WHERE sender = ? AND msgId = ? AND deleted = 1',
            [alice.pair.pub, unsent.msgId],
          )
        ).length === 1,
      15_000,
      'bob took the retraction',
    );
    expect(await roomTexts(bob, room)).not.toContain('alice: never mind');
  });
});

describe('a room on two devices of one user', () => {
  let net: MemoryNetwork;
  let phone: RoomUser;
  let laptop: RoomUser;
  let bob: RoomUser;

  beforeAll(async () => {
    net = new MemoryNetwork();
    phone = await startMemoryRoomUser(net, 'me', { ownState: true });
    bob = await startMemoryRoomUser(net, 'bob');
  });

  afterAll(async () => {
    await Promise.all([phone, laptop, bob].map((user) => user?.close()));
  });

  it('follows my key: joined on one device, in it on the other; left on one, gone from both', async () => {
    const room = (await accepted(phone.rooms.create('Family'))).pub;
    await accepted(bob.rooms.join(roomKeyText(await accepted(phone.rooms.keyPair(room)))));
    await accepted(phone.rooms.send(room, { kind: 'text', text: 'from the phone' }));
    await accepted(bob.rooms.send(room, { kind: 'text', text: 'from bob' }));

    // A second device with the same key learns the room from my own state; what was written
    // before it came was sealed for the devices there were, and stays unread here.
    laptop = await startMemoryRoomUser(net, 'me', { pair: phone.pair, ownState: true });
    await eventually(async () => (await laptop.rooms.get(room))?.name === 'Family', 15_000);
    await eventually(
      async () => (await laptop.db.all('SELECT id FROM waiting_records')).length >= 2,
      15_000,
    );
    expect(await roomTexts(laptop, room)).toEqual([]);
    for (const user of [phone, bob]) {
      await eventually(async () => (await user.devices.devicesOf(phone.pair.pub)).length === 2);
      await eventually(() => user.chains.known([phone.pair.pub]));
    }
    await accepted(bob.rooms.send(room, { kind: 'text', text: 'bob again' }));
    await eventually(async () => (await roomTexts(laptop, room)).includes('bob: bob again'));
    await accepted(laptop.rooms.send(room, { kind: 'text', text: 'from the laptop' }));
    await eventually(
      async () => (await roomTexts(phone, room)).includes('me: from the laptop'),
      15_000,
    );

    // Retracting on the laptop takes the message off the phone too (and off Bob's device).
    const sent = (await laptop.rooms.history(room)).messages.find(
      (m) => m.kind === 'text' && m.text === 'from the laptop',
    );
    await accepted(laptop.rooms.retract(room, sent?.msgId ?? ''));
    for (const user of [phone, bob]) {
      await eventually(
        async () => !(await roomTexts(user, room)).includes('me: from the laptop'),
        15_000,
        `retracted on ${user.name}`,
      );
    }

    // Leaving on the laptop takes the room off the phone too, with one notice for the others.
    await accepted(laptop.rooms.leave(room));
    await eventually(async () => (await phone.rooms.get(room)) === null, 15_000, 'gone on phone');
    expect(phone.roomEvents).toContainEqual({ type: 'left', room });
    await eventually(async () => (await roomTexts(bob, room)).includes('me: [leave]'), 15_000);
    await eventually(async () => (await bob.rooms.members(room)).length === 1, 15_000);
    const notices = (await roomTexts(bob, room)).filter((text) => text.endsWith('[leave]'));
    expect(notices).toHaveLength(1);
  });
});
