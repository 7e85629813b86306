/** ContactService without a relay: validation, local state, roll-back when the network fails. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sea, type KeyPair } from '../crypto/sea.ts';
import type { PublicProfile } from '../identity/user-space.ts';
import { createGun, type GunClient } from '../net/gun.ts';
import { gunGraph } from '../net/gun-graph.ts';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { ContactError } from './contact-errors.ts';
import { ContactService } from './contact-service.ts';
import type { MySession } from './contact-types.ts';

async function newPair(): Promise<KeyPair> {
  const pair = await sea.pair();
  if (!pair?.pub || !pair.priv || !pair.epub || !pair.epriv) throw new Error('SEA.pair failed');
  return { pub: pair.pub, priv: pair.priv, epub: pair.epub, epriv: pair.epriv };
}

const [me, bob, carol] = await Promise.all([newPair(), newPair(), newPair()]);
const fast = { tries: 2, timeoutMs: 10, pauseMs: 1 };

let db: SqlDatabase;
let gun: GunClient;
let session: MySession | null;
let profiles: Map<string, Partial<PublicProfile>>;
let contacts: ContactService;

beforeEach(async () => {
  db = await openMemoryDatabase({ migrate: true });
  gun = createGun({ peers: [] });
  session = { pair: me, alias: 'Me', avatar: '' };
  profiles = new Map();
  contacts = new ContactService({
    db,
    graph: gunGraph(() => gun),
    session: () => session,
    readProfile: (pub) => {
      const found = profiles.get(pub);
      const base = { pub, alias: '', avatar: '', signature: '', epub: '', deleted: false };
      return Promise.resolve(found ? { ...base, ...found } : null);
    },
    now: () => 5_000,
    timings: { profileLookup: fast, epubLookup: fast, letterTimeoutMs: 100 },
  });
});

afterEach(async () => {
  contacts.stop();
  gun.close();
  await db.close();
});

async function addBuddy(pub: string, fields: { epub?: string; syncRetryCount?: number } = {}) {
  await db.run(
    `INSERT INTO buddies (userPub, buddyPub, addedByMe, timestamp, alias, epub, syncRetryCount)
      VALUES (?, ?, 1, 1, 'Bob', ?, ?)`,
    [me.pub, pub, fields.epub ?? null, fields.syncRetryCount ?? 0],
  );
}

describe('sending a request', () => {
  it('needs a session first', async () => {
    session = null;
    expect(await contacts.sendFriendRequest(bob.pub, 'hi')).toEqual({
      ok: false,
      error: ContactError.notLoggedIn,
    });
    expect(await contacts.friends()).toEqual([]);
  });

  it('checks blocked before already-friend, then the recipient’s profile', async () => {
    await addBuddy(bob.pub);
    await contacts.block(bob.pub);
    expect(await contacts.sendFriendRequest(bob.pub, 'hi')).toEqual({
      ok: false,
      error: ContactError.blocked,
    });
    await contacts.unblock(bob.pub);
    expect(await contacts.sendFriendRequest(bob.pub, 'hi')).toEqual({
      ok: false,
      error: ContactError.alreadyFriend,
    });
    expect(await contacts.sendFriendRequest(carol.pub, 'hi')).toEqual({
      ok: false,
      error: ContactError.userNotFound,
    });
    profiles.set(carol.pub, { alias: 'Carol' });
    expect(await contacts.sendFriendRequest(carol.pub, 'hi')).toEqual({
      ok: false,
      error: ContactError.noEpub,
    });
    profiles.set(carol.pub, { deleted: true, epub: carol.epub });
    expect(await contacts.sendFriendRequest(carol.pub, 'hi')).toEqual({
      ok: false,
      error: ContactError.accountDeleted,
    });
  });

  it('rolls back when the letter cannot be sent', async () => {
    profiles.set(carol.pub, { alias: 'Carol', epub: carol.epub });
    await db.run(
      "INSERT INTO sent_requests (fromPub, toPub, timestamp, letterId) VALUES (?, ?, 1, 'old')",
      [me.pub, carol.pub],
    );
    expect(await contacts.sendFriendRequest(carol.pub, 'hi')).toEqual({
      ok: false,
      error: ContactError.offline,
    });
    expect(await db.all('SELECT letterId FROM sent_requests')).toEqual([{ letterId: 'old' }]);
    expect(await db.all('SELECT * FROM buddies')).toEqual([]);
  });
});

describe('answering requests', () => {
  async function storeRequest(from: KeyPair, id: string) {
    await db.run(
      `INSERT INTO friend_requests (letterId, fromPub, fromEpub, alias, message, timestamp, receivedAt)
        VALUES (?, ?, ?, 'Carol', 'hello', 1, 1)`,
      [id, from.pub, from.epub],
    );
  }

  it('shows the count and the red dot until viewed', async () => {
    expect(await contacts.requestSummary()).toEqual({ pending: 0, unviewed: false });
    await storeRequest(carol, 'r1');
    expect(await contacts.requestSummary()).toEqual({ pending: 1, unviewed: true });
    await contacts.markRequestsViewed();
    expect(await contacts.requestSummary()).toEqual({ pending: 1, unviewed: false });
  });

  it('keeps the request when the accept cannot be sent; refuse with the toggle blocks', async () => {
    await storeRequest(carol, 'r1');
    const accepted = await contacts.accept('r1');
    expect(accepted).toEqual({
      ok: false,
      error: ContactError.offline,
    });
    expect(await contacts.friends()).toEqual([]);
    expect((await contacts.requests()).map((r) => r.id)).toEqual(['r1']);

    expect(await contacts.refuse('r1', { blockSender: true })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await contacts.requests()).toEqual([]);
    expect(await contacts.isBlocked(carol.pub)).toBe(true);
    expect(await contacts.refuse('r1')).toEqual({ ok: false, error: ContactError.requestNotFound });
  });

  it('blocking drops the pending requests of that key', async () => {
    await storeRequest(carol, 'r1');
    expect(await contacts.block(`pubkey:${carol.pub}`)).toEqual({ ok: true, value: carol.pub });
    expect(await db.all('SELECT * FROM friend_requests')).toEqual([]);
    expect(await contacts.block(' ')).toEqual({ ok: false, error: ContactError.publicKeyNull });
    expect(await contacts.block('x')).toEqual({ ok: false, error: ContactError.invalidPublicKey });
    expect(await contacts.block(me.pub)).toEqual({ ok: false, error: ContactError.self });
  });
});

describe('friends', () => {
  it('shows verified, syncing and unverified per the spec’s rules', async () => {
    await addBuddy(bob.pub, { epub: bob.epub });
    await addBuddy(carol.pub, { syncRetryCount: 9 });
    const third = await newPair();
    await addBuddy(third.pub, { syncRetryCount: 10 });
    const status = async () =>
      Object.fromEntries((await contacts.friends()).map((f) => [f.pub, f.status]));
    expect(await status()).toEqual({
      [bob.pub]: 'verified',
      [carol.pub]: 'syncing',
      [third.pub]: 'unverified',
    });

    // The sync finds Carol's epub in her profile; nothing for the third, who stays unverified.
    profiles.set(carol.pub, { alias: 'Carol', epub: carol.epub });
    await contacts.syncFriends();
    expect(await status()).toEqual({
      [bob.pub]: 'verified',
      [carol.pub]: 'verified',
      [third.pub]: 'unverified',
    });
    expect(await contacts.friend(carol.pub)).toMatchObject({
      alias: 'Carol',
      epubSource: 'network',
      verificationTime: 5_000,
    });
  });

  it('counts failed lookups towards the retry limit', async () => {
    await addBuddy(carol.pub, { syncRetryCount: 9 });
    await contacts.syncFriends();
    expect(await contacts.friend(carol.pub)).toMatchObject({
      status: 'unverified',
      syncRetryCount: 10,
    });
  });

  it('keeps remarks, and removes a friend locally even when the notice cannot be sent', async () => {
    expect(await contacts.setRemark(bob.pub, { remark: 'B', remarkInfo: '' })).toEqual({
      ok: false,
      error: ContactError.notFriend,
    });
    await addBuddy(bob.pub, { epub: bob.epub });
    expect(await contacts.setRemark(bob.pub, { remark: '  ', remarkInfo: 'note' })).toMatchObject({
      ok: true,
      value: { displayName: 'Bob', remarkInfo: 'note' },
    });
    const events: unknown[] = [];
    contacts.subscribe((event) => events.push(event));
    expect(await contacts.removeFriend(bob.pub)).toEqual({
      ok: false,
      error: ContactError.offline,
    });
    expect(await contacts.friends()).toEqual([]);
    expect(await db.all('SELECT * FROM friend_remarks')).toEqual([]);
    expect(events).toEqual([{ type: 'friend-removed', pub: bob.pub, by: 'me' }]);
  });
});

describe('finding users and reports', () => {
  it('strips the prefix and reports an unknown user as a profile-less stranger', async () => {
    expect(await contacts.findUser(`pubkey:${carol.pub}`)).toEqual({
      ok: true,
      value: { kind: 'stranger', pub: carol.pub, profile: null, blocked: false },
    });
    const self = await contacts.findUser(me.pub);
    expect(self.ok && self.value.kind).toBe('self');
  });

  it('keeps reports on the device', async () => {
    expect(await contacts.saveReport({ pub: 'x', reason: 'spam', details: '' })).toEqual({
      ok: false,
      error: ContactError.invalidPublicKey,
    });
    expect(await contacts.saveReport({ pub: carol.pub, reason: ' ', details: '' })).toEqual({
      ok: false,
      error: ContactError.reportReasonRequired,
    });
    const saved = await contacts.saveReport({ pub: carol.pub, reason: 'spam', details: ' many ' });
    expect(saved).toMatchObject({ ok: true, value: { pub: carol.pub, details: 'many' } });
    expect(await contacts.reports()).toEqual([
      expect.objectContaining({ pub: carol.pub, reason: 'spam', timestamp: 5_000 }),
    ]);
  });
});
