/**
 * Moments from the attacker's side, on a real relay: a friend of the author (who holds the feed
 * key) tries to like, comment, delete and post in others' names from a modified client that puts
 * what it likes in its own feed, forges a forward, likes from throw-away keys, puts junk talk and
 * floods a moment with comments; a removed and blocked ex-friend keeps talking; and an outsider
 * with a raw Gun client writes where it can.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepted } from '../support/result.ts';
import { encodeBody } from '../../src/core/streams/bodies.ts';
import { FeedKeys } from '../../src/core/moments/feed-keys.ts';
import type { MomentKey } from '../../src/core/moments/moment-store.ts';
import { MOMENT_LIMITS } from '../../src/core/moments/moment-types.ts';
import { sealTalkEntry, talkKeys } from '../../src/core/moments/talk.ts';
import { localCommit } from '../../src/core/own-state/own-commit.ts';
import { dayKeyOf } from '../../src/core/streams/days.ts';
import { sealStreamRecord } from '../../src/core/streams/sealed-record.ts';
import { streamKeys } from '../../src/core/streams/stream-keys.ts';
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import { befriend, block, newPair } from '../chat/support/chat-user.ts';
import { eventually } from '../support/eventually.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import {
  feedTexts,
  postRawTalk,
  startMomentUser,
  unfriend,
  type MomentUser,
} from './support/moment-user.ts';
import { theseReaders } from '../../src/core/streams/record-chains.ts';

describe('moments against hostile clients on a real relay', () => {
  let relay: TestRelay;
  let alice: MomentUser;
  let bob: MomentUser;
  let mallory: MomentUser;
  let trudy: MomentUser;
  let eve: GunClientProcess;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [alice, bob, mallory, trudy] = (await Promise.all(
      ['alice', 'bob', 'mallory', 'trudy'].map((name) => startMomentUser(relay.gunUrl, name)),
    )) as [MomentUser, MomentUser, MomentUser, MomentUser];
    await befriend(alice, bob);
    await befriend(alice, mallory);
    await befriend(alice, trudy);
    // Mallory is Bob's friend too: he reads her feed and counts her talk on Alice's moments.
    await befriend(bob, mallory);
    eve = await startGunClient(relay.gunUrl);
  });

  afterAll(async () => {
    await eve?.close();
    await Promise.all([alice, bob, mallory, trudy].map((user) => user?.close()));
    await relay?.dispose();
  });

  /** Alice's epoch as Mallory (or another friend, former or not) holds it. */
  async function alicesEpoch(holder: MomentUser = mallory) {
    const keys = new FeedKeys({ db: holder.db, now: Date.now, commit: localCommit(holder.db) });
    const epoch = (await keys.epochs(alice.pair.pub)).at(-1);
    if (!epoch) throw new Error('mallory has no key of alice');
    return { keys, epoch, secret: await keys.secret(epoch) };
  }

  it('takes no like, comment or deletion that its signer makes in another’s name', async () => {
    const text = 'a moment under attack';
    const key = await accepted(alice.moments.post(text));
    for (const user of [bob, mallory]) {
      await eventually(async () => (await feedTexts(user)).includes(text), 20_000, user.name);
    }
    const bobsComment = await accepted(bob.moments.comment(key, 'my own words'));
    await eventually(async () => (await alice.moments.comments(key)).length === 1, 20_000, 'seen');

    // Mallory holds the key to Alice's feed: she can seal talk entries, but not sign them as Bob.
    const { secret } = await alicesEpoch();
    const talk = await talkKeys(secret, key.author, key.id);
    const asBob = (kind: 'like' | 'comment' | 'uncomment', id = '', text = '') =>
      sealTalkEntry(
        talk,
        key,
        { kind, from: bob.pair.pub, id, text, to: '', at: Date.now() },
        {
          pub: bob.pair.pub,
          priv: mallory.pair.priv,
        },
      );
    const { rejected: before } = await alice.moments.stats();
    const forged = [
      await asBob('like'),
      await asBob('comment', 'forged-comment', 'words Bob never wrote'),
      await asBob('uncomment', bobsComment),
    ];
    // Her own uncomment of Bob's comment is hers: not the comment's writer, not the author.
    const hers = await sealTalkEntry(
      talk,
      key,
      {
        kind: 'uncomment',
        from: mallory.pair.pub,
        id: bobsComment,
        text: '',
        to: '',
        at: Date.now(),
      },
      mallory.pair,
    );
    await postRawTalk(
      mallory,
      [...forged, hers].map((entry) => ({ node: talk.soul, entry })),
    );
    await eventually(
      async () => (await alice.moments.stats()).rejected >= before + 3,
      20_000,
      'forgeries refused',
    );
    // Positive control: Mallory's own like counts.
    await accepted(mallory.moments.like(key));
    await eventually(async () => (await alice.moments.get(key))?.likes === 1, 20_000, 'her like');
    const comments = await alice.moments.comments(key);
    expect(comments.map((c) => [c.author, c.text])).toEqual([[bob.pair.pub, 'my own words']]);
    expect((await alice.moments.get(key))?.likedByMe).toBe(false);
  });

  it('keeps others out of the author’s feed, and counts no junk talk', async () => {
    const text = 'only alice writes here';
    const key = await accepted(alice.moments.post(text));
    await eventually(async () => (await feedTexts(bob)).includes(text), 20_000, 'bob reads it');

    // Mallory seals a moment with Alice's feed key, but cannot sign into Alice's space.
    const { secret } = await alicesEpoch();
    const feed = streamKeys(secret, alice.pair.pub, mallory.chains);
    const entry = {
      id: 'forged-moment',
      type: 'moment',
      ts: Date.now(),
      body: encodeBody({ type: 'moment', text: 'alice says: send me money', images: 0 }),
    };
    const forger = { ...alice.pair, priv: mallory.pair.priv };
    const sealed = await sealStreamRecord(feed, forger, entry, theseReaders([bob.pair.pub]));
    const node = await feed.nodeTag(dayKeyOf(entry.ts));
    const refused = await eve.rawPut(`~${alice.pair.pub}/s/${node}`, 'forged-moment', sealed.json);
    expect(refused?.err).toBeTruthy();

    // Mallory's client puts junk talk about the moment in her feed, which Bob reads.
    const talk = await talkKeys(secret, key.author, key.id);
    const { rejected: before } = await bob.moments.stats();
    const junk = ['{"kind":"like"}', 'AAAA.BBBB', 'x'.repeat(20_000)];
    await postRawTalk(
      mallory,
      junk.map((entry) => ({ node: talk.soul, entry })),
    );
    await eventually(
      async () => (await bob.moments.stats()).rejected >= before + junk.length,
      20_000,
      'junk refused',
    );
    expect(await feedTexts(bob)).not.toContain('alice says: send me money');
    expect((await bob.moments.get(key))?.likes).toBe(0);
  });

  /**
   * Puts talk entries on Alice's moment that `writer` signs, with the epoch key `holder` has, in
   * `holder`'s feed.
   */
  async function sayRaw(
    key: MomentKey,
    holder: MomentUser,
    writer: KeyPair,
    entries: readonly { kind: 'like' | 'comment'; id?: string; text?: string }[],
  ): Promise<void> {
    const { secret } = await alicesEpoch(holder);
    const talk = await talkKeys(secret, key.author, key.id);
    const values = await Promise.all(
      entries.map(({ kind, id = '', text = '' }) =>
        sealTalkEntry(
          talk,
          key,
          { kind, from: writer.pub, id, text, to: '', at: Date.now() },
          writer,
        ),
      ),
    );
    await postRawTalk(
      holder,
      values.map((entry) => ({ node: talk.soul, entry })),
    );
  }

  const rejectedBy = async (user: MomentUser) => (await user.moments.stats()).rejected;

  /** Who `user` was notified by about the moment, one row per notification. */
  const notifiedBy = async (user: MomentUser, key: MomentKey) =>
    (
      await user.db.all<{ fromPub: string; type: string }>(
        'SELECT fromPub, type FROM notifications WHERE momentId = ? ORDER BY id',
        [key.id],
      )
    ).map((row) => `${row.type} ${row.fromPub}`);

  it('shows a forward only with the original as its author signed it', async () => {
    const key = await accepted(alice.moments.post('my real words'));
    const honest = await accepted(alice.moments.post('pass this on'));
    for (const moment of [key, honest]) {
      await eventually(async () => (await mallory.moments.get(moment)) !== null, 20_000, 'read');
    }
    // Mallory's modified client changes Alice's words in its copy, and makes up a moment of hers.
    const fake = 'FAKE: I, Alice, am selling my account';
    const where = [key.author, key.id];
    await mallory.db.run('UPDATE moments SET text = ? WHERE author = ? AND id = ?', [
      fake,
      ...where,
    ]);
    await mallory.db.run(
      'CREATE TEMP TABLE invented AS SELECT * FROM moments WHERE author = ? AND id = ?',
      where,
    );
    await mallory.db.run("UPDATE invented SET id = 'no-such-moment'");
    await mallory.db.run('INSERT INTO moments SELECT * FROM invented');
    const before = await rejectedBy(bob);
    await accepted(mallory.moments.forward(key, 'look what she wrote'));
    await accepted(
      mallory.moments.forward({ author: alice.pair.pub, id: 'no-such-moment' }, 'and this'),
    );
    // Positive control: her forward of a moment she left alone shows, with Alice's words.
    const kept = await accepted(mallory.moments.forward(honest, 'worth reading'));
    await eventually(
      async () => (await bob.moments.get(kept))?.forward?.text === 'pass this on',
      20_000,
      'the honest forward',
    );
    await eventually(
      async () => (await rejectedBy(bob)) >= before + 2,
      20_000,
      'forgeries refused',
    );
    const shown = (await bob.moments.feed({ author: mallory.pair.pub })).moments;
    expect(shown.map((m) => m.text)).toEqual(['worth reading']);
    expect(JSON.stringify(shown)).not.toContain('FAKE');
  });

  it('counts and notifies only the talk of people who share Alice’s feed', async () => {
    const key = await accepted(alice.moments.post('like me'));
    await eventually(async () => (await mallory.moments.get(key)) !== null, 20_000, 'read');
    // Mallory likes and comments from throw-away keys, each entry validly signed by its key.
    const puppets = await Promise.all(Array.from({ length: 6 }, () => newPair()));
    const before = { alice: await rejectedBy(alice), bob: await rejectedBy(bob) };
    for (const [i, puppet] of puppets.entries()) {
      await sayRaw(key, mallory, puppet, [
        { kind: 'like' },
        { kind: 'comment', id: `puppet-${i}`, text: 'so true' },
      ]);
    }
    const puppetEntries = puppets.length * 2;
    await eventually(
      async () => (await rejectedBy(alice)) >= before.alice + puppetEntries,
      20_000,
      'alice refuses the puppets',
    );
    await eventually(
      async () => (await rejectedBy(bob)) >= before.bob + puppetEntries,
      20_000,
      'bob refuses the puppets',
    );
    // Positive control: Mallory's own like counts, for Alice and for Bob (her friend too).
    await accepted(mallory.moments.like(key));
    for (const user of [alice, bob]) {
      await eventually(async () => (await user.moments.get(key))?.likes === 1, 20_000, user.name);
      expect((await user.moments.get(key))?.comments).toBe(0);
    }
    await eventually(async () => (await notifiedBy(alice, key)).length > 0, 20_000, 'notified');
    expect(await notifiedBy(alice, key)).toEqual([`like ${mallory.pair.pub}`]);
  });

  it('counts, shows and notifies a limited number of comments per person on a moment', async () => {
    const key = await accepted(alice.moments.post('flood me'));
    await eventually(async () => (await mallory.moments.get(key)) !== null, 20_000, 'read');
    const budget = MOMENT_LIMITS.commentsPerPerson;
    const before = await rejectedBy(alice);
    const flood = Array.from({ length: budget * 2 }, (_, i) => ({
      kind: 'comment' as const,
      id: `flood-${i}`,
      text: `comment ${i}`,
    }));
    await sayRaw(key, mallory, mallory.pair, flood);
    await eventually(
      async () => (await rejectedBy(alice)) >= before + budget,
      20_000,
      'the comments over the budget refused',
    );
    expect(await alice.moments.comments(key)).toHaveLength(budget);
    expect((await alice.moments.get(key))?.comments).toBe(budget);
    expect(await notifiedBy(alice, key)).toHaveLength(budget);
  });

  it('neither shows nor notifies the talk of a friend Alice removed and blocked', async () => {
    const key = await accepted(alice.moments.post('before we fell out'));
    await eventually(async () => (await trudy.moments.get(key)) !== null, 20_000, 'trudy reads');
    await accepted(trudy.moments.comment(key, 'said while we were friends'));
    await eventually(async () => (await alice.moments.comments(key)).length === 1, 20_000, 'seen');
    const notifiedBefore = await notifiedBy(alice, key);
    expect(notifiedBefore).toEqual([`comment ${trudy.pair.pub}`]);

    await unfriend(alice, trudy);
    await block(alice, trudy);
    // Trudy keeps the old epoch's key, and her client still lists Alice as a friend: her talk goes
    // into her feed, which Alice no longer reads.
    const flood = Array.from({ length: 30 }, (_, i) => ({
      kind: 'comment' as const,
      id: `after-${i}`,
      text: `still here ${i}`,
    }));
    await sayRaw(key, trudy, trudy.pair, [...flood, { kind: 'like' }]);
    // Bob's like, put after hers, shows Alice still hears talk on the moment.
    await accepted(bob.moments.like(key));
    await eventually(async () => (await alice.moments.get(key))?.likes === 1, 20_000, 'bob');
    // Her earlier comment goes from Alice's view with her: Alice no longer shares the feed with her.
    expect(await alice.moments.comments(key)).toEqual([]);
    expect(await alice.moments.get(key)).toMatchObject({ likes: 1, comments: 0 });
    expect(await notifiedBy(alice, key)).toEqual([...notifiedBefore, `like ${bob.pair.pub}`]);
  });
});
