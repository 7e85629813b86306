/**
 * The moments an export carries (PROTOCOL.md "Migration"): mine and my friends', newest first,
 * with their pictures and talk, as long as their pictures fit in `MOMENT_PICTURE_CHARS`. A
 * device new to a feed cannot open what was written in it before it came.
 */
import { isHashList, isMomentImage, parseForward } from '../moments/moment-bodies.ts';
import { isSignature } from '../moments/moment-signature.ts';
import {
  imagesOf,
  insertImage,
  insertMoment,
  insertTalk,
  setHidden,
  type MomentKey,
} from '../moments/moment-store.ts';
import { MOMENT_LIMITS, type ForwardBody } from '../moments/moment-types.ts';
import { isWellFormedTalk, type TalkEntry, type TalkKind } from '../moments/talk.ts';
import type { SqlDatabase, SqlRow, SqlStatement } from '../store/sql.ts';
import { jsonValue } from '../util/json.ts';
import { ID_CHARS, isText, isTime } from './fields.ts';

/** The pictures of all moments carried, in characters of their data URLs (about 48 MB). */
const MOMENT_PICTURE_CHARS = 64_000_000;

export interface MigratedTalk extends TalkEntry {
  /** The id of the feed record that carried it. */
  readonly address: string;
}

export interface MigratedMoment {
  readonly author: string;
  readonly id: string;
  readonly epoch: string;
  readonly text: string;
  readonly ts: number;
  /** How many pictures the moment has; `images` are those this device had. */
  readonly imageCount: number;
  readonly images: readonly string[];
  readonly hidden: boolean;
  readonly hiddenAt: number;
  readonly sig: string | null;
  readonly hashes: readonly string[] | null;
  readonly forward: ForwardBody | null;
  readonly talk: readonly MigratedTalk[];
}

const isId = (value: unknown): value is string => isText(value, ID_CHARS) && value.length > 0;

/** My moments and my friends' that this device shows, newest first, within the picture budget. */
export async function collectMoments(db: SqlDatabase, me: string): Promise<MigratedMoment[]> {
  const rows = await db.all<SqlRow>(
    `SELECT author, id, epoch, text, timestamp AS ts, imageCount, hidden, hiddenAt, sig,
       imageHashes, forward
     FROM moments WHERE deleted = 0 AND timestamp > 0
       AND (author = ? OR author IN (SELECT buddyPub FROM buddies WHERE userPub = ?))
     ORDER BY timestamp DESC`,
    [me, me],
  );
  const talk = new Map<string, SqlRow[]>();
  for (const entry of await db.all<SqlRow>(
    `SELECT author, moment, address, kind, fromPub AS "from", entryId AS id, text, toId AS "to", at
     FROM moment_talk`,
  )) {
    const name = `${String(entry['author'])}/${String(entry['moment'])}`;
    talk.set(name, [...(talk.get(name) ?? []), entry]);
  }
  const moments: MigratedMoment[] = [];
  let chars = 0;
  for (const row of rows) {
    const key = { author: String(row['author']), id: String(row['id']) };
    const images = await imagesOf(db, key);
    chars += images.reduce((sum, image) => sum + image.length, 0);
    if (chars > MOMENT_PICTURE_CHARS) break;
    const moment = parseMoment({
      ...row,
      hidden: row['hidden'] === 1,
      hashes: jsonValue(row['imageHashes']),
      forward: jsonValue(row['forward']),
      images,
      talk: talk.get(`${key.author}/${key.id}`) ?? [],
    });
    if (moment) moments.push(moment);
  }
  return moments;
}

function parseTalk(value: Record<string, unknown>): MigratedTalk | null {
  const { address, kind, from, id, text, to, at } = value;
  if (!isId(address) || !isId(from) || !isTime(at)) return null;
  if (typeof kind !== 'string' || typeof id !== 'string') return null;
  if (typeof text !== 'string' || typeof to !== 'string') return null;
  const entry = { kind: kind as TalkKind, from, id, text, to, at };
  return isWellFormedTalk(entry) ? { address, ...entry } : null;
}

/** One moment of an export, checked field by field; null when anything does not fit. */
export function parseMoment(value: Record<string, unknown>): MigratedMoment | null {
  const { author, id, epoch, text, ts, imageCount, images, hidden, hiddenAt } = value;
  if (!isId(author) || !isId(id) || !isId(epoch) || !isTime(ts) || !isTime(hiddenAt)) return null;
  if (typeof text !== 'string' || text.length > MOMENT_LIMITS.maxTextChars) return null;
  if (!isTime(imageCount) || imageCount > MOMENT_LIMITS.maxImages) return null;
  if (!Array.isArray(images) || images.length > imageCount || !images.every(isMomentImage))
    return null;
  if (typeof hidden !== 'boolean') return null;
  const { sig, hashes, forward, talk } = value;
  const signed = isSignature(sig) && isHashList(hashes) && hashes.length === imageCount;
  if (!signed && (sig !== null || hashes !== null)) return null;
  const original = forward === null ? null : parseForward(forward);
  if (forward !== null && !original) return null;
  if (!Array.isArray(talk)) return null;
  return {
    author,
    id,
    epoch,
    text,
    ts,
    imageCount,
    images,
    hidden,
    hiddenAt,
    sig: signed ? sig : null,
    hashes: signed ? hashes : null,
    forward: original,
    talk: talk.flatMap((entry: unknown) =>
      typeof entry === 'object' && entry !== null
        ? (parseTalk(entry as Record<string, unknown>) ?? [])
        : [],
    ),
  };
}

/**
 * The moments of `authors` (me and the friends this device lists), with their pictures and talk;
 * a moment it has, or has as deleted, stays as it is (its pictures and talk are added to).
 */
export function momentStatements(
  moments: readonly MigratedMoment[],
  authors: ReadonlySet<string>,
  now: number,
): SqlStatement[] {
  return moments
    .filter((moment) => authors.has(moment.author))
    .flatMap((m) => {
      const key: MomentKey = { author: m.author, id: m.id };
      const stored = {
        epoch: m.epoch,
        text: m.text,
        images: m.imageCount,
        ts: m.ts,
        ...(m.forward ? { forward: m.forward } : {}),
        ...(m.sig && m.hashes ? { signed: { sig: m.sig, hashes: m.hashes } } : {}),
      };
      return [
        insertMoment(key, stored, now),
        ...m.images.flatMap((image, index) => insertImage(key, index, image, m.epoch, now)),
        ...(m.hiddenAt > 0 ? setHidden(key, m.hidden, m.hiddenAt, m.epoch, now) : []),
        ...m.talk.map(({ address, ...entry }) => insertTalk(key, address, entry)),
      ];
    });
}
