import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sea, type KeyPair } from '../crypto/sea.ts';
import { localCommit } from '../own-state/own-commit.ts';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { FailureLog } from '../streams/failures.ts';
import { FeedKeys } from './feed-keys.ts';
import { MomentTalk, type TalkedMoment } from './moment-talk.ts';
import { sealTalkEntry, talkKeys, type TalkEntry } from './talk.ts';

const pair = async (): Promise<KeyPair> => (await sea.pair()) as KeyPair;

describe('moment talk as it comes in feeds', () => {
  let db: SqlDatabase;
  let keys: FeedKeys;
  let talk: MomentTalk;
  let author: KeyPair;
  let friend: KeyPair;
  let moment: TalkedMoment;
  const heard: TalkEntry[] = [];

  beforeEach(async () => {
    db = await openMemoryDatabase({ migrate: true });
    keys = new FeedKeys({ db, now: Date.now, commit: localCommit(db) });
    [author, friend] = await Promise.all([pair(), pair()]);
    const epoch = await keys.begin(author.pub);
    moment = { author: author.pub, id: 'moment-1', epoch: epoch.epoch };
    heard.length = 0;
    talk = new MomentTalk({
      db,
      now: Date.now,
      keys,
      failures: new FailureLog(),
      writer: { post: () => Promise.reject(new Error('nothing is posted here')) },
      circle: { admits: () => Promise.resolve(() => true) },
      heard: (_moment, entry) => heard.push(entry),
    });
  });

  afterEach(() => db.close());

  /** The friend's like as their feed record carries it. */
  async function like(from: KeyPair = friend) {
    const epoch = await keys.epoch(author.pub, moment.epoch);
    if (!epoch) throw new Error('no epoch');
    const node = await talkKeys(await keys.secret(epoch), author.pub, moment.id);
    const entry = { kind: 'like', from: from.pub, id: '', text: '', to: '', at: Date.now() };
    return { node: node.soul, value: await sealTalkEntry(node, moment, entry as TalkEntry, from) };
  }

  it('keeps talk that comes before its moment until the moment is here', async () => {
    const { node, value } = await like();
    await talk.heard(friend.pub, 'record-1', node, value);
    expect(await talk.entries(moment)).toEqual([]);
    await talk.track(moment);
    expect((await talk.entries(moment)).map((e) => [e.kind, e.from])).toEqual([
      ['like', friend.pub],
    ]);
    expect(heard).toHaveLength(1);
    expect(await db.all('SELECT 1 FROM talk_waiting')).toEqual([]);
    // The same record heard again (another relay, a restart) is kept once.
    await talk.heard(friend.pub, 'record-1', node, value);
    expect(await talk.entries(moment)).toHaveLength(1);
    expect(talk.rejected).toBe(0);
  });

  it('takes an entry only from the feed of the person it speaks for', async () => {
    await talk.track(moment);
    const { node, value } = await like();
    // Another reader of the friend's feed copies the friend's entry into their own.
    await talk.heard((await pair()).pub, 'copied', node, value);
    expect(talk.rejected).toBe(1);
    expect(await talk.entries(moment)).toEqual([]);
  });

  it('drops talk that waited a month for a moment that never came', async () => {
    const { node, value } = await like();
    await talk.heard(friend.pub, 'record-1', node, value);
    await db.run('UPDATE talk_waiting SET at = ?', [Date.now() - 31 * 86_400_000]);
    await talk.prune();
    await talk.track(moment);
    expect(await talk.entries(moment)).toEqual([]);
  });
});
