/**
 * Moments from the attacker's side, on a real relay: a friend of the author (who holds the feed
 * key) tries to like, comment, delete and post in others' names, and an outsider with a raw Gun
 * client writes junk where it can.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeBody } from '../../src/core/chat/bodies.ts';
import { FeedKeys } from '../../src/core/moments/feed-keys.ts';
import { sealTalkEntry, talkKeys } from '../../src/core/moments/talk.ts';
import { localCommit } from '../../src/core/own-state/own-commit.ts';
import { contentKey } from '../../src/core/protocol/content-address.ts';
import { putContent } from '../../src/core/net/content-node.ts';
import { dayKeyOf } from '../../src/core/streams/days.ts';
import { sealStreamRecord } from '../../src/core/streams/sealed-record.ts';
import { streamKeys } from '../../src/core/streams/stream-keys.ts';
import { befriend, eventually } from '../chat/support/chat-user.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { feedTexts, startMomentUser, type MomentUser } from './support/moment-user.ts';

describe('moments against hostile clients on a real relay', () => {
  let relay: TestRelay;
  let alice: MomentUser;
  let bob: MomentUser;
  let mallory: MomentUser;
  let eve: GunClientProcess;

  beforeAll(async () => {
    relay = await startTestRelay({ serveApp: false });
    [alice, bob, mallory] = (await Promise.all(
      ['alice', 'bob', 'mallory'].map((name) => startMomentUser(relay.gunUrl, name)),
    )) as [MomentUser, MomentUser, MomentUser];
    await befriend(alice, bob);
    await befriend(alice, mallory);
    eve = await startGunClient(relay.gunUrl);
  });

  afterAll(async () => {
    await eve?.close();
    await Promise.all([alice, bob, mallory].map((user) => user?.close()));
    await relay?.dispose();
  });

  /** Alice's epoch as Mallory, her friend, holds it. */
  async function alicesEpoch() {
    const keys = new FeedKeys({ db: mallory.db, now: Date.now, commit: localCommit(mallory.db) });
    const epoch = (await keys.epochs(alice.pair.pub)).at(-1);
    if (!epoch) throw new Error('mallory has no key of alice');
    return { keys, epoch, secret: await keys.secret(epoch) };
  }

  it('takes no like, comment or deletion that its signer makes in another’s name', async () => {
    const text = 'a moment under attack';
    const key = await alice.moments.post(text);
    for (const user of [bob, mallory]) {
      await eventually(async () => (await feedTexts(user)).includes(text), 20_000, user.name);
    }
    const bobsComment = await bob.moments.comment(key, 'my own words');
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
    for (const forged of [
      await asBob('like'),
      await asBob('comment', 'forged-comment', 'words Bob never wrote'),
      await asBob('uncomment', bobsComment),
    ]) {
      await putContent(mallory.gun, talk.soul, forged, 15_000);
    }
    // Her own uncomment of Bob's comment is hers: not the comment's writer, not the author.
    await putContent(
      mallory.gun,
      talk.soul,
      await sealTalkEntry(
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
      ),
      15_000,
    );
    await eventually(
      async () => (await alice.moments.stats()).rejected >= before + 3,
      20_000,
      'forgeries refused',
    );
    // Positive control: Mallory's own like counts.
    await mallory.moments.like(key);
    await eventually(async () => (await alice.moments.get(key))?.likes === 1, 20_000, 'her like');
    const comments = await alice.moments.comments(key);
    expect(comments.map((c) => [c.author, c.text])).toEqual([[bob.pair.pub, 'my own words']]);
    expect((await alice.moments.get(key))?.likedByMe).toBe(false);
  });

  it('keeps others out of the author’s feed, and junk off the talk node', async () => {
    const text = 'only alice writes here';
    const key = await alice.moments.post(text);
    await eventually(async () => (await feedTexts(bob)).includes(text), 20_000, 'bob reads it');

    // Mallory seals a moment with Alice's feed key, but cannot sign into Alice's space.
    const { secret } = await alicesEpoch();
    const feed = streamKeys(secret, alice.pair.pub);
    const entry = {
      id: 'forged-moment',
      type: 'moment',
      ts: Date.now(),
      body: encodeBody({ type: 'moment', text: 'alice says: send me money', images: 0 }),
    };
    const sealed = await sealStreamRecord(feed, { ...alice.pair, priv: mallory.pair.priv }, entry);
    const node = await feed.nodeTag(dayKeyOf(entry.ts));
    const refused = await eve.rawPut(`~${alice.pair.pub}/s/${node}`, 'forged-moment', sealed.json);
    expect(refused?.err).toBeTruthy();

    // Eve, who learned the talk node's name from the traffic, drops junk there.
    const talk = await talkKeys(secret, key.author, key.id);
    const { rejected: before } = await bob.moments.stats();
    for (const junk of ['{"kind":"like"}', 'AAAA.BBBB', 'x'.repeat(100)]) {
      expect((await eve.rawPut(talk.soul, await contentKey(junk), junk))?.err).toBeUndefined();
    }
    await eventually(
      async () => (await bob.moments.stats()).rejected >= before + 3,
      20_000,
      'junk refused',
    );
    expect(await feedTexts(bob)).not.toContain('alice says: send me money');
    expect((await bob.moments.get(key))?.likes).toBe(0);
  });
});
