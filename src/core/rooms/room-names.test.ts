import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ChatDirectory, ChatFriend } from '../chat/chat-directory.ts';
import { openMemoryDatabase } from '../store/node-sqlite.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { memberName, roomNames } from './room-names.ts';
import { applyMemberEntry, insertRoom } from './room-store.ts';

const room = { pub: 'room-pub', priv: 'p', epub: 'e', epriv: 'ep' };

function directoryOf(friends: ChatFriend[]): ChatDirectory {
  return {
    friend: (pub) => Promise.resolve(friends.find((friend) => friend.pub === pub) ?? null),
    isBlocked: () => Promise.resolve(false),
    friends: () => Promise.resolve(friends),
    subscribe: () => () => {},
  };
}

const friend = (pub: string, alias: string, remark = ''): ChatFriend => ({
  pub,
  epub: null,
  alias,
  avatar: '',
  remark,
  addedByMe: true,
  since: 1,
});

describe('room member names', () => {
  let db: SqlDatabase;
  beforeEach(async () => {
    db = await openMemoryDatabase({ migrate: true });
    await db.batch(insertRoom(room, 'Room', 1, 1));
    const join = (member: string, text: string, at: number) =>
      applyMemberEntry(room.pub, { kind: 'join', member, text, at });
    // Alice joined under a name she has changed since; Carol is no friend of mine.
    await db.batch([
      join('alice', 'User-alice', 10),
      join('carol', 'Carol', 11),
      join('dan', '', 12),
    ]);
  });
  afterEach(() => db.close());

  it('names a friend by remark, else by the alias of their card; others by the roster', async () => {
    const directory = directoryOf([friend('alice', 'Alice'), friend('dan', 'Dan', 'Uncle Dan')]);
    const names = await roomNames(db, directory, room.pub);
    expect(Object.fromEntries(names)).toEqual({
      alice: 'Alice',
      carol: 'Carol',
      dan: 'Uncle Dan',
    });
    expect(await memberName(db, directory, room.pub, 'alice')).toBe('Alice');
    expect(await memberName(db, directory, room.pub, 'carol')).toBe('Carol');
  });

  it('falls back to the roster alias for a friend whose card has no alias yet', async () => {
    const directory = directoryOf([friend('alice', '')]);
    expect((await roomNames(db, directory, room.pub)).get('alice')).toBe('User-alice');
    expect(await memberName(db, directory, room.pub, 'alice')).toBe('User-alice');
  });
});
