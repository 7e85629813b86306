/**
 * Two relays in a mesh (relay 2 started with `--peers` relay 1), full cores on each: Alice only on
 * relay 1, Bob and Carol only on relay 2. A friend request, chat messages with their receipts, a
 * moment and room messages cross the mesh; with relay 1 stopped, Bob and Carol keep chatting on relay 2 while Alice's
 * messages wait in her queue; once relay 1 is back (same port, same data folder), everything sent
 * in the meantime, both ways, arrives once and in order. The link between the relays comes back
 * last (through a gate the test opens), after Alice has written her queue to relay 1 and read
 * Bob's streams there: only the relays' catch-up on the new link (src/relay/mesh-catch-up.ts)
 * brings each side what the other heard meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted } from '../support/result.ts';
import {
  eventually,
  makeFriends,
  startCoreUser,
  type CoreUser,
} from '../integration/support/core-user.ts';
import { roomKeyText } from '../../src/core/rooms/room-key.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { startTcpGate, type TcpGate } from '../support/tcp-gate.ts';

const GREETING = 'Hello from the other relay';

describe('chat across two meshed relays', () => {
  let first: TestRelay;
  let second: TestRelay;
  /** Relay 2 reaches relay 1 through it: the test decides when their link comes back. */
  let link: TcpGate;
  let alice: CoreUser;
  let bob: CoreUser;
  let carol: CoreUser;

  beforeAll(async () => {
    // Relay 1 knows the link relay 2 dials in on as a relay by the secret both were given.
    const args = ['--mesh-secret', 'a-mesh-secret-for-the-tests'];
    first = await startTestRelay({ serveApp: false, args });
    link = await startTcpGate(first.port);
    second = await startTestRelay({ serveApp: false, peers: [`${link.url}/gun`], args });
    [alice, bob, carol] = await Promise.all([
      startCoreUser(first.gunUrl, 'Alice', { greeting: GREETING }),
      startCoreUser(second.gunUrl, 'Bob', { greeting: GREETING }),
      startCoreUser(second.gunUrl, 'Carol', { greeting: GREETING }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close(), carol?.close()]);
    await Promise.all([second?.dispose(), first?.dispose(), link?.dispose()]);
  });

  /** The texts `to` received from `from`, oldest first. */
  const received = async (to: CoreUser, from: CoreUser) =>
    (await to.texts(from)).filter((m) => !m.mine).map((m) => m.text);
  /** How many of `from`'s messages to `to` a signed receipt turned sent. */
  const sent = async (from: CoreUser, to: CoreUser) =>
    (await from.texts(to)).filter((m) => m.mine && m.status === 'sent').length;
  const waitForTexts = (to: CoreUser, from: CoreUser, texts: string[], ms = 15_000) =>
    eventually(
      async () => (await received(to, from)).length >= texts.length,
      ms,
      `${texts.length} texts from ${from.alias} at ${to.alias}`,
    );
  const waitForSent = (from: CoreUser, to: CoreUser, count: number, ms = 15_000) =>
    eventually(async () => (await sent(from, to)) === count, ms, `${count} sent to ${to.alias}`);

  it('a friend request and its answer cross the mesh, then messages both ways turn sent', async () => {
    await makeFriends(alice, bob, 'Hi Bob, Alice here (relay 1)');
    await accepted(alice.core.chat.sendText(bob.pair.pub, 'one to two'));
    await accepted(bob.core.chat.sendText(alice.pair.pub, 'two to one'));
    await waitForTexts(bob, alice, ['one to two']);
    await waitForTexts(alice, bob, [GREETING, 'two to one']);
    await waitForSent(alice, bob, 1);
    await waitForSent(bob, alice, 2);
    expect(await received(bob, alice)).toEqual(['one to two']);
    expect(await received(alice, bob)).toEqual([GREETING, 'two to one']);
  });

  it('a moment crosses the mesh', async () => {
    const posted = await accepted(alice.core.moments.post('a moment from relay 1'));
    const seen = await eventually(() => bob.core.moments.get(posted), 15_000, 'moment at Bob');
    expect(seen.text).toBe('a moment from relay 1');
  });

  it('a room message crosses the mesh both ways', async () => {
    const room = await accepted(alice.core.rooms.create('Mesh'));
    await accepted(
      bob.core.rooms.join(roomKeyText(await accepted(alice.core.rooms.keyPair(room.pub)))),
    );
    const texts = async (user: CoreUser) =>
      (await user.core.rooms.history(room.pub, { limit: 100 })).messages
        .map((m) => (m.kind === 'text' ? m.text : ''))
        .filter(Boolean)
        .sort();
    await accepted(alice.core.rooms.send(room.pub, { kind: 'text', text: 'room, from relay 1' }));
    await accepted(bob.core.rooms.send(room.pub, { kind: 'text', text: 'room, from relay 2' }));
    for (const user of [alice, bob]) {
      await eventually(
        async () => (await texts(user)).length === 2,
        15_000,
        `both room messages at ${user.alias}`,
      );
      expect(await texts(user)).toEqual(['room, from relay 1', 'room, from relay 2']);
    }
  });

  it('with relay 1 down, relay 2 keeps working and Alice queues; back, nothing is lost', async () => {
    await first.stop();
    await eventually(() => !alice.core.chat.online, 10_000, 'Alice sees relay 1 gone');

    const fromAlice = Array.from({ length: 20 }, (_, i) => `while relay 1 is down ${i}`);
    for (const text of fromAlice) await accepted(alice.core.chat.sendText(bob.pair.pub, text));
    const toAlice = Array.from({ length: 5 }, (_, i) => `Bob to Alice meanwhile ${i}`);
    for (const text of toAlice) await accepted(bob.core.chat.sendText(alice.pair.pub, text));

    await makeFriends(bob, carol, 'Hi Carol, Bob here');
    await accepted(bob.core.chat.sendText(carol.pair.pub, 'Carol, still there?'));
    await accepted(carol.core.chat.sendText(bob.pair.pub, 'Yes, on relay 2'));
    await waitForTexts(carol, bob, ['Carol, still there?']);
    await waitForTexts(bob, carol, [GREETING, 'Yes, on relay 2']);
    await waitForSent(bob, carol, 1);
    await waitForSent(carol, bob, 2);
    expect(await received(carol, bob)).toEqual(['Carol, still there?']);
    expect(await received(bob, carol)).toEqual([GREETING, 'Yes, on relay 2']);

    // Alice's 20 wait in her queue (with anything else she had to send), none sent.
    expect((await alice.core.chat.stats()).queued).toBeGreaterThanOrEqual(20);
    expect(await sent(alice, bob)).toBe(1);
    expect(await received(bob, alice)).toEqual(['one to two']);
    expect(await received(alice, bob)).toEqual([GREETING, 'two to one']);

    // Relay 1 comes back, Alice with it, and only later the link between the relays: Alice's
    // queued messages reach relay 1 and her reads find relay 1 alone before relay 2 is there.
    link.close();
    await first.restart();
    await eventually(() => alice.core.chat.online, 15_000, 'Alice back on relay 1');
    // Relay 1 has every message Alice queued (each acknowledged) while relay 2 is still away.
    await eventually(
      async () =>
        (
          await alice.core.db.all(
            "SELECT 1 FROM message_queue WHERE lane = 'chat' AND (lastAttempt IS NULL OR error IS NOT NULL)",
          )
        ).length === 0,
      30_000,
      'Alice’s queue on relay 1',
    );
    link.open();
    await waitForTexts(bob, alice, ['one to two', ...fromAlice], 45_000);
    await waitForTexts(alice, bob, [GREETING, 'two to one', ...toAlice], 30_000);
    await waitForSent(alice, bob, 21, 30_000);
    await waitForSent(bob, alice, 7, 30_000);
    expect(await received(bob, alice)).toEqual(['one to two', ...fromAlice]);
    expect(await received(alice, bob)).toEqual([GREETING, 'two to one', ...toAlice]);
    // What else was queued (receipts) goes out too, after its own retry delay.
    for (const device of [alice, bob]) {
      await eventually(
        async () => (await device.core.chat.stats()).queued === 0,
        30_000,
        `${device === alice ? 'Alice' : 'Bob'}'s queue empties`,
      );
    }
  }, 120_000);
});
