/**
 * A friendship from start to end on full cores over a real relay, as two apps live it: request,
 * accept (the greeting arrives), a chat whose messages turn sent only on the signed receipt, and
 * removal, after which both sides have cleaned up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted } from '../support/result.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { eventually, makeFriends, startCoreUser, type CoreUser } from './support/core-user.ts';

const GREETING = 'Hi Alice, glad to have you here';

describe('a friendship between two full cores', () => {
  let relay: TestRelay;
  let alice: CoreUser;
  let bob: CoreUser;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [alice, bob] = await Promise.all([
      startCoreUser(relay.gunUrl, 'Alice'),
      startCoreUser(relay.gunUrl, 'Bob', { greeting: GREETING }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close()]);
    await relay?.dispose();
  });

  it('accepting a request sends the greeting, which the requester receives', async () => {
    await makeFriends(alice, bob, 'Hi Bob, it is Alice');
    const greeting = await eventually(
      async () => (await alice.texts(bob)).find((m) => m.text === GREETING),
      15_000,
      'greeting at Alice',
    );
    expect(greeting).toMatchObject({ mine: false, sender: bob.pair.pub, status: 'received' });
    await eventually(
      async () => (await bob.texts(alice))[0]?.status === 'sent',
      15_000,
      'greeting acknowledged',
    );
    const list = await alice.core.chat.chatList();
    expect(list.recent).toMatchObject([{ pub: bob.pair.pub, name: 'Bob', hasNew: true }]);
  });

  it('a message is pending until the signed receipt turns it sent', async () => {
    const sent = await accepted(alice.core.chat.sendText(bob.pair.pub, 'Are we on for tonight?'));
    expect(sent.status).toBe('pending');
    await eventually(
      async () => (await bob.texts(alice)).some((m) => m.msgId === sent.msgId),
      15_000,
      'message at Bob',
    );
    await eventually(
      () =>
        alice.events.some(
          (e) => e.type === 'status' && e.msgId === sent.msgId && e.status === 'sent',
        ),
      15_000,
      'sent on the receipt',
    );
    expect((await alice.texts(bob)).find((m) => m.msgId === sent.msgId)?.status).toBe('sent');
    await accepted(bob.core.chat.sendText(alice.pair.pub, 'Yes, 8 pm'));
    await eventually(
      async () => (await alice.texts(bob)).some((m) => m.text === 'Yes, 8 pm'),
      15_000,
      'answer at Alice',
    );
    expect((await alice.texts(bob)).map((m) => m.text)).toEqual([
      GREETING,
      'Are we on for tonight?',
      'Yes, 8 pm',
    ]);
  });

  it('a new name and status text reach the friend within seconds, and again after a reload', async () => {
    const updated = await alice.core.account.updateProfile({
      alias: 'Alice Liddell',
      signature: 'through the looking glass',
    });
    expect(updated.ok).toBe(true);
    const friend = await eventually(
      async () => {
        const seen = await bob.core.contacts.friend(alice.pair.pub);
        return seen?.alias === 'Alice Liddell' ? seen : undefined;
      },
      10_000,
      'the new name at Bob',
    );
    expect(friend.signature).toBe('through the looking glass');
    await bob.reload();
    await alice.core.account.updateProfile({ alias: 'Alice L.' });
    await eventually(
      async () => (await bob.core.contacts.friend(alice.pair.pub))?.alias === 'Alice L.',
      10_000,
      'the next name at Bob after his app reopened',
    );
    expect((await bob.core.contacts.friend(alice.pair.pub))?.signature).toBe(
      'through the looking glass',
    );
  });

  it('removing a friend cleans up both sides and tells the other side', async () => {
    const removed = await bob.core.contacts.removeFriend(alice.pair.pub);
    expect(removed).toEqual({ ok: true, value: undefined });
    expect(await bob.core.contacts.friends()).toEqual([]);
    await eventually(
      async () => (await bob.core.chat.chatList()).recent.length === 0,
      5_000,
      'chat gone at Bob',
    );
    expect(await bob.texts(alice)).toEqual([]);

    await eventually(
      async () => (await alice.core.contacts.friends()).length === 0,
      15_000,
      'friend gone at Alice',
    );
    expect(await alice.core.contacts.notifications()).toEqual([
      expect.objectContaining({ type: 'friend_removed', fromPub: bob.pair.pub, isRead: false }),
    ]);
    await eventually(
      async () => (await alice.core.chat.chatList()).recent.length === 0,
      5_000,
      'chat gone at Alice',
    );
    expect(await alice.texts(bob)).toEqual([]);
    expect(await alice.core.chat.sendText(bob.pair.pub, 'still there?')).toEqual({
      ok: false,
      error: 'not-a-friend',
    });
  });
});
