/**
 * Applies contacts items that arrive from my other devices (own state) to the local tables, as
 * the local action would, and emits the same events, so screens and the chat follow: a friend
 * added elsewhere is followed here, a removal drops the chat (without telling the friend again).
 * Also lists what the tables already hold, so data from before own state is published too.
 */
import type { OwnItem } from '../own-state/own-item.ts';
import type {
  AppliedItem,
  OwnItemHandler,
  OwnStateWriter,
} from '../own-state/own-state-service.ts';
import { isPublicKey } from '../crypto/sea-keys.ts';
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import type { ContactEvents } from './contact-events.ts';
import type { ContactStore } from './contact-store.ts';
import type { BuddyRow } from './friend.ts';
import { LetterKind } from './letter-kinds.ts';
import {
  friendData,
  OwnKind,
  parseFriendData,
  parseRemark,
  parseRequestKey,
  requestKey,
  type FriendItem,
} from './own-items.ts';

interface Deps {
  readonly db: SqlDatabase;
  readonly store: ContactStore;
  readonly events: ContactEvents;
  readonly now: () => number;
}

const nothing: AppliedItem = { statements: [] };

export function handleOwnContacts(writer: OwnStateWriter, deps: Deps): void {
  writer.handle(OwnKind.friend, friendHandler(deps));
  writer.handle(OwnKind.block, blockHandler(deps));
  writer.handle(OwnKind.remark, remarkHandler(deps));
  writer.handle(OwnKind.letter, letterHandler(deps));
}

function friendHandler({ db, store, events }: Deps): OwnItemHandler {
  return {
    async apply(me, item) {
      if (!isPublicKey(item.key) || item.key === me) return null;
      const known = await store.friend(me, item.key);
      if (item.removed) {
        if (!known) return nothing;
        return {
          statements: store.removeFriend(me, item.key),
          after: () => events.emit({ type: 'friend-removed', pub: item.key, by: 'another-device' }),
        };
      }
      const friend = item.data && parseFriendData(item.key, item.data);
      if (!friend) return null;
      return {
        statements: [...addFriend(me, friend), store.deleteRequestsFrom(friend.pub)],
        after: () => emitAdded(store, events, me, friend.pub, known !== null),
      };
    },
    async local(me) {
      const rows = await db.all<
        Pick<BuddyRow, 'buddyPub' | 'addedByMe' | 'timestamp' | 'epub' | 'alias' | 'avatar'>
      >(
        'SELECT buddyPub, addedByMe, timestamp, epub, alias, avatar FROM buddies WHERE userPub = ?',
        [me],
      );
      return rows.map((row) =>
        added(
          OwnKind.friend,
          row.buddyPub,
          row.timestamp,
          friendData({
            epub: row.epub || null,
            alias: row.alias ?? '',
            avatar: row.avatar ?? '',
            since: row.timestamp,
            addedByMe: row.addedByMe === 1,
          }),
        ),
      );
    },
  };
}

async function emitAdded(
  store: ContactStore,
  events: ContactEvents,
  me: string,
  pub: string,
  wasFriend: boolean,
): Promise<void> {
  const friend = await store.friend(me, pub);
  if (!friend) return;
  if (wasFriend) events.emit({ type: 'friend-updated', pub });
  else events.emit({ type: 'friend-added', friend, acceptedBy: 'another-device' });
  events.emit({ type: 'requests-changed' });
}

/**
 * The friend row as the other device has it. Name and picture already here are kept (the
 * friend's card may be newer); a remark that arrived before the friend is taken over.
 */
function addFriend(me: string, friend: FriendItem): SqlStatement[] {
  const remark = (column: string) =>
    `(SELECT ${column} FROM friend_remarks WHERE userPub = ? AND friendPub = ?)`;
  return [
    {
      sql: `INSERT INTO buddies (userPub, buddyPub, addedByMe, timestamp, alias, avatar, remark,
          remarkInfo, epub, epubSource, syncRetryCount, verificationTime)
        VALUES (?, ?, ?, ?, ?, ?, ${remark('remark')}, ${remark('remarkInfo')}, ?, ?, 0, ?)
        ON CONFLICT (userPub, buddyPub) DO UPDATE SET addedByMe = excluded.addedByMe,
          timestamp = excluded.timestamp, alias = COALESCE(NULLIF(alias, ''), excluded.alias),
          avatar = COALESCE(NULLIF(avatar, ''), excluded.avatar),
          epubSource = CASE WHEN excluded.epub IS NULL THEN epubSource ELSE excluded.epubSource END,
          epub = COALESCE(excluded.epub, epub)`,
      params: [
        me,
        friend.pub,
        friend.addedByMe ? 1 : 0,
        friend.since,
        friend.alias,
        friend.avatar,
        me,
        friend.pub,
        me,
        friend.pub,
        friend.epub,
        friend.epub ? 'shared' : null,
        friend.epub ? friend.since : null,
      ],
    },
    ...(friend.epub
      ? [
          {
            sql: 'INSERT OR REPLACE INTO epubs (pub, epub) VALUES (?, ?)',
            params: [friend.pub, friend.epub],
          },
        ]
      : []),
    { sql: 'DELETE FROM sent_requests WHERE fromPub = ? AND toPub = ?', params: [me, friend.pub] },
  ];
}

function blockHandler({ store, events }: Deps): OwnItemHandler {
  return {
    async apply(me, item) {
      if (!isPublicKey(item.key) || item.key === me) return null;
      const pub = item.key;
      const wasBlocked = await store.isBlocked(pub);
      if (item.removed) {
        return {
          statements: [store.unblock(pub)],
          after: () => {
            if (wasBlocked) events.emit({ type: 'blacklist-changed', pub, blocked: false });
          },
        };
      }
      return {
        statements: store.block(pub),
        after: () => {
          if (!wasBlocked) events.emit({ type: 'blacklist-changed', pub, blocked: true });
          events.emit({ type: 'requests-changed' });
        },
      };
    },
    async local() {
      // The blacklist keeps no time: any version from another device is newer.
      return (await store.blocked()).map((pub) => added(OwnKind.block, pub, 0, {}));
    },
  };
}

function remarkHandler({ db, store, events }: Deps): OwnItemHandler {
  return {
    async apply(me, item) {
      if (!isPublicKey(item.key)) return null;
      const remark = item.removed
        ? { remark: '', remarkInfo: '' }
        : item.data && parseRemark(item.data);
      if (!remark) return null;
      const pub = item.key;
      // A remark may arrive before its friend: kept, and taken over when the friend arrives.
      const isFriend = (await store.friend(me, pub)) !== null;
      return {
        statements: [
          item.removed
            ? {
                sql: 'DELETE FROM friend_remarks WHERE userPub = ? AND friendPub = ?',
                params: [me, pub],
              }
            : {
                sql: `INSERT OR REPLACE INTO friend_remarks (userPub, friendPub, remark, remarkInfo)
                  VALUES (?, ?, ?, ?)`,
                params: [me, pub, remark.remark, remark.remarkInfo],
              },
          {
            sql: 'UPDATE buddies SET remark = ?, remarkInfo = ? WHERE userPub = ? AND buddyPub = ?',
            params: [remark.remark, remark.remarkInfo, me, pub],
          },
        ],
        after: () => {
          if (isFriend) events.emit({ type: 'friend-updated', pub });
        },
      };
    },
    async local(me) {
      const rows = await db.all<{
        friendPub: string;
        remark: string | null;
        remarkInfo: string | null;
      }>(
        `SELECT friendPub, remark, remarkInfo FROM friend_remarks
          WHERE userPub = ? AND (remark <> '' OR remarkInfo <> '')`,
        [me],
      );
      return rows.map((row) =>
        added(OwnKind.remark, row.friendPub, 0, {
          remark: row.remark ?? '',
          remarkInfo: row.remarkInfo ?? '',
        }),
      );
    },
  };
}

function letterHandler({ db, store, events, now }: Deps): OwnItemHandler {
  return {
    async apply(_me, item) {
      const letter = parseRequestKey(item.key);
      if (!letter) return null;
      // A request is never brought back: a removal changes nothing.
      if (item.removed) return nothing;
      const pending = (await store.request(letter.letterId))?.fromPub === letter.fromPub;
      return {
        statements: [
          store.markHandled(letter.fromPub, letter.letterId, LetterKind.request, now()),
          {
            sql: 'DELETE FROM friend_requests WHERE fromPub = ? AND letterId = ?',
            params: [letter.fromPub, letter.letterId],
          },
        ],
        after: () => {
          if (pending) events.emit({ type: 'requests-changed' });
        },
      };
    },
    async local() {
      const rows = await db.all<{ fromPub: string; letterId: string; handledAt: number }>(
        `SELECT fromPub, letterId, handledAt FROM handled_letters WHERE kind = ?
          AND letterId NOT IN (SELECT letterId FROM friend_requests)`,
        [LetterKind.request],
      );
      return rows.map((row) =>
        added(OwnKind.letter, requestKey(row.fromPub, row.letterId), row.handledAt, {}),
      );
    },
  };
}

const added = (kind: string, key: string, at: number, data: OwnItem['data']): OwnItem => ({
  kind,
  key,
  at,
  removed: false,
  data,
});
