/**
 * Friend requests, contacts and the blacklist end to end: three users, each a real SQLite store,
 * its own Gun client and account, over one real relay; a modified Gun client as the attacker.
 * The tests run in order and share the users.
 */
import { REFUSALS } from '../../src/core/net/wire-rules.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactError } from '../../src/core/contacts/contact-errors.ts';
import { inboxAddressOf, inboxSoul } from '../../src/core/contacts/inbox.ts';
import { LetterKind } from '../../src/core/contacts/letter-kinds.ts';
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import { ephemeralAgreementPair } from '../../src/core/crypto/sea-keys.ts';
import { encryptText } from '../../src/core/protocol/aead.ts';
import { canonicalJson } from '../../src/core/protocol/canonical.ts';
import { letterKey } from '../../src/core/protocol/key-agreement.ts';
import { sealLetter, type Letter } from '../../src/core/protocol/letter.ts';
import { signFields } from '../../src/core/protocol/signature.ts';
import { stampLetter } from '../../src/core/protocol/letter-stamp.ts';
import { contentKey } from '../../src/core/protocol/content-address.ts';
import { startGunClient, type GunClientProcess } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { newContactUser, newPair, type ContactUser } from './contact-user.ts';
import { dataFolderText } from '../support/relay-disk.ts';

let relay: TestRelay;
let attacker: GunClientProcess;
let alice: ContactUser;
let bob: ContactUser;
let carol: ContactUser;

const POLL = { timeout: 10_000, interval: 50 };

beforeAll(async () => {
  relay = await startTestRelay();
  [alice, bob, carol, attacker] = await Promise.all([
    newContactUser(relay.gunUrl, 'Alice'),
    newContactUser(relay.gunUrl, 'Bob'),
    newContactUser(relay.gunUrl, 'Carol'),
    startGunClient(relay.gunUrl),
  ]);
});

afterAll(async () => {
  await Promise.all([alice, bob, carol].map((user) => user?.close()));
  await attacker?.close();
  await relay.dispose();
});

/** `pub`'s inbox node of today. */
const todaysInbox = (pub: string): Promise<string> => inboxAddressOf(pub, Date.now());

/** The letters in `pub`'s inbox today as anyone can read them from the relay. */
async function inboxLetters(pub: string): Promise<Record<string, string>> {
  const node = await attacker.once([inboxSoul(await todaysInbox(pub))], { wait: 1_000 });
  const letters: Record<string, string> = {};
  for (const [key, value] of Object.entries((node ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') letters[key] = value;
  }
  return letters;
}

/** A letter claiming to be from `inner.from` but signed by `signer`, sealed and stamped. */
async function forgeLetter(inner: Letter, signer: KeyPair, recipientEpub: string) {
  const sig = await signFields({ ...inner }, signer);
  const ephemeral = await ephemeralAgreementPair();
  const address = await todaysInbox(inner.to);
  const header = canonicalJson({ v: 2, inbox: address, epk: ephemeral.epub });
  const key = await letterKey(ephemeral, recipientEpub, 'mine');
  const box = await encryptText(key, JSON.stringify({ ...inner, sig }), header);
  return stampLetter(address, JSON.stringify({ epk: ephemeral.epub, box }).slice(1, -1));
}

async function requestFrom(user: ContactUser, pub: string) {
  await expect
    .poll(async () => (await user.contacts.requests()).some((r) => r.fromPub === pub), POLL)
    .toBe(true);
  const request = (await user.contacts.requests()).find((r) => r.fromPub === pub);
  if (!request) throw new Error('request vanished');
  return request;
}

describe('finding users and sending requests', () => {
  it('reads a stranger’s profile from their signed space', async () => {
    const found = await alice.contacts.findUser(`  pubkey:${bob.pair.pub} `);
    expect(found).toMatchObject({
      ok: true,
      value: {
        kind: 'stranger',
        pub: bob.pair.pub,
        blocked: false,
        profile: { alias: 'Bob', epub: bob.pair.epub, deleted: false },
      },
    });
    expect(await alice.contacts.findUser('   ')).toEqual({
      ok: false,
      error: ContactError.publicKeyNull,
    });
    expect(await alice.contacts.findUser('pubkey:')).toEqual({
      ok: false,
      error: ContactError.publicKeyNull,
    });
    expect(await alice.contacts.findUser('not a key')).toEqual({
      ok: false,
      error: ContactError.invalidPublicKey,
    });
  });

  it('checks a request in the spec’s order and requires a message', async () => {
    const send = (pub: string, message = 'hello') => alice.contacts.sendFriendRequest(pub, message);
    expect(await send('  ')).toEqual({
      ok: false,
      error: ContactError.publicKeyMissing,
    });
    expect(await send('pubkey: nonsense')).toEqual({
      ok: false,
      error: ContactError.invalidPublicKey,
    });
    expect(await send(alice.pair.pub)).toEqual({ ok: false, error: ContactError.self });
    expect(await send(bob.pair.pub, '   ')).toEqual({
      ok: false,
      error: ContactError.messageRequired,
    });
  });

  it('A asks B; B sees the request, the count and the red dot, and accepts', async () => {
    const sent = await alice.contacts.sendFriendRequest(`pubkey:${bob.pair.pub}`, 'Hi Bob, Alice');
    expect(sent.ok).toBe(true);

    const request = await requestFrom(bob, alice.pair.pub);
    expect(request).toMatchObject({
      fromPub: alice.pair.pub,
      fromEpub: alice.pair.epub,
      alias: 'Alice',
      message: 'Hi Bob, Alice',
    });
    expect(await bob.contacts.requestSummary()).toEqual({ pending: 1, unviewed: true });
    await bob.contacts.markRequestsViewed();
    expect(await bob.contacts.requestSummary()).toEqual({ pending: 1, unviewed: false });

    const accepted = await bob.contacts.accept(request.id);
    expect(accepted).toMatchObject({
      ok: true,
      value: { pub: alice.pair.pub, alias: 'Alice', status: 'verified', epub: alice.pair.epub },
    });
    expect(bob.greeted.map((f) => f.pub)).toEqual([alice.pair.pub]);
    expect(await bob.contacts.requestSummary()).toEqual({ pending: 0, unviewed: false });

    await expect
      .poll(() => alice.contacts.friend(bob.pair.pub), POLL)
      .toMatchObject({
        alias: 'Bob',
        epub: bob.pair.epub,
        status: 'verified',
        addedByMe: true,
      });
    expect(await alice.contacts.friendCount()).toBe(1);
    expect(await bob.contacts.friendCount()).toBe(1);
    expect(alice.events).toContainEqual(
      expect.objectContaining({ type: 'friend-added', acceptedBy: 'them' }),
    );
    // Alice's own greeting hook is for the accepter only.
    expect(alice.greeted).toEqual([]);
  });

  it('knows a friend: search opens the friend profile, a second request is refused', async () => {
    const found = await alice.contacts.findUser(bob.pair.pub);
    expect(found.ok && found.value.kind).toBe('friend');
    expect(await alice.contacts.sendFriendRequest(bob.pair.pub, 'again')).toEqual({
      ok: false,
      error: ContactError.alreadyFriend,
    });
    const renamed = await alice.contacts.setRemark(bob.pair.pub, {
      remark: 'Bobby',
      remarkInfo: 'from work',
    });
    expect(renamed).toMatchObject({ ok: true, value: { displayName: 'Bobby', alias: 'Bob' } });
  });

  it('stores no readable request on the relay: neither the message nor the sender', async () => {
    const message = 'carol-secret-phrase-7d1f';
    expect((await carol.contacts.sendFriendRequest(bob.pair.pub, message)).ok).toBe(true);
    await requestFrom(bob, carol.pair.pub);

    const letters = Object.values(await inboxLetters(bob.pair.pub));
    expect(letters.length).toBeGreaterThanOrEqual(2);
    for (const letter of letters) {
      expect(letter).not.toContain(carol.pair.pub);
      expect(letter).not.toContain(alice.pair.pub);
      expect(letter).not.toContain(message);
      expect(letter).not.toContain('Carol');
    }
    // The letters are on the relay's disk (so the search below is meaningful), the text is not.
    const boxes = letters.map((letter) => (JSON.parse(letter) as { box: string }).box);
    await expect
      .poll(async () => {
        const disk = await dataFolderText(relay.dataDir);
        return boxes.every((box) => disk.includes(box));
      }, POLL)
      .toBe(true);
    const disk = await dataFolderText(relay.dataDir);
    expect(disk.includes(message)).toBe(false);
    expect(disk.includes('Hi Bob, Alice')).toBe(false);
  });

  it('B refuses; with the blacklist toggle on, C’s next request is dropped', async () => {
    const first = await requestFrom(bob, carol.pair.pub);
    expect(await bob.contacts.refuse(first.id)).toEqual({ ok: true, value: undefined });
    expect(await bob.contacts.requests()).toEqual([]);

    expect((await carol.contacts.sendFriendRequest(bob.pair.pub, 'please')).ok).toBe(true);
    const second = await requestFrom(bob, carol.pair.pub);
    expect(second.message).toBe('please');
    await bob.contacts.refuse(second.id, { blockSender: true });
    expect(await bob.contacts.isBlocked(carol.pair.pub)).toBe(true);
    expect(await bob.contacts.blocked()).toEqual([carol.pair.pub]);

    const ignoredBefore = bob.contacts.letterCounters.ignored;
    expect((await carol.contacts.sendFriendRequest(bob.pair.pub, 'third try')).ok).toBe(true);
    await expect.poll(() => bob.contacts.letterCounters.ignored, POLL).toBe(ignoredBefore + 1);
    expect(await bob.contacts.requests()).toEqual([]);
    expect(await bob.db.all('SELECT * FROM friend_requests')).toEqual([]);
    expect(await bob.contacts.sendFriendRequest(carol.pair.pub, 'hi')).toEqual({
      ok: false,
      error: ContactError.blocked,
    });
    await bob.contacts.unblock(carol.pair.pub);
    expect(await bob.contacts.blocked()).toEqual([]);
  });
});

describe('an attacker', () => {
  it('cannot forge an accept in B’s name', async () => {
    // Carol has a pending request to Alice; the attacker answers it pretending to be Alice.
    expect((await carol.contacts.sendFriendRequest(alice.pair.pub, 'hi Alice')).ok).toBe(true);
    const real = await requestFrom(alice, carol.pair.pub);
    const mallory = await newPair();
    const body = JSON.stringify({ requestId: real.id, alias: 'Alice', avatar: '' });
    const forged = await forgeLetter(
      {
        kind: LetterKind.accept,
        id: 'forged-1',
        ts: Date.now(),
        from: alice.pair.pub,
        fromEpub: alice.pair.epub,
        to: carol.pair.pub,
        body,
      },
      mallory,
      carol.pair.epub,
    );
    // And one honestly signed by the attacker, naming the real request.
    const own = await sealLetter(
      { kind: LetterKind.accept, id: 'forged-2', ts: Date.now(), body },
      mallory,
      { pub: carol.pair.pub, epub: carol.pair.epub },
      await todaysInbox(carol.pair.pub),
    );
    const soul = inboxSoul(await todaysInbox(carol.pair.pub));
    const before = { ...carol.contacts.letterCounters };
    for (const letter of [forged, own]) {
      expect((await attacker.rawPut(soul, await contentKey(letter), letter))?.err).toBeUndefined();
    }
    await expect.poll(() => carol.contacts.letterCounters.rejected, POLL).toBe(before.rejected + 1);
    await expect.poll(() => carol.contacts.letterCounters.ignored, POLL).toBe(before.ignored + 1);
    expect(await carol.contacts.friends()).toEqual([]);
    await alice.contacts.refuse(real.id);
  });

  it('cannot delete or replace a request in B’s inbox', async () => {
    const letters = await inboxLetters(bob.pair.pub);
    const soul = inboxSoul(await todaysInbox(bob.pair.pub));
    const [key, letter] = Object.entries(letters)[0] ?? [];
    if (!key || !letter) throw new Error('no letter in the inbox');
    expect((await attacker.rawPut(soul, key, null))?.err).toBe(REFUSALS.contentKey);
    expect((await attacker.rawPut(soul, key, letter.replace('"v":2', '"v":3')))?.err).toBe(
      REFUSALS.contentKey,
    );
    expect((await inboxLetters(bob.pair.pub))[key]).toBe(letter);
  });
});

const opened = (user: ContactUser): number => {
  const { handled, ignored, duplicates } = user.contacts.letterCounters;
  return handled + ignored + duplicates;
};

describe('removing a friend', () => {
  it('removes on both sides and notifies the other side', async () => {
    expect(await alice.contacts.removeFriend(bob.pair.pub)).toEqual({ ok: true, value: undefined });
    expect(await alice.contacts.friends()).toEqual([]);
    expect(alice.events).toContainEqual({ type: 'friend-removed', pub: bob.pair.pub, by: 'me' });

    await expect.poll(() => bob.contacts.friends(), POLL).toEqual([]);
    expect(bob.events).toContainEqual({ type: 'friend-removed', pub: alice.pair.pub, by: 'them' });
    expect(await bob.contacts.notifications()).toEqual([
      expect.objectContaining({ type: 'friend_removed', fromPub: alice.pair.pub, isRead: false }),
    ]);
    expect(await alice.contacts.removeFriend(bob.pair.pub)).toEqual({
      ok: false,
      error: ContactError.notFriend,
    });
  });

  it('a replayed friend-removed letter does not end a new friendship', async () => {
    expect((await alice.contacts.sendFriendRequest(bob.pair.pub, 'friends again?')).ok).toBe(true);
    const request = await requestFrom(bob, alice.pair.pub);
    expect((await bob.contacts.accept(request.id)).ok).toBe(true);
    await expect.poll(() => alice.contacts.friend(bob.pair.pub), POLL).not.toBeNull();

    // Everything in Bob's inbox is written again by the attacker and read again by Bob, with
    // and without his record of handled letters: the old removal must not count.
    const soul = inboxSoul(await todaysInbox(bob.pair.pub));
    for (const [key, letter] of Object.entries(await inboxLetters(bob.pair.pub))) {
      await attacker.rawPut(soul, key, letter);
    }
    for (const wipe of [false, true]) {
      if (wipe) await bob.db.run('DELETE FROM handled_letters');
      const seen = opened(bob);
      bob.contacts.stop();
      bob.contacts.start({ epubSync: false });
      // Every letter is opened again but none acts.
      await expect.poll(() => opened(bob), POLL).toBeGreaterThan(seen);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await bob.contacts.settled();
      expect(await bob.contacts.friend(alice.pair.pub)).not.toBeNull();
      const requests = await bob.contacts.requests();
      expect(requests.filter((r) => r.fromPub === alice.pair.pub)).toEqual([]);
    }
    expect((await bob.contacts.notifications()).length).toBe(1);
  });
});
