import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sea, type KeyPair } from '../crypto/sea.ts';
import { contentKey } from '../protocol/content-address.ts';
import { sealLetter } from '../protocol/letter.ts';
import { letterHead, stampLetter } from '../protocol/letter-stamp.ts';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { ContactEvents, type ContactEvent } from './contact-events.ts';
import { ContactStore } from './contact-store.ts';
import type { InboxLetter } from './inbox.ts';
import { IncomingLetters } from './incoming-letters.ts';
import { LetterKind } from './letter-kinds.ts';
import { requestKey } from './own-items.ts';
import { type OwnCommit } from '../own-state/own-commit.ts';
import type { OwnChange } from '../own-state/own-item.ts';

async function newPair(): Promise<KeyPair> {
  const pair = await sea.pair();
  if (!pair?.pub || !pair.priv || !pair.epub || !pair.epriv) throw new Error('SEA.pair failed');
  return { pub: pair.pub, priv: pair.priv, epub: pair.epub, epriv: pair.epriv };
}

const [me, alice, stranger] = await Promise.all([newPair(), newPair(), newPair()]);

let db: SqlDatabase;
let store: ContactStore;
let letters: IncomingLetters;
let events: ContactEvent[];
let clock: number;

beforeEach(async () => {
  db = await openMemoryDatabase({ migrate: true });
  store = new ContactStore(db);
  const bus = new ContactEvents();
  events = [];
  bus.subscribe((event) => events.push(event));
  clock = 1_000_000;
  letters = new IncomingLetters({ db, store, events: bus, now: () => clock });
});

afterEach(() => db.close());

const DAY = '20261127';
const ADDRESS = `AAAAAAAAAAAAAAAAAAAAAA/${DAY}`;
/** A letter as read from my inbox node `address`. */
const read = async (raw: string, address = ADDRESS): Promise<InboxLetter> => ({
  raw,
  key: await contentKey(raw),
  address,
  day: address.slice(-8),
});
const receive = async (raw: string) => letters.receive(await read(raw), me);

let counter = 0;
function letterFrom(
  sender: KeyPair,
  kind: string,
  body: object,
  options: { ts?: number; id?: string; to?: KeyPair; address?: string } = {},
): Promise<string> {
  const to = options.to ?? me;
  return sealLetter(
    {
      kind,
      id: options.id ?? `letter-${++counter}`,
      ts: options.ts ?? clock,
      body: JSON.stringify(body),
    },
    sender,
    { pub: to.pub, epub: to.epub },
    options.address ?? ADDRESS,
  );
}

const request = (
  sender: KeyPair,
  message: string,
  options: { ts?: number; id?: string; address?: string } = {},
) => letterFrom(sender, LetterKind.request, { message, alias: 'Alice', avatar: '' }, options);

async function befriend(pub: string, epub: string, since: number) {
  await db.batch(
    store.addFriend(me.pub, { pub, alias: 'A', avatar: '', epub, epubSource: 'shared', since }),
  );
}

describe('incoming friend requests', () => {
  it('stores a request once, resets the viewed flag, and keeps the newest per sender', async () => {
    await db.batch([store.setRequestsViewed(true)]);
    const first = await request(alice, 'first', { ts: clock - 10 });
    await receive(first);
    await receive(first);
    expect(letters.counters).toMatchObject({ handled: 1, duplicates: 1 });
    expect(await store.requestsViewed()).toBe(false);
    await receive(await request(alice, 'second', { ts: clock }));
    await receive(await request(alice, 'older', { ts: clock - 20 }));
    expect((await store.requests(me.pub)).map((r) => r.message)).toEqual(['second']);
    expect(events.filter((e) => e.type === 'requests-changed').length).toBeGreaterThan(0);
  });

  it('drops requests from blocked keys and hides those from friends', async () => {
    await db.batch(store.block(stranger.pub));
    await receive(await request(stranger, 'let me in'));
    expect(await db.all('SELECT * FROM friend_requests')).toEqual([]);
    expect(letters.counters.ignored).toBe(1);

    await befriend(alice.pub, alice.epub, clock);
    await receive(await request(alice, 'again'));
    expect(await store.requests(me.pub)).toEqual([]);
    expect(await store.pendingCount(me.pub)).toBe(0);
  });

  it('rejects letters for someone else, and malformed bodies', async () => {
    const elsewhere = { message: 'hi', alias: 'Alice', avatar: '' };
    await receive(await letterFrom(alice, LetterKind.request, elsewhere, { to: stranger }));
    await receive(await letterFrom(alice, LetterKind.request, { nope: 1 }));
    await receive(stampLetter(ADDRESS, '"junk":1'));
    expect(letters.counters).toMatchObject({ rejected: 2, ignored: 1, handled: 0 });
  });

  it('drops a letter without a stamp for its node before opening it, and remembers nothing', async () => {
    const real = await request(alice, 'stamped for another node');
    const elsewhere = 'BBBBBBBBBBBBBBBBBBBBBB/20261127';
    await letters.receive(await read(real, elsewhere), me);
    const unstamped = real.replace(/"stamp":"\d+"/, '"stamp":"x"');
    await receive(unstamped);
    await receive(`${letterHead(ADDRESS)}"junk":1}`);
    expect(letters.counters).toMatchObject({ unstamped: 3, rejected: 0, handled: 0 });
    expect(await store.seenLetter(await contentKey(real))).toBe(false);
    await receive(real);
    expect(letters.counters).toMatchObject({ handled: 1 });
  });

  it('skips a letter seen before without opening it again, even one that did not open', async () => {
    const junk = await letterFrom(alice, LetterKind.request, { message: 'x' }, { to: stranger });
    const real = await request(alice, 'once');
    for (const raw of [junk, real, junk, real]) await receive(raw);
    expect(letters.counters).toMatchObject({ rejected: 1, handled: 1, duplicates: 2 });
  });

  it('opens at most its share of unseen letters per node and sign-in, the rest at the next', async () => {
    const bus = new ContactEvents();
    const capped = new IncomingLetters({
      db,
      store,
      events: bus,
      now: () => clock,
      lettersPerNode: 2,
    });
    const raws = await Promise.all(['a', 'b', 'c'].map((text) => request(alice, text)));
    for (const raw of raws) await capped.receive(await read(raw), me);
    expect(capped.counters).toMatchObject({ handled: 2, deferred: 1 });
    // Another day's node has a share of its own.
    const tomorrow = 'AAAAAAAAAAAAAAAAAAAAAA/20261128';
    const later = await request(alice, 'd', { address: tomorrow, ts: clock + 1 });
    await capped.receive(await read(later, tomorrow), me);
    expect(capped.counters).toMatchObject({ handled: 3, deferred: 1 });
    capped.signedIn();
    for (const raw of raws) await capped.receive(await read(raw), me);
    expect(capped.counters).toMatchObject({ handled: 4, deferred: 1, duplicates: 2 });
  });
});

describe('incoming accepts', () => {
  it('counts only as the answer to my latest request to that person', async () => {
    const accept = (requestId: string) =>
      letterFrom(alice, LetterKind.accept, { requestId, alias: 'Alice', avatar: '' });
    await receive(await accept('never-sent'));
    expect(await store.friends(me.pub)).toEqual([]);

    await store.putSentRequest(me.pub, alice.pub, { letterId: 'req-2', timestamp: clock });
    await receive(await accept('req-1'));
    expect(await store.friends(me.pub)).toEqual([]);

    await receive(await accept('req-2'));
    expect(await store.friend(me.pub, alice.pub)).toMatchObject({
      alias: 'Alice',
      epub: alice.epub,
      epubSource: 'shared',
      status: 'verified',
      addedByMe: true,
    });
    expect(await store.sentRequest(me.pub, alice.pub)).toBeNull();
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'friend-added', acceptedBy: 'them' }),
    );
  });
});

describe('incoming removals', () => {
  it('honours only a current friend’s removal that is newer than the friendship', async () => {
    const removal = (ts: number) => letterFrom(alice, LetterKind.removed, {}, { ts });
    await receive(await removal(clock));
    expect(await store.notifications()).toEqual([]);

    await befriend(alice.pub, alice.epub, clock);
    await receive(await removal(clock - 1));
    expect(await store.friend(me.pub, alice.pub)).not.toBeNull();

    const fresh = await removal(clock + 1);
    await receive(fresh);
    expect(await store.friend(me.pub, alice.pub)).toBeNull();
    expect(await store.notifications()).toEqual([
      expect.objectContaining({ type: 'friend_removed', fromPub: alice.pub, message: 'A' }),
    ]);
    expect(events).toContainEqual({ type: 'friend-removed', pub: alice.pub, by: 'them' });

    // Friends again, and the same removal comes back (the inbox replays everything).
    await befriend(alice.pub, alice.epub, clock + 5);
    await receive(fresh);
    await db.run('DELETE FROM handled_letters');
    await receive(fresh);
    expect(await store.friend(me.pub, alice.pub)).not.toBeNull();
    expect(await store.notifications()).toHaveLength(1);
  });
});

describe('a removal with its notification switched off', () => {
  it('removes the friend but records no notification and announces none', async () => {
    const asked: string[] = [];
    const bus = new ContactEvents();
    const seen: ContactEvent[] = [];
    bus.subscribe((event) => seen.push(event));
    const quiet = new IncomingLetters({
      db,
      store,
      events: bus,
      now: () => clock,
      notifies: (type) => {
        asked.push(type);
        return type !== 'friend_removed';
      },
    });
    await befriend(alice.pub, alice.epub, clock);
    const raw = await letterFrom(alice, LetterKind.removed, {}, { ts: clock + 1 });
    await quiet.receive(await read(raw), me);
    expect(await store.friend(me.pub, alice.pub)).toBeNull();
    expect(seen).toContainEqual({ type: 'friend-removed', pub: alice.pub, by: 'them' });
    expect(asked).toEqual(['friend_removed']);
    expect(await store.notifications()).toEqual([]);
    expect(seen.filter((event) => event.type === 'notification')).toEqual([]);
  });
});

describe('requests and own state', () => {
  const withCommit = (commit: OwnCommit) =>
    new IncomingLetters({ db, store, events: new ContactEvents(), now: () => clock, commit });
  const receiveBy = async (handler: IncomingLetters, raw: string) =>
    handler.receive(await read(raw), me);

  it('records each request that leaves the list: replaced, malformed or from a blocked key', async () => {
    const changes: OwnChange[] = [];
    const handler = withCommit((_me, statements, recorded) => {
      changes.push(...recorded);
      return db.batch(statements);
    });
    await receiveBy(handler, await request(alice, 'first', { ts: clock - 10, id: 'old' }));
    await receiveBy(handler, await request(alice, 'second', { ts: clock, id: 'new' }));
    await receiveBy(handler, await letterFrom(alice, LetterKind.request, {}, { id: 'bad' }));
    await db.batch(store.block(stranger.pub));
    await receiveBy(handler, await request(stranger, 'let me in', { id: 'blocked' }));
    expect(changes.map((change) => change.key)).toEqual([
      requestKey(alice.pub, 'old'),
      requestKey(alice.pub, 'bad'),
      requestKey(stranger.pub, 'blocked'),
    ]);
    expect((await store.requests(me.pub)).map((r) => r.id)).toEqual(['new']);
  });

  it('does not list a request answered on another device while it was being stored', async () => {
    const handler = withCommit(async (_me, statements) => {
      // The other device's `letter` item lands between the handled check and this transaction.
      await db.batch([store.markHandled(alice.pub, 'answered', LetterKind.request, clock)]);
      await db.batch(statements);
    });
    await receiveBy(handler, await request(alice, 'hello', { id: 'answered' }));
    expect(await store.requests(me.pub)).toEqual([]);
  });
});
