/**
 * SQL for the contacts core: friends (`buddies`), received and sent requests, blacklist, handled
 * letters, notifications and reports. Statement builders return SqlStatements so the service can
 * apply one change as one transaction (`db.batch`).
 */
import type { ProfileCard } from '../identity/user-space.ts';
import { first, type SqlDatabase, type SqlStatement } from '../store/sql.ts';
import { friendFromRow, type BuddyRow, type EpubSource, type Friend } from './friend.ts';

export interface FriendRequest {
  /** The request letter's id; `accept`/`refuse` take it. */
  readonly id: string;
  readonly fromPub: string;
  readonly fromEpub: string;
  readonly alias: string;
  readonly avatar: string;
  readonly message: string;
  /** The sender's time of sending (ms). */
  readonly timestamp: number;
}

type RequestRow = {
  letterId: string;
  fromPub: string;
  fromEpub: string;
  alias: string;
  avatar: string;
  message: string;
  timestamp: number;
};

export interface Notification {
  readonly id: number;
  readonly type: string;
  readonly fromPub: string;
  readonly message: string;
  readonly timestamp: number;
  readonly isRead: boolean;
}

export interface Report {
  readonly id: number;
  readonly pub: string;
  readonly reason: string;
  readonly details: string;
  readonly timestamp: number;
}

export interface NewFriend {
  readonly pub: string;
  readonly alias: string;
  readonly avatar: string;
  readonly epub: string;
  readonly epubSource: EpubSource;
  readonly since: number;
}

export interface SentRequest {
  readonly letterId: string | null;
  readonly timestamp: number;
}

const BUDDY_COLUMNS = `buddyPub, addedByMe, timestamp, alias, avatar, signature, remark, remarkInfo, epub,
  epubSource, syncRetryCount, verificationTime`;

const REQUEST_COLUMNS = 'letterId, fromPub, fromEpub, alias, avatar, message, timestamp';

/** Requests shown to the user: hidden when from a friend, never from a blocked key. */
const VISIBLE_REQUESTS = `FROM friend_requests
  WHERE fromPub NOT IN (SELECT buddyPub FROM buddies WHERE userPub = ?)
    AND fromPub NOT IN (SELECT pub FROM blacklist WHERE isBlocked = 1)`;

const toRequest = ({ letterId, ...rest }: RequestRow): FriendRequest => ({ id: letterId, ...rest });

export class ContactStore {
  constructor(private readonly db: SqlDatabase) {}

  // ---- friends --------------------------------------------------------------------------------

  async friends(me: string): Promise<Friend[]> {
    const rows = await this.db.all<BuddyRow>(
      `SELECT ${BUDDY_COLUMNS} FROM buddies WHERE userPub = ? ORDER BY timestamp`,
      [me],
    );
    return rows.map(friendFromRow);
  }

  async friend(me: string, pub: string): Promise<Friend | null> {
    const row = await first<BuddyRow>(
      this.db,
      `SELECT ${BUDDY_COLUMNS} FROM buddies WHERE userPub = ? AND buddyPub = ?`,
      [me, pub],
    );
    return row ? friendFromRow(row) : null;
  }

  async friendCount(me: string): Promise<number> {
    const row = await first<{ n: number }>(
      this.db,
      'SELECT count(*) AS n FROM buddies WHERE userPub = ?',
      [me],
    );
    return row?.n ?? 0;
  }

  /** Both sides consented (one asked, one agreed), so both list the other as added by them. */
  addFriend(me: string, friend: NewFriend): SqlStatement[] {
    return [
      {
        sql: `INSERT INTO buddies (userPub, buddyPub, addedByMe, timestamp, alias, avatar, epub,
            epubSource, syncRetryCount, verificationTime)
          VALUES (?, ?, 1, ?, ?, ?, ?, ?, 0, ?)
          ON CONFLICT (userPub, buddyPub) DO UPDATE SET addedByMe = 1, alias = excluded.alias,
            avatar = excluded.avatar, epub = excluded.epub, epubSource = excluded.epubSource,
            syncRetryCount = 0, verificationTime = excluded.verificationTime`,
        params: [
          me,
          friend.pub,
          friend.since,
          friend.alias,
          friend.avatar,
          friend.epub,
          friend.epubSource,
          friend.since,
        ],
      },
      {
        sql: 'INSERT OR REPLACE INTO epubs (pub, epub) VALUES (?, ?)',
        params: [friend.pub, friend.epub],
      },
      {
        sql: 'DELETE FROM sent_requests WHERE fromPub = ? AND toPub = ?',
        params: [me, friend.pub],
      },
      this.deleteRequestsFrom(friend.pub),
    ];
  }

  removeFriend(me: string, pub: string): SqlStatement[] {
    return [
      { sql: 'DELETE FROM buddies WHERE userPub = ? AND buddyPub = ?', params: [me, pub] },
      { sql: 'DELETE FROM friend_remarks WHERE userPub = ? AND friendPub = ?', params: [me, pub] },
      { sql: 'DELETE FROM sent_requests WHERE fromPub = ? AND toPub = ?', params: [me, pub] },
    ];
  }

  /** Sets a friend's remark (the caller checks they are a friend). */
  setRemark(me: string, pub: string, remark: string, remarkInfo: string): SqlStatement[] {
    return [
      {
        sql: 'UPDATE buddies SET remark = ?, remarkInfo = ? WHERE userPub = ? AND buddyPub = ?',
        params: [remark, remarkInfo, me, pub],
      },
      {
        sql: `INSERT OR REPLACE INTO friend_remarks (userPub, friendPub, remark, remarkInfo)
          VALUES (?, ?, ?, ?)`,
        params: [me, pub, remark, remarkInfo],
      },
    ];
  }

  /**
   * Takes a friend's newer profile card (alias, avatar, status text); true when it changed the
   * friend. An older or equally old card, e.g. one replayed by a relay, changes nothing.
   */
  async applyProfileCard(me: string, pub: string, card: ProfileCard): Promise<boolean> {
    if (card.deleted) return false;
    const { changes } = await this.db.run(
      `UPDATE buddies SET alias = COALESCE(NULLIF(?, ''), alias), avatar = COALESCE(NULLIF(?, ''), avatar),
          signature = ?, sharedRelays = ?, profileUpdatedAt = ?
        WHERE userPub = ? AND buddyPub = ? AND profileUpdatedAt < ?`,
      [
        card.alias,
        card.avatar,
        card.signature,
        JSON.stringify(card.relays ?? []),
        card.updatedAt,
        me,
        pub,
        card.updatedAt,
      ],
    );
    return changes > 0;
  }

  /** What a profile lookup learnt about a friend; `epub` null counts one failed lookup. */
  async updateFromProfile(
    me: string,
    pub: string,
    found: { alias: string; avatar: string; epub: string | null },
    now: number,
  ): Promise<void> {
    if (!found.epub) {
      await this.db.run(
        `UPDATE buddies SET syncRetryCount = syncRetryCount + 1
          WHERE userPub = ? AND buddyPub = ? AND (epub IS NULL OR epub = '')`,
        [me, pub],
      );
      return;
    }
    await this.db.batch([
      {
        sql: `UPDATE buddies SET alias = COALESCE(NULLIF(?, ''), alias),
            avatar = COALESCE(NULLIF(?, ''), avatar),
            epubSource = CASE WHEN epub = ? THEN COALESCE(epubSource, 'network') ELSE 'network' END,
            epub = ?, syncRetryCount = 0, verificationTime = ?
          WHERE userPub = ? AND buddyPub = ?`,
        params: [found.alias, found.avatar, found.epub, found.epub, now, me, pub],
      },
      { sql: 'INSERT OR REPLACE INTO epubs (pub, epub) VALUES (?, ?)', params: [pub, found.epub] },
    ]);
  }

  // ---- requests -------------------------------------------------------------------------------

  async requests(me: string): Promise<FriendRequest[]> {
    const rows = await this.db.all<RequestRow>(
      `SELECT ${REQUEST_COLUMNS} ${VISIBLE_REQUESTS} ORDER BY timestamp DESC`,
      [me],
    );
    return rows.map(toRequest);
  }

  async request(id: string): Promise<FriendRequest | null> {
    const row = await first<RequestRow>(
      this.db,
      `SELECT ${REQUEST_COLUMNS} FROM friend_requests WHERE letterId = ?`,
      [id],
    );
    return row ? toRequest(row) : null;
  }

  async pendingCount(me: string): Promise<number> {
    const row = await first<{ n: number }>(this.db, `SELECT count(*) AS n ${VISIBLE_REQUESTS}`, [
      me,
    ]);
    return row?.n ?? 0;
  }

  async requestsViewed(): Promise<boolean> {
    const row = await first<{ viewed: number }>(
      this.db,
      'SELECT viewed FROM requests_viewed WHERE id = 1',
    );
    return row?.viewed === 1;
  }

  setRequestsViewed(viewed: boolean): SqlStatement {
    return {
      sql: 'INSERT OR REPLACE INTO requests_viewed (id, viewed) VALUES (1, ?)',
      params: [viewed ? 1 : 0],
    };
  }

  /**
   * Keeps one request per sender: the newest by the sender's clock. Run before the letter is
   * marked handled: one already marked was answered meanwhile on another device of mine.
   */
  storeRequest(request: FriendRequest, receivedAt: number): SqlStatement[] {
    return [
      {
        sql: 'DELETE FROM friend_requests WHERE fromPub = ? AND timestamp < ?',
        params: [request.fromPub, request.timestamp],
      },
      {
        sql: `INSERT OR IGNORE INTO friend_requests (${REQUEST_COLUMNS}, receivedAt)
          SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS
            (SELECT 1 FROM handled_letters WHERE fromPub = ? AND letterId = ?)`,
        params: [
          request.id,
          request.fromPub,
          request.fromEpub,
          request.alias,
          request.avatar,
          request.message,
          request.timestamp,
          receivedAt,
          request.fromPub,
          request.id,
        ],
      },
    ];
  }

  deleteRequest(id: string): SqlStatement {
    return { sql: 'DELETE FROM friend_requests WHERE letterId = ?', params: [id] };
  }

  /** The letter ids of `pub`'s pending requests (only those sent before `before`, if given). */
  async requestIdsFrom(pub: string, before = Number.MAX_SAFE_INTEGER): Promise<string[]> {
    const rows = await this.db.all<{ letterId: string }>(
      'SELECT letterId FROM friend_requests WHERE fromPub = ? AND timestamp < ?',
      [pub, before],
    );
    return rows.map((row) => row.letterId);
  }

  deleteRequestsFrom(pub: string): SqlStatement {
    return { sql: 'DELETE FROM friend_requests WHERE fromPub = ?', params: [pub] };
  }

  async sentRequest(me: string, to: string): Promise<SentRequest | null> {
    const row = await first<{ letterId: string | null; timestamp: number }>(
      this.db,
      'SELECT letterId, timestamp FROM sent_requests WHERE fromPub = ? AND toPub = ?',
      [me, to],
    );
    return row ?? null;
  }

  async putSentRequest(me: string, to: string, sent: SentRequest | null): Promise<void> {
    if (!sent) {
      await this.db.run('DELETE FROM sent_requests WHERE fromPub = ? AND toPub = ?', [me, to]);
      return;
    }
    await this.db.run(
      `INSERT OR REPLACE INTO sent_requests (fromPub, toPub, timestamp, letterId)
        VALUES (?, ?, ?, ?)`,
      [me, to, sent.timestamp, sent.letterId],
    );
  }

  // ---- blacklist ------------------------------------------------------------------------------

  async isBlocked(pub: string): Promise<boolean> {
    const row = await first<{ isBlocked: number }>(
      this.db,
      'SELECT isBlocked FROM blacklist WHERE pub = ?',
      [pub],
    );
    return row?.isBlocked === 1;
  }

  async blocked(): Promise<string[]> {
    const rows = await this.db.all<{ pub: string }>(
      'SELECT pub FROM blacklist WHERE isBlocked = 1 ORDER BY rowid',
    );
    return rows.map((row) => row.pub);
  }

  block(pub: string): SqlStatement[] {
    return [
      { sql: 'INSERT OR REPLACE INTO blacklist (pub, isBlocked) VALUES (?, 1)', params: [pub] },
      this.deleteRequestsFrom(pub),
    ];
  }

  unblock(pub: string): SqlStatement {
    return { sql: 'DELETE FROM blacklist WHERE pub = ?', params: [pub] };
  }

  // ---- handled letters ------------------------------------------------------------------------

  async handled(fromPub: string, letterId: string): Promise<boolean> {
    const row = await first(
      this.db,
      'SELECT 1 AS found FROM handled_letters WHERE fromPub = ? AND letterId = ?',
      [fromPub, letterId],
    );
    return row !== undefined;
  }

  markHandled(fromPub: string, letterId: string, kind: string, at: number): SqlStatement {
    return {
      sql: `INSERT OR IGNORE INTO handled_letters (fromPub, letterId, kind, handledAt)
        VALUES (?, ?, ?, ?)`,
      params: [fromPub, letterId, kind, at],
    };
  }

  /** True when the letter at this content address was opened (or refused) before. */
  async seenLetter(contentKey: string): Promise<boolean> {
    const row = await first(this.db, 'SELECT 1 AS found FROM inbox_seen WHERE contentKey = ?', [
      contentKey,
    ]);
    return row !== undefined;
  }

  async markLetterSeen(contentKey: string, at: number): Promise<void> {
    await this.db.run('INSERT OR IGNORE INTO inbox_seen (contentKey, seenAt) VALUES (?, ?)', [
      contentKey,
      at,
    ]);
  }

  // ---- notifications and reports --------------------------------------------------------------

  addNotification(type: string, fromPub: string, message: string, at: number): SqlStatement {
    return {
      sql: 'INSERT INTO notifications (type, fromPub, message, timestamp) VALUES (?, ?, ?, ?)',
      params: [type, fromPub, message, at],
    };
  }

  async notifications(): Promise<Notification[]> {
    const rows = await this.db.all<{
      id: number;
      type: string;
      fromPub: string;
      message: string;
      timestamp: number;
      isRead: number;
    }>(
      `SELECT id, type, fromPub, message, timestamp, isRead FROM notifications
        ORDER BY timestamp DESC, id DESC`,
    );
    return rows.map((row) => ({ ...row, isRead: row.isRead === 1 }));
  }

  async markNotificationsRead(ids?: readonly number[]): Promise<void> {
    if (ids === undefined) {
      await this.db.run('UPDATE notifications SET isRead = 1');
      return;
    }
    await this.db.batch(
      ids.map((id) => ({ sql: 'UPDATE notifications SET isRead = 1 WHERE id = ?', params: [id] })),
    );
  }

  async addReport(report: Omit<Report, 'id'>): Promise<number> {
    const result = await this.db.run(
      'INSERT INTO reports (pub, reason, details, timestamp) VALUES (?, ?, ?, ?)',
      [report.pub, report.reason, report.details, report.timestamp],
    );
    return result.lastInsertRowid;
  }

  async reports(): Promise<Report[]> {
    return this.db.all<{
      id: number;
      pub: string;
      reason: string;
      details: string;
      timestamp: number;
    }>('SELECT id, pub, reason, details, timestamp FROM reports ORDER BY timestamp DESC, id DESC');
  }
}
