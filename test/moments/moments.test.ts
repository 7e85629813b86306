/**
 * Moments on a real relay: an author's friends read them, a stranger cannot, only the author
 * changes them, a forward carries its original to the forwarder's friends, and a friend removed
 * reads nothing posted after that. The stranger also reads everything the relay stores.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted, codeOf } from '../support/result.ts';
import { befriend } from '../chat/support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { dataFolderText, readRelayGraph } from '../support/relay-disk.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { feedTexts, startMomentUser, unfriend, type MomentUser } from './support/moment-user.ts';

const PICTURE =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////2wBDAf//////////////////////////////////////////////////////////////////////////////////////wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AKp//2Q==';
const SECRET = 'sunrise over the quiet harbour';

describe('moments on a real relay', () => {
  let relay: TestRelay;
  let alice: MomentUser;
  let bob: MomentUser;
  let carol: MomentUser;
  let dave: MomentUser;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [alice, bob, carol, dave] = (await Promise.all(
      ['alice', 'bob', 'carol', 'dave'].map((name) => startMomentUser(relay.gunUrl, name)),
    )) as [MomentUser, MomentUser, MomentUser, MomentUser];
    // Bob is Alice's friend and Dave's; Carol is nobody's friend.
    await befriend(alice, bob);
    await befriend(bob, dave);
  });

  afterAll(async () => {
    await Promise.all([alice, bob, carol, dave].map((user) => user?.close()));
    await relay?.dispose();
  });

  it("refuses what the spec's forms refuse", async () => {
    expect(await codeOf(alice.moments.post('   '))).toBe('empty-moment');
    expect(await codeOf(alice.moments.post('x'.repeat(10_001)))).toBe('text-too-long');
    expect(await codeOf(alice.moments.post('', ['javascript:alert(1)']))).toBe('bad-image');
    expect(await codeOf(alice.moments.post('', Array(10).fill(PICTURE) as string[]))).toBe(
      'too-many-images',
    );
    expect(await codeOf(alice.moments.delete('nope'))).toBe('not-found');
  });

  it('shows a moment with its pictures to the author’s friend, never to a stranger', async () => {
    const posted = await accepted(alice.moments.post(SECRET, [PICTURE, PICTURE]));
    expect(await feedTexts(alice)).toEqual([SECRET]);

    await eventually(async () => (await feedTexts(bob)).includes(SECRET), 20_000, 'bob reads it');
    await eventually(
      async () => (await bob.moments.get(posted))?.images.length === 2,
      20_000,
      'both pictures',
    );
    const seen = await bob.moments.get(posted);
    expect(seen).toMatchObject({
      author: alice.pair.pub,
      text: SECRET,
      imageCount: 2,
      mine: false,
    });

    // Dave is Bob's friend, not Alice's: he has no key to her feed.
    expect(await feedTexts(dave)).toEqual([]);
    expect(await feedTexts(carol)).toEqual([]);
    expect(await carol.db.all('SELECT 1 FROM moments')).toEqual([]);
    // The relay's operator finds neither the text nor the pictures.
    const onDisk = () =>
      [...readRelayGraph(relay.dataDir).values()].some((node) => node.has(posted.id));
    await eventually(onDisk, 15_000, 'the moment on the relay’s disk');
    const stored = await dataFolderText(relay.dataDir);
    expect(stored).not.toContain(SECRET);
    expect(stored).not.toContain(PICTURE.slice(30, 90));
  });

  it('hides, shows and deletes a moment for its readers, by its author only', async () => {
    const text = 'a moment that comes and goes';
    const posted = await accepted(alice.moments.post(text));
    await eventually(async () => (await feedTexts(bob)).includes(text), 20_000, 'bob reads it');
    expect(await codeOf(bob.moments.setHidden(posted.id, true))).toBe('not-found');

    await accepted(alice.moments.setHidden(posted.id, true));
    // Still mine to see, marked hidden.
    expect((await alice.moments.get(posted))?.hidden).toBe(true);
    await eventually(async () => !(await feedTexts(bob)).includes(text), 20_000, 'hidden');
    await accepted(alice.moments.setHidden(posted.id, false));
    await eventually(async () => (await feedTexts(bob)).includes(text), 20_000, 'public again');

    await accepted(alice.moments.delete(posted.id));
    expect(await feedTexts(alice)).not.toContain(text);
    await eventually(async () => !(await feedTexts(bob)).includes(text), 20_000, 'deleted');
  });

  it('carries a forward’s original to the forwarder’s friends, and says when it is withdrawn', async () => {
    const text = 'worth passing on';
    const pictures = [1, 2, 3, 4].map((n) =>
      PICTURE.replace('base64,', `base64,${'A'.repeat(n * 4)}`),
    );
    const original = await accepted(alice.moments.post(text, pictures));
    await eventually(
      async () => (await bob.moments.get(original))?.images.length === 4,
      20_000,
      'bob reads it with its pictures',
    );
    const forward = await accepted(bob.moments.forward(original, 'look at this'));
    expect(await codeOf(bob.moments.forward(forward, 'again'))).toBe('forward-of-forward');
    expect(await codeOf(bob.moments.forward(original, 'y'.repeat(281)))).toBe('forward-too-long');

    // Dave cannot read Alice's feed, but Bob's forward shows him the original.
    await eventually(
      async () => (await dave.moments.get(forward))?.forward?.text === text,
      20_000,
      'dave reads the forward',
    );
    expect((await dave.moments.get(forward))?.forward).toMatchObject({
      author: alice.pair.pub,
      id: original.id,
      images: pictures.slice(0, 3),
      deleted: false,
    });

    // Bob reads Alice's feed: he learns that she hid the original, then that it is gone.
    await accepted(alice.moments.setHidden(original.id, true));
    await eventually(
      async () => (await bob.moments.get(forward))?.forward?.deleted === true,
      20_000,
      'original hidden',
    );
    expect((await bob.moments.get(forward))?.forward).toMatchObject({ text: '', images: [] });
    await accepted(alice.moments.setHidden(original.id, false));
    await eventually(
      async () => (await bob.moments.get(forward))?.forward?.text === text,
      20_000,
      'original shown again',
    );
    await accepted(alice.moments.delete(original.id));
    await eventually(
      async () => (await bob.moments.get(forward))?.forward?.deleted === true,
      20_000,
      'original deleted',
    );
    expect((await bob.moments.get(forward))?.forward?.text).toBe('');
  });

  it('keeps what a friend posts after removing me from me', async () => {
    const before = 'while we were friends';
    await accepted(alice.moments.post(before));
    await eventually(async () => (await feedTexts(bob)).includes(before), 20_000, 'bob reads it');

    // Alice removes Bob and befriends Carol; a new epoch of her feed begins.
    await unfriend(alice, bob);
    await befriend(alice, carol);
    await eventually(
      async () =>
        (await alice.db.all('SELECT 1 FROM feed_keys WHERE author = ?', [alice.pair.pub]))
          .length === 2,
      10_000,
      'a new epoch',
    );
    const after = 'only for my friends now';
    const posted = await accepted(alice.moments.post(after));

    // Carol, a friend now, reads it; Bob never gets it. (What Alice posted before Carol was her
    // friend was sealed for the friends she had then.)
    await eventually(
      async () => (await feedTexts(carol)).includes(after),
      20_000,
      'carol reads it',
    );
    expect(
      await bob.db.all('SELECT 1 FROM moments WHERE author = ? AND id = ?', [
        posted.author,
        posted.id,
      ]),
    ).toEqual([]);
    const bobKeys = await bob.db.all<{ epoch: string }>(
      'SELECT epoch FROM feed_keys WHERE author = ?',
      [alice.pair.pub],
    );
    expect(bobKeys).toHaveLength(1);
  });

  it('gives a friend’s new device my feed keys, and what I post after', async () => {
    const tablet = await startMomentUser(relay.gunUrl, 'dave-tablet', { pair: dave.pair });
    try {
      await befriend(tablet, bob);
      // Bob learns the tablet; his feed keys go to it in our chat, his next moment's key too.
      await eventually(
        async () => (await bob.devices.devicesOf(dave.pair.pub)).length === 2,
        20_000,
        'bob knows the tablet',
      );
      const text = 'for every device of my friends';
      await accepted(bob.moments.post(text));
      await eventually(async () => (await feedTexts(tablet)).includes(text), 30_000, 'tablet');
    } finally {
      await tablet.close();
    }
  }, 60_000);

  it('shows my moments on my other device', async () => {
    const laptop = await startMomentUser(relay.gunUrl, 'alice-laptop', {
      pair: alice.pair,
      ownState: true,
    });
    try {
      // The phone shares its feed keys through own state from now on.
      const phone = await startMomentUser(relay.gunUrl, 'alice-phone', {
        pair: alice.pair,
        ownState: true,
      });
      try {
        // A device the phone does not know yet reads nothing it writes: it knows them all first.
        await eventually(
          async () => (await phone.devices.myDevices()).devices.length === 3,
          20_000,
          'the phone knows the laptop',
        );
        const text = 'posted from the phone';
        await accepted(phone.moments.post(text));
        await eventually(async () => (await feedTexts(laptop)).includes(text), 30_000, 'laptop');
      } finally {
        await phone.close();
      }
    } finally {
      await laptop.close();
    }
  });
});

describe('likes, comments and forwards of a moment', () => {
  let relay: TestRelay;
  let alice: MomentUser;
  let bob: MomentUser;
  let carol: MomentUser;
  let dave: MomentUser;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [alice, bob, carol, dave] = (await Promise.all(
      ['alice', 'bob', 'carol', 'dave'].map((name) => startMomentUser(relay.gunUrl, name)),
    )) as [MomentUser, MomentUser, MomentUser, MomentUser];
    // Bob, Carol and Dave are Alice's friends; Bob and Carol are each other's, Dave is neither's.
    await befriend(alice, bob);
    await befriend(alice, carol);
    await befriend(alice, dave);
    await befriend(bob, carol);
  });

  afterAll(async () => {
    await Promise.all([alice, bob, carol, dave].map((user) => user?.close()));
    await relay?.dispose();
  });

  it('counts one like per person, and the talk of my friends only', async () => {
    const text = 'talk about this';
    const key = await accepted(alice.moments.post(text));
    for (const user of [bob, carol, dave]) {
      await eventually(async () => (await feedTexts(user)).includes(text), 20_000, user.name);
    }
    await accepted(bob.moments.like(key));
    await accepted(bob.moments.like(key));
    await accepted(carol.moments.like(key));
    await accepted(carol.moments.unlike(key));
    await accepted(dave.moments.like(key));
    const carolSays = await accepted(carol.moments.comment(key, '  lovely  '));
    await accepted(bob.moments.comment(key, 'agreed', carolSays));
    expect(await codeOf(bob.moments.comment(key, '   '))).toBe('empty-comment');
    expect(await codeOf(bob.moments.comment(key, 'z'.repeat(501)))).toBe('comment-too-long');

    // Alice counts all her friends' talk; Bob and Carol do not count Dave's, who is not theirs.
    const counts = (likes: number, comments: number) => async (user: MomentUser) => {
      const moment = await user.moments.get(key);
      return moment?.likes === likes && moment.comments === comments;
    };
    for (const [user, count] of [
      [alice, counts(2, 2)],
      [bob, counts(1, 2)],
      [carol, counts(1, 2)],
      [dave, counts(1, 0)],
    ] as const) {
      await eventually(() => count(user), 20_000, `${user.name} counts`);
    }
    expect((await bob.moments.get(key))?.likedByMe).toBe(true);
    expect((await carol.moments.get(key))?.likedByMe).toBe(false);
    const comments = await bob.moments.comments(key);
    expect(comments.map((c) => [c.author, c.text, c.replyTo?.id ?? null])).toEqual([
      [carol.pair.pub, 'lovely', null],
      [bob.pair.pub, 'agreed', carolSays],
    ]);

    // Alice is told of each first like (Bob's second tells nothing new; Carol's stays told though
    // she took it back) and both comments; Carol of Bob's reply; nobody of their own.
    await eventually(
      async () => (await types(alice)).join() === 'comment,comment,like,like,like',
      20_000,
      'alice notified',
    );
    await eventually(async () => (await types(carol)).join() === 'reply', 20_000, 'carol notified');
    expect(await types(bob)).toEqual([]);
  });

  it('lists notifications with their moment, marks them read and deletes them', async () => {
    const list = await alice.moments.notifications();
    const like = list.find((n) => n.type === 'like' && n.from === bob.pair.pub);
    expect(like).toMatchObject({ preview: 'talk about this', read: false, comment: '' });
    expect(like?.moment?.author).toBe(alice.pair.pub);
    expect(list.find((n) => n.type === 'comment' && n.from === carol.pair.pub)?.comment).toBe(
      'lovely',
    );
    await alice.moments.markRead([like?.id ?? -1]);
    const afterOne = await alice.moments.notifications();
    expect(afterOne.filter((n) => !n.read)).toHaveLength(list.length - 1);
    await alice.moments.markRead();
    expect((await alice.moments.notifications()).every((n) => n.read)).toBe(true);
    await alice.moments.deleteNotification(like?.id ?? -1);
    expect((await alice.moments.notifications()).map((n) => n.id)).not.toContain(like?.id);
  });

  it('lets only the comment’s writer or the moment’s author delete a comment', async () => {
    const key = await accepted(alice.moments.post('comment rules'));
    await eventually(async () => (await bob.moments.get(key)) !== null, 20_000, 'bob reads it');
    await eventually(async () => (await carol.moments.get(key)) !== null, 20_000, 'carol reads it');
    const bobs = await accepted(bob.moments.comment(key, 'first'));
    const carols = await accepted(carol.moments.comment(key, 'second'));
    await eventually(async () => (await carol.moments.comments(key)).length === 2, 20_000, 'both');

    // Carol may not delete Bob's comment.
    const bobsComment = { id: bobs, author: bob.pair.pub };
    expect(await codeOf(carol.moments.deleteComment(key, bobsComment))).toBe('no-permission');
    // The moment's author may; the writer may delete their own.
    await accepted(alice.moments.deleteComment(key, bobsComment));
    await accepted(carol.moments.deleteComment(key, { id: carols, author: carol.pair.pub }));
    for (const user of [alice, bob, carol]) {
      await eventually(
        async () => (await user.moments.comments(key)).length === 0,
        20_000,
        user.name,
      );
    }
  });

  it('counts a forward on the original', async () => {
    const key = await accepted(alice.moments.post('pass it on'));
    await eventually(async () => (await bob.moments.get(key)) !== null, 20_000, 'bob reads it');
    await accepted(bob.moments.forward(key, 'from Alice'));
    await eventually(async () => (await alice.moments.get(key))?.forwards === 1, 20_000, 'counted');
    await eventually(
      async () => (await types(alice)).includes('forward'),
      20_000,
      'alice notified of the forward',
    );
  });

  const types = async (user: MomentUser) =>
    (
      await user.db.all<{ type: string }>(
        'SELECT type FROM notifications WHERE momentId IS NOT NULL ORDER BY type',
      )
    ).map((row) => row.type);
});
