/**
 * Likes and comments made while no relay is there: kept and shown at once, sent when a relay is
 * back (also after the app was closed meanwhile), each once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted } from '../support/result.ts';
import { befriend } from '../chat/support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { feedTexts, startMomentUser, type MomentUser } from './support/moment-user.ts';

describe('moment talk while offline', () => {
  let relay: TestRelay;
  let alice: MomentUser;
  let bob: MomentUser;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [alice, bob] = (await Promise.all(
      ['alice', 'bob'].map((name) => startMomentUser(relay.gunUrl, name)),
    )) as [MomentUser, MomentUser];
    await befriend(alice, bob);
  });

  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close()]);
    await relay?.dispose();
  });

  it('keeps a like and a comment made offline and sends them when the relay is back', async () => {
    const text = 'a moment liked from a train';
    const posted = await accepted(alice.moments.post(text));
    await eventually(async () => (await feedTexts(bob)).includes(text), 20_000, 'bob reads it');

    await relay.stop();
    await eventually(() => bob.gun.connectedPeerCount() === 0, 10_000, 'bob offline');
    await accepted(bob.moments.like(posted));
    await accepted(bob.moments.comment(posted, 'written in a tunnel'));
    expect(await bob.moments.get(posted)).toMatchObject({ likes: 1, likedByMe: true, comments: 1 });
    expect(await bob.moments.comments(posted)).toMatchObject([
      { text: 'written in a tunnel', mine: true, sending: true },
    ]);
    expect((await bob.moments.stats()).queued).toBe(2);

    // Closed and opened again before any relay is back: the queue is on disk.
    bob.moments.stop();
    await bob.moments.start();
    await relay.restart();

    await eventually(
      async () => (await alice.moments.get(posted))?.likes === 1,
      45_000,
      'alice sees the like',
    );
    await eventually(
      async () => (await alice.moments.comments(posted)).length === 1,
      20_000,
      'alice sees the comment',
    );
    expect(await alice.moments.comments(posted)).toMatchObject([
      { text: 'written in a tunnel', author: bob.pair.pub, sending: false },
    ]);
    await eventually(
      async () => (await bob.moments.stats()).queued === 0,
      20_000,
      'bob’s queue empty',
    );
    expect(await bob.moments.comments(posted)).toMatchObject([{ sending: false }]);
    const notes = await alice.moments.notifications();
    expect(notes.map((note) => note.type).sort()).toEqual(['comment', 'like']);
  });
});
