/**
 * SQL for moments: the moments of me and my friends, their pictures and their talk entries. A
 * record that arrives before its moment (a hide, a picture, a deletion) is kept against a
 * placeholder row (`timestamp` 0) that the moment fills in later; a deleted moment keeps its row
 * so a late copy never shows again.
 */
import type { SqlDatabase, SqlStatement } from '../store/sql.ts';
import type { ForwardBody } from './moment-types.ts';
import type { TalkEntry } from './talk.ts';

export interface MomentRow {
  [key: string]: string | number | null;
  author: string;
  id: string;
  epoch: string;
  text: string;
  imageCount: number;
  forward: string | null;
  timestamp: number;
  hidden: number;
  /** When this device stored it. */
  receivedAt: number;
  /** The author's signature over it and its pictures' hashes (JSON); null if stored before them. */
  sig: string | null;
  imageHashes: string | null;
}

/** Where the next page of the feed starts. */
export interface FeedCursor {
  readonly timestamp: number;
  readonly author: string;
  readonly id: string;
}

const ROW_COLUMNS = `m.author, m.id, m.epoch, m.text, m.imageCount, m.forward, m.timestamp, m.hidden,
  m.receivedAt, m.sig, m.imageHashes`;

export interface MomentKey {
  readonly author: string;
  readonly id: string;
}

const placeholder = (key: MomentKey, epoch: string, now: number): SqlStatement => ({
  sql: `INSERT INTO moments (author, id, epoch, timestamp, receivedAt) VALUES (?, ?, ?, 0, ?)
    ON CONFLICT (author, id) DO NOTHING`,
  params: [key.author, key.id, epoch, now],
});

/** A moment as stored: `signed` is its author's signature and its pictures' hashes. */
export interface StoredMoment {
  readonly epoch: string;
  readonly text: string;
  readonly images: number;
  readonly forward?: ForwardBody;
  readonly ts: number;
  readonly signed?: { readonly sig: string; readonly hashes: readonly string[] };
}

/** The moment itself; fills a placeholder in, never revives a deleted one. */
export function insertMoment(key: MomentKey, moment: StoredMoment, now: number): SqlStatement {
  return {
    sql: `INSERT INTO moments (author, id, epoch, text, imageCount, forward, timestamp, receivedAt,
        sig, imageHashes)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (author, id) DO UPDATE SET epoch = excluded.epoch, text = excluded.text,
        imageCount = excluded.imageCount, forward = excluded.forward,
        timestamp = excluded.timestamp, receivedAt = excluded.receivedAt, sig = excluded.sig,
        imageHashes = excluded.imageHashes
      WHERE moments.timestamp = 0 AND moments.deleted = 0`,
    params: [
      key.author,
      key.id,
      moment.epoch,
      moment.text,
      moment.images,
      moment.forward ? JSON.stringify(moment.forward) : null,
      moment.ts,
      now,
      moment.signed?.sig ?? null,
      moment.signed ? JSON.stringify(moment.signed.hashes) : null,
    ],
  };
}

export function insertImage(
  key: MomentKey,
  index: number,
  image: string,
  epoch: string,
  now: number,
) {
  return [
    placeholder(key, epoch, now),
    {
      sql: `INSERT INTO moment_images (author, moment, idx, image)
        SELECT ?, ?, ?, ? WHERE NOT EXISTS
          (SELECT 1 FROM moments WHERE author = ? AND id = ? AND deleted = 1)
        ON CONFLICT (author, moment, idx) DO NOTHING`,
      params: [key.author, key.id, index, image, key.author, key.id],
    },
  ];
}

/** Keeps a talk entry (`address` its record's id) once, unless its moment was deleted. */
export function insertTalk(moment: MomentKey, address: string, entry: TalkEntry): SqlStatement {
  return {
    sql: `INSERT INTO moment_talk (author, moment, address, kind, fromPub, entryId, text, toId, at)
     SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE NOT EXISTS
       (SELECT 1 FROM moments WHERE author = ? AND id = ? AND deleted = 1)
     ON CONFLICT (author, moment, address) DO NOTHING`,
    params: [
      moment.author,
      moment.id,
      address,
      entry.kind,
      entry.from,
      entry.id,
      entry.text,
      entry.to,
      entry.at,
      moment.author,
      moment.id,
    ],
  };
}

/** The author hid the moment or made it public at `at`; the newest word wins. */
export function setHidden(key: MomentKey, hidden: boolean, at: number, epoch: string, now: number) {
  return [
    placeholder(key, epoch, now),
    {
      sql: 'UPDATE moments SET hidden = ?, hiddenAt = ? WHERE author = ? AND id = ? AND hiddenAt < ?',
      params: [hidden ? 1 : 0, at, key.author, key.id, at],
    },
  ];
}

/** The author deleted the moment: its text, pictures and talk go, its row stays as a tombstone. */
export function deleteMoment(key: MomentKey, epoch: string, now: number): SqlStatement[] {
  const where = { params: [key.author, key.id] };
  return [
    placeholder(key, epoch, now),
    {
      sql: `UPDATE moments SET deleted = 1, text = '', forward = NULL, imageCount = 0, sig = NULL,
        imageHashes = NULL WHERE author = ? AND id = ?`,
      ...where,
    },
    { sql: 'DELETE FROM moment_images WHERE author = ? AND moment = ?', ...where },
    { sql: 'DELETE FROM moment_talk WHERE author = ? AND moment = ?', ...where },
  ];
}

// The unary `+` keeps SQLite from reading each author's moments by the primary key (every one of
// them, sorted afterwards): the feed walks moments_time newest first and stops after its page.
const SHOWN = `m.deleted = 0 AND m.timestamp > 0 AND (m.hidden = 0 OR m.author = ?)
  AND (+m.author = ? OR +m.author IN (SELECT buddyPub FROM buddies WHERE userPub = ?))`;

/** Whose moments the feed shows (me and friends with at least one moment here). */
export async function feedAuthors(db: SqlDatabase, me: string): Promise<string[]> {
  const rows = await db.all<{ author: string }>(
    `SELECT DISTINCT m.author FROM moments m WHERE ${SHOWN}`,
    [me, me, me],
  );
  return rows.map((row) => row.author);
}

/**
 * A page of the feed, newest first, and where the next starts (null at the end): my moments and my friends' (not a former friend's), hidden
 * ones only if mine; `author` narrows it to one person; `before` continues after a page (from
 * there on moments_time, whatever the page's number).
 */
export async function feedPage(
  db: SqlDatabase,
  me: string,
  options: {
    limit: number;
    author?: string;
    before?: FeedCursor;
  },
): Promise<{ rows: MomentRow[]; next: FeedCursor | null }> {
  const params: (string | number)[] = [me, me, me];
  let sql = `SELECT ${ROW_COLUMNS} FROM moments m WHERE ${SHOWN}`;
  if (options.author) {
    sql += ' AND m.author = ?';
    params.push(options.author);
  }
  if (options.before) {
    const { timestamp, author, id } = options.before;
    sql +=
      ' AND m.timestamp <= ? AND (m.timestamp < ? OR (m.timestamp = ? AND (m.author, m.id) > (?, ?)))';
    params.push(timestamp, timestamp, timestamp, author, id);
  }
  sql += ' ORDER BY m.timestamp DESC, m.author, m.id LIMIT ?';
  params.push(options.limit);
  const rows = await db.all<MomentRow>(sql, params);
  const last = rows.at(-1);
  const next =
    rows.length === options.limit && last
      ? { timestamp: last.timestamp, author: last.author, id: last.id }
      : null;
  return { rows, next };
}

export async function momentRow(
  db: SqlDatabase,
  me: string,
  key: MomentKey,
): Promise<MomentRow | null> {
  const rows = await db.all<MomentRow>(
    `SELECT ${ROW_COLUMNS} FROM moments m WHERE ${SHOWN} AND m.author = ? AND m.id = ?`,
    [me, me, me, key.author, key.id],
  );
  return rows[0] ?? null;
}

/** Whether the author deleted or hid the moment (known only to readers of its feed). */
export async function isWithdrawn(db: SqlDatabase, key: MomentKey): Promise<boolean> {
  const rows = await db.all(
    'SELECT 1 FROM moments WHERE author = ? AND id = ? AND (deleted = 1 OR hidden = 1)',
    [key.author, key.id],
  );
  return rows.length > 0;
}

export async function imagesOf(db: SqlDatabase, key: MomentKey): Promise<string[]> {
  const rows = await db.all<{ image: string }>(
    'SELECT image FROM moment_images WHERE author = ? AND moment = ? ORDER BY idx',
    [key.author, key.id],
  );
  return rows.map((row) => row.image);
}
