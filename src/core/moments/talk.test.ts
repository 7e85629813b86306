import { beforeAll, describe, expect, it } from 'vitest';
import { sea, type KeyPair } from '../crypto/sea.ts';
import { encryptText } from '../protocol/aead.ts';
import { deriveTag } from '../protocol/key-agreement.ts';
import { padJson } from '../protocol/padding.ts';
import { signFields } from '../protocol/signature.ts';
import { MOMENT_LIMITS } from './moment-types.ts';
import { talkState } from './talk-state.ts';
import {
  openTalkEntry,
  sealTalkEntry,
  talkKeys,
  type MomentRef,
  type TalkEntry,
  type TalkKeys,
} from './talk.ts';

const pair = async (): Promise<KeyPair> => (await sea.pair()) as KeyPair;
const epochSecret = () =>
  globalThis.crypto.subtle.importKey(
    'raw',
    globalThis.crypto.getRandomValues(new Uint8Array(32)),
    'HKDF',
    false,
    ['deriveBits', 'deriveKey'],
  );

const entry = (
  kind: TalkEntry['kind'],
  from: string,
  more: Partial<TalkEntry> = {},
): TalkEntry => ({
  kind,
  from,
  id: '',
  text: '',
  to: '',
  at: 1_000,
  ...more,
});

describe('talk entries', () => {
  let author: KeyPair;
  let alice: KeyPair;
  let bob: KeyPair;
  let secret: CryptoKey;
  let moment: MomentRef;
  let keys: TalkKeys;
  const now = Date.now();
  const clock = { now, maxSkewMs: 5 * 60_000 };
  const comment = (from: string, more: Partial<TalkEntry> = {}) =>
    entry('comment', from, { id: 'c1', text: 'Nice!', at: now, ...more });

  beforeAll(async () => {
    [author, alice, bob] = await Promise.all([pair(), pair(), pair()]);
    secret = await epochSecret();
    moment = { author: author.pub, id: 'm1' };
    keys = await talkKeys(secret, author.pub, 'm1');
  });

  /** Seals any fields as a talk entry would be, signed by `signer` over `signed`. */
  const forge = async (fields: object, signer: KeyPair, signed: object = fields) => {
    const sig = await signFields({ ...signed, moment: `${author.pub}/m1` }, signer);
    return encryptText(keys.key, padJson(JSON.stringify({ ...fields, sig })), keys.soul);
  };
  const open = (value: string) => openTalkEntry(keys, moment, value, clock);

  it('finds the node by the label of the moment under the epoch secret', async () => {
    const label = await deriveTag(secret, `meshtalk/v1/talk/${author.pub}/m1`);
    expect(keys.soul).toBe(`meshtalk/v1/talk/${label}#`);
    expect((await talkKeys(secret, author.pub, 'm2')).soul).not.toBe(keys.soul);
    expect((await talkKeys(secret, alice.pub, 'm1')).soul).not.toBe(keys.soul);
  });

  it('opens each kind of entry sealed for the moment', async () => {
    const entries = [
      entry('like', alice.pub, { at: now }),
      entry('unlike', alice.pub, { at: now }),
      comment(alice.pub),
      comment(alice.pub, { id: 'c2', text: 'Yes', to: 'c1' }),
      entry('uncomment', alice.pub, { id: 'c1', at: now }),
      entry('forward', alice.pub, { id: 'f1', at: now }),
    ];
    for (const sent of entries) {
      expect(await open(await sealTalkEntry(keys, moment, sent, alice))).toEqual(sent);
    }
  });

  it('does not open at another moment, under another epoch, or changed', async () => {
    const value = await sealTalkEntry(keys, moment, comment(alice.pub), alice);
    const other = await talkKeys(secret, author.pub, 'm2');
    expect(await openTalkEntry(other, { ...moment, id: 'm2' }, value, clock)).toBeNull();
    // The right node's keys but another moment in the signature.
    expect(await openTalkEntry(keys, { ...moment, id: 'm2' }, value, clock)).toBeNull();
    const laterEpoch = await talkKeys(await epochSecret(), author.pub, 'm1');
    expect(await openTalkEntry(laterEpoch, moment, value, clock)).toBeNull();
    const tampered = value.slice(0, -2) + (value.endsWith('A') ? 'BB' : 'AA');
    expect(await open(tampered)).toBeNull();
    expect(await open('not a box')).toBeNull();
  });

  it('refuses an entry in another name or from the future', async () => {
    expect(await open(await forge(comment(alice.pub), alice))).toEqual(comment(alice.pub));
    expect(await open(await forge(comment(bob.pub), alice))).toBeNull();
    expect(await open(await forge(entry('like', author.pub, { at: now }), bob))).toBeNull();
    const late = comment(alice.pub, { at: now + 5 * 60_000 + 1 });
    expect(await open(await forge(late, alice))).toBeNull();
    await expect(sealTalkEntry(keys, moment, comment(bob.pub), alice)).rejects.toThrow();
  });

  it("refuses each kind's malformed shapes, to seal and to open", async () => {
    const long = 'x'.repeat(MOMENT_LIMITS.maxCommentChars + 1);
    const malformed: TalkEntry[] = [
      entry('like', alice.pub, { at: now, id: 'x' }),
      entry('like', alice.pub, { at: now, text: 'x' }),
      entry('unlike', alice.pub, { at: now, to: 'x' }),
      comment(alice.pub, { id: '' }),
      comment(alice.pub, { id: 'x'.repeat(129) }),
      comment(alice.pub, { text: '' }),
      comment(alice.pub, { text: ' \n\t ' }),
      comment(alice.pub, { text: long }),
      comment(alice.pub, { to: 'x'.repeat(129) }),
      entry('uncomment', alice.pub, { at: now }),
      entry('uncomment', alice.pub, { at: now, id: 'c1', text: 'x' }),
      entry('uncomment', alice.pub, { at: now, id: 'c1', to: 'c0' }),
      entry('forward', alice.pub, { at: now }),
      entry('forward', alice.pub, { at: now, id: 'f1', text: 'x' }),
      entry('forward', alice.pub, { at: now, id: 'f1', to: 'x' }),
      entry('share' as TalkEntry['kind'], alice.pub, { at: now }),
    ];
    for (const bad of malformed) {
      await expect(sealTalkEntry(keys, moment, bad, alice)).rejects.toThrow();
      expect(await open(await forge(bad, alice))).toBeNull();
    }
    const longest = comment(alice.pub, { text: 'x'.repeat(MOMENT_LIMITS.maxCommentChars) });
    expect(await open(await forge(longest, alice))).toEqual(longest);
    // Wrong types, a missing field, or a fractional clock.
    for (const fields of [
      { ...comment(alice.pub), to: null },
      { ...comment(alice.pub), id: 7 },
      { kind: 'like', from: alice.pub, id: '', text: '', at: now },
      { ...comment(alice.pub), at: now + 0.5 },
    ]) {
      expect(await open(await forge(fields, alice))).toBeNull();
    }
  });
});

describe('talk state', () => {
  const author = 'author';
  const like = (from: string, at: number) => entry('like', from, { at });
  const unlike = (from: string, at: number) => entry('unlike', from, { at });
  const comment = (from: string, id: string, at: number, to = '') =>
    entry('comment', from, { id, text: `${from} says ${id}`, to, at });
  const uncomment = (from: string, id: string, at = 9_000) => entry('uncomment', from, { id, at });
  const forward = (from: string, id: string) => entry('forward', from, { id, at: 1 });

  it('counts one like per person, and an unlike after a like', () => {
    const state = talkState(author, [like('a', 1), like('a', 2), like('b', 1), like('a', 2)]);
    expect(state.likes).toEqual(new Set(['a', 'b']));
    expect(talkState(author, [like('a', 1), unlike('a', 2)]).likes).toEqual(new Set());
    expect(talkState(author, [unlike('a', 2), like('a', 1)]).likes).toEqual(new Set());
    expect(talkState(author, [unlike('a', 1), like('a', 2)]).likes).toEqual(new Set(['a']));
    // On the same clock the unlike wins, in either order.
    expect(talkState(author, [like('a', 3), unlike('a', 3)]).likes).toEqual(new Set());
    expect(talkState(author, [unlike('a', 3), like('a', 3)]).likes).toEqual(new Set());
  });

  it('keeps comments in time order, removed only by their writer or the author', () => {
    const heard = [comment('b', 'c2', 20, 'c1'), comment('a', 'c1', 10), comment('c', 'c3', 30)];
    expect(talkState(author, heard).comments.map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
    expect(talkState(author, heard).comments[1]).toEqual({
      id: 'c2',
      from: 'b',
      text: 'b says c2',
      to: 'c1',
      at: 20,
    });
    // A stranger's uncomment removes nothing.
    const stranger = talkState(author, [...heard, uncomment('c', 'c1'), uncomment('b', 'c1')]);
    expect(stranger.comments.map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
    // The writer's and the moment author's are honoured.
    const byWriter = talkState(author, [...heard, uncomment('a', 'c1')]);
    expect(byWriter.comments.map((c) => c.id)).toEqual(['c2', 'c3']);
    const byAuthor = talkState(author, [...heard, uncomment(author, 'c3')]);
    expect(byAuthor.comments.map((c) => c.id)).toEqual(['c1', 'c2']);
  });

  it('shows each writer’s earliest comments within their budget, in any order', () => {
    const budget = MOMENT_LIMITS.commentsPerPerson;
    const flood = Array.from({ length: budget + 5 }, (_, i) => comment('a', `a${i}`, 100 - i));
    const heard = [...flood, comment('b', 'b1', 50)];
    // Oldest first: the flood's last ones are the earliest.
    const earliest = flood
      .slice(-budget)
      .map((c) => c.id)
      .reverse();
    for (const order of [heard, [...heard].reverse()]) {
      const shown = talkState(author, order).comments;
      expect(shown.filter((c) => c.from === 'a').map((c) => c.id)).toEqual(earliest);
      expect(shown.filter((c) => c.from === 'b')).toHaveLength(1);
    }
  });

  it('comes out the same whatever order the entries arrive in, duplicates included', () => {
    const heard = [
      comment('a', 'c1', 10),
      comment('b', 'c2', 20),
      uncomment('a', 'c1', 15),
      comment('b', 'c2', 20),
      like('a', 1),
      unlike('a', 5),
      like('b', 7),
      forward('a', 'f1'),
      forward('a', 'f2'),
      forward('b', 'f3'),
      // A writer reusing an id: the same one of the two stands on every device.
      comment('c', 'c4', 40),
      entry('comment', 'c', { id: 'c4', text: 'edited', at: 41 }),
    ];
    const expected = {
      likes: new Set(['b']),
      comments: [comment('b', 'c2', 20), comment('c', 'c4', 40)].map(
        ({ id, from, text, to, at }) => ({ id, from, text, to, at }),
      ),
      forwards: new Set(['a', 'b']),
    };
    expect(talkState(author, heard)).toEqual(expected);
    // The uncomment before its comment still removes it.
    expect(talkState(author, [...heard].reverse())).toEqual(expected);
    for (let shift = 1; shift < heard.length; shift += 1) {
      const rotated = [...heard.slice(shift), ...heard.slice(0, shift)];
      expect(talkState(author, rotated)).toEqual(expected);
    }
  });
});
