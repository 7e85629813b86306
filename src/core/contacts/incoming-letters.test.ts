import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sea, type KeyPair } from '../crypto/sea.ts';
import { sealLetter } from '../protocol/letter.ts';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { ContactEvents, type ContactEvent } from './contact-events.ts';
import { ContactStore } from './contact-store.ts';
import { IncomingLetters } from './incoming-letters.ts';
import { LetterKind } from './letter-kinds.ts';

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

let counter = 0;
function letterFrom(
  sender: KeyPair,
  kind: string,
  body: object,
  options: { ts?: number; id?: string; to?: KeyPair } = {},
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
  );
}

const request = (sender: KeyPair, message: string, options: { ts?: number; id?: string } = {}) =>
  letterFrom(sender, LetterKind.request, { message, alias: 'Alice', avatar: '' }, options);

async function befriend(pub: string, epub: string, since: number) {
  await db.batch(
    store.addFriend(me.pub, { pub, alias: 'A', avatar: '', epub, epubSource: 'shared', since }),
  );
}

describe('incoming friend requests', () => {
  it('stores a request once, resets the viewed flag, and keeps the newest per sender', async () => {
    await db.batch([store.setRequestsViewed(true)]);
    const first = await request(alice, 'first', { ts: clock - 10 });
    await letters.receive(first, me);
    await letters.receive(first, me);
    expect(letters.counters).toMatchObject({ handled: 1, duplicates: 1 });
    expect(await store.requestsViewed()).toBe(false);
    await letters.receive(await request(alice, 'second', { ts: clock }), me);
    await letters.receive(await request(alice, 'older', { ts: clock - 20 }), me);
    expect((await store.requests(me.pub)).map((r) => r.message)).toEqual(['second']);
    expect(events.filter((e) => e.type === 'requests-changed').length).toBeGreaterThan(0);
  });

  it('drops requests from blocked keys and hides those from friends', async () => {
    await db.batch(store.block(stranger.pub));
    await letters.receive(await request(stranger, 'let me in'), me);
    expect(await db.all('SELECT * FROM friend_requests')).toEqual([]);
    expect(letters.counters.ignored).toBe(1);

    await befriend(alice.pub, alice.epub, clock);
    await letters.receive(await request(alice, 'again'), me);
    expect(await store.requests(me.pub)).toEqual([]);
    expect(await store.pendingCount(me.pub)).toBe(0);
  });

  it('rejects letters for someone else, and malformed bodies', async () => {
    const elsewhere = { message: 'hi', alias: 'Alice', avatar: '' };
    await letters.receive(
      await letterFrom(alice, LetterKind.request, elsewhere, { to: stranger }),
      me,
    );
    await letters.receive(await letterFrom(alice, LetterKind.request, { nope: 1 }), me);
    await letters.receive('{"v":1}', me);
    expect(letters.counters).toMatchObject({ rejected: 2, ignored: 1, handled: 0 });
  });
});

describe('incoming accepts', () => {
  it('counts only as the answer to my latest request to that person', async () => {
    const accept = (requestId: string) =>
      letterFrom(alice, LetterKind.accept, { requestId, alias: 'Alice', avatar: '' });
    await letters.receive(await accept('never-sent'), me);
    expect(await store.friends(me.pub)).toEqual([]);

    await store.putSentRequest(me.pub, alice.pub, { letterId: 'req-2', timestamp: clock });
    await letters.receive(await accept('req-1'), me);
    expect(await store.friends(me.pub)).toEqual([]);

    await letters.receive(await accept('req-2'), me);
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
    await letters.receive(await removal(clock), me);
    expect(await store.notifications()).toEqual([]);

    await befriend(alice.pub, alice.epub, clock);
    await letters.receive(await removal(clock - 1), me);
    expect(await store.friend(me.pub, alice.pub)).not.toBeNull();

    const fresh = await removal(clock + 1);
    await letters.receive(fresh, me);
    expect(await store.friend(me.pub, alice.pub)).toBeNull();
    expect(await store.notifications()).toEqual([
      expect.objectContaining({ type: 'friend_removed', fromPub: alice.pub, message: 'A' }),
    ]);
    expect(events).toContainEqual({ type: 'friend-removed', pub: alice.pub, by: 'them' });

    // Friends again, and the same removal comes back (the inbox replays everything).
    await befriend(alice.pub, alice.epub, clock + 5);
    await letters.receive(fresh, me);
    await db.run('DELETE FROM handled_letters');
    await letters.receive(fresh, me);
    expect(await store.friend(me.pub, alice.pub)).not.toBeNull();
    expect(await store.notifications()).toHaveLength(1);
  });
});
