/** Reading conversations: history pages and full-text search over every conversation. */
import type { SqlDatabase, SqlValue } from '../store/sql.ts';
import { MESSAGE_SELECT, toMessage, type MessageRow } from './message-store.ts';
import type { ChatMessage } from './message-types.ts';

export interface HistoryPage {
  /** Newest first. */
  readonly messages: ChatMessage[];
  /** Pass as `before` to load older messages; null when there are none. */
  readonly older: string | null;
  /** Pass as `after` to load newer messages (pages opened at a message); null at the newest. */
  readonly newer: string | null;
}

interface Cursor {
  readonly ts: number;
  readonly id: number;
}

const cursorOf = (row: MessageRow): string => `${row.timestamp}:${row.id}`;

function parseCursor(cursor: string): Cursor | null {
  const match = /^(-?\d+):(\d+)$/.exec(cursor);
  return match ? { ts: Number(match[1]), id: Number(match[2]) } : null;
}

const VISIBLE = 'm.chatID = ? AND m.deleted = 0';

async function olderRows(db: SqlDatabase, chatId: string, before: Cursor | null, limit: number) {
  const where = before ? `${VISIBLE} AND (m.timestamp, m.id) < (?, ?)` : VISIBLE;
  const params: SqlValue[] = before
    ? [chatId, before.ts, before.id, limit + 1]
    : [chatId, limit + 1];
  return db.all<MessageRow>(
    `${MESSAGE_SELECT} WHERE ${where} ORDER BY m.timestamp DESC, m.id DESC LIMIT ?`,
    params,
  );
}

async function newerRows(db: SqlDatabase, chatId: string, after: Cursor, limit: number) {
  return db.all<MessageRow>(
    `${MESSAGE_SELECT} WHERE ${VISIBLE} AND (m.timestamp, m.id) > (?, ?)
     ORDER BY m.timestamp ASC, m.id ASC LIMIT ?`,
    [chatId, after.ts, after.id, limit + 1],
  );
}

/** A page of up to `limit` messages older than `before` (or the newest), newest first. */
export async function historyPage(
  db: SqlDatabase,
  me: string,
  chatId: string,
  limit: number,
  before?: string,
): Promise<HistoryPage> {
  const cursor = before === undefined ? null : parseCursor(before);
  const rows = await olderRows(db, chatId, cursor, limit);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    messages: page.map((row) => toMessage(row, me)),
    older: rows.length > limit && last ? cursorOf(last) : null,
    newer: null,
  };
}

/** Messages newer than `after`, newest first (scrolling down from a search hit). */
export async function newerPage(
  db: SqlDatabase,
  me: string,
  chatId: string,
  limit: number,
  after: string,
): Promise<HistoryPage> {
  const cursor = parseCursor(after);
  if (!cursor) return { messages: [], older: null, newer: null };
  const rows = await newerRows(db, chatId, cursor, limit);
  const page = rows.slice(0, limit);
  const oldest = page[0];
  const newest = page[page.length - 1];
  return {
    messages: page.reverse().map((row) => toMessage(row, me)),
    older: oldest ? cursorOf(oldest) : after,
    newer: rows.length > limit && newest ? cursorOf(newest) : null,
  };
}

/** A page centred on one message (opening a chat at a search hit), newest first. */
export async function pageAround(
  db: SqlDatabase,
  me: string,
  chatId: string,
  msgId: string,
  limit: number,
): Promise<HistoryPage | null> {
  const targets = await db.all<MessageRow>(`${MESSAGE_SELECT} WHERE ${VISIBLE} AND m.msgId = ?`, [
    chatId,
    msgId,
  ]);
  const target = targets[0];
  if (!target) return null;
  const at = { ts: target.timestamp, id: target.id };
  // Centre the hit, but fill the page from the other side where one side runs out.
  const after = await newerRows(db, chatId, at, limit - 1);
  const before = await olderRows(db, chatId, at, limit - 1);
  let newerTake = Math.min(after.length, Math.floor((limit - 1) / 2));
  const olderTake = Math.min(before.length, limit - 1 - newerTake);
  newerTake = Math.min(after.length, limit - 1 - olderTake);
  const newerPart = after.slice(0, newerTake).reverse();
  const olderPart = before.slice(0, olderTake);
  const rows = [...newerPart, target, ...olderPart];
  const oldest = rows[rows.length - 1];
  const newest = rows[0];
  return {
    messages: rows.map((row) => toMessage(row, me)),
    older: before.length > olderTake && oldest ? cursorOf(oldest) : null,
    newer: after.length > newerTake && newest ? cursorOf(newest) : null,
  };
}

export interface SearchHit {
  /** The friend's key, or the room's. */
  readonly peer: string;
  /** A private chat's message, or a room's (its hit opens the room). */
  readonly kind: 'private' | 'room';
  readonly chatId: string;
  readonly msgId: string;
  readonly timestamp: number;
  readonly mine: boolean;
  /** The text around the match; `match` parts are the query's occurrences. */
  readonly snippet: { readonly text: string; readonly match: boolean }[];
}

const OPEN = '\u0001';
const CLOSE = '\u0002';

/**
 * Splits a snippet into plain and matching parts. Occurrences are located here; FTS5's own markers
 * are the fallback (with trigrams they can stop short of the match's end).
 */
function snippetParts(snippet: string, query: string): SearchHit['snippet'] {
  const text = snippet.replaceAll(OPEN, '').replaceAll(CLOSE, '');
  const lower = text.toLowerCase();
  const needle = query.toLowerCase();
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (parts.length === 0) return markedParts(snippet);
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

function markedParts(snippet: string): SearchHit['snippet'] {
  const parts: { text: string; match: boolean }[] = [];
  for (const piece of snippet.split(OPEN)) {
    const [match, rest] = piece.includes(CLOSE) ? piece.split(CLOSE, 2) : [undefined, piece];
    if (match) parts.push({ text: match, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

/** A short query's hit: the text around the first occurrence, cut like FTS5's snippets. */
function around(content: string, query: string): string {
  const at = Math.max(0, content.toLowerCase().indexOf(query.toLowerCase()));
  const start = Math.max(0, at - 24);
  const end = Math.min(content.length, at + query.length + 40);
  return `${start > 0 ? '…' : ''}${content.slice(start, end)}${end < content.length ? '…' : ''}`;
}

interface HitRow {
  [key: string]: SqlValue;
  chatID: string;
  msgId: string;
  sender: string;
  peer: string | null;
  timestamp: number;
  snippet: string;
  room: number;
}

const IN_ROOM = 'EXISTS (SELECT 1 FROM groups g WHERE g.group_pub = m.peer)';

/**
 * Full-text search over my text messages, most recently stored first (row order, so a query with
 * thousands of hits stops after `limit`). Trigram matching finds any substring of three or more
 * characters (any script); shorter queries scan with a plain substring match.
 */
export async function searchMessages(
  db: SqlDatabase,
  me: string,
  query: string,
  limit: number,
): Promise<SearchHit[]> {
  const text = query.trim();
  if (text.length === 0) return [];
  const short = Array.from(text).length < 3;
  const rows = short
    ? await db.all<HitRow>(
        `SELECT chatID, msgId, sender, peer, timestamp, content AS snippet, ${IN_ROOM} AS room
         FROM messages m WHERE type = 'text' AND deleted = 0 AND instr(lower(content), lower(?)) > 0
         ORDER BY id DESC LIMIT ?`,
        [text, limit],
      )
    : await db.all<HitRow>(
        `SELECT m.chatID, m.msgId, m.sender, m.peer, m.timestamp,
           snippet(messages_fts, 0, '${OPEN}', '${CLOSE}', '…', 48) AS snippet, ${IN_ROOM} AS room
         FROM messages_fts JOIN messages m ON m.id = messages_fts.rowid
         WHERE messages_fts MATCH ? ORDER BY messages_fts.rowid DESC LIMIT ?`,
        [`"${text.replaceAll('"', '""')}"`, limit],
      );
  return rows.map((row) => ({
    peer: row.peer ?? row.sender,
    kind: row.room === 1 ? ('room' as const) : ('private' as const),
    chatId: row.chatID,
    msgId: row.msgId,
    timestamp: row.timestamp,
    mine: row.sender === me,
    snippet: snippetParts(short ? around(row.snippet, text) : row.snippet, text),
  }));
}
