/**
 * One record of a sealed stream, as it sits on the graph at `~writer/s/<day tag>/<id>`: a sealed
 * signed record (`protocol/sealed-signed-record.ts`) whose plaintext is everything but the id
 * (type, time, recipient, body), padded to a size bucket. So a record can be neither forged,
 * altered, nor moved to another day, stream or id (PROTOCOL.md "Streams").
 */
import type { KeyPair } from '../crypto/sea.ts';
import { padJson } from '../protocol/padding.ts';
import { openSealedRecord, sealSignedRecord } from '../protocol/sealed-signed-record.ts';
import { jsonObject } from '../util/json.ts';
import { err, ok, type Result } from '../util/result.ts';
import { dayKeyOf, monthOf } from './days.ts';
import type { StreamKeys } from './stream-keys.ts';

export const STREAM_SPACE = 's';
/** A stream node's soul on the graph: `~<writer>/s/<node>`. */
export const streamSoul = (writer: string, node: string): string =>
  `~${writer}/${STREAM_SPACE}/${node}`;
const STREAM_SOUL = new RegExp(`^~[^/]+/${STREAM_SPACE}/[^/]+$`);
export const isStreamSoul = (soul: string): boolean => STREAM_SOUL.test(soul);
const MAX_ID_CHARS = 128;
const MAX_TYPE_CHARS = 32;

/** What a record carries, all of it sealed. */
export interface StreamEntry {
  readonly id: string;
  readonly type: string;
  /** The writer's clock, milliseconds since the epoch; it decides the record's day. */
  readonly ts: number;
  /** The one reader a private record is for; absent where every reader is meant. */
  readonly to?: string;
  readonly body: string;
}

/** A sealed record ready to write: its node, the month index that lists its day, its value. */
export interface SealedRecord {
  readonly id: string;
  readonly day: string;
  readonly node: string;
  readonly index: string;
  readonly json: string;
}

export type StreamRejection =
  'malformed' | 'bad-signature' | 'undecryptable' | 'wrong-day' | 'from-the-future';

const isRecordId = (id: unknown): id is string =>
  typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_CHARS && !id.includes('/');

/** Where a record lives in its writer's space. */
export const recordPath = (node: string, id: string): string[] => [STREAM_SPACE, node, id];

export async function sealStreamRecord(
  keys: StreamKeys,
  writer: Pick<KeyPair, 'pub' | 'priv'>,
  entry: StreamEntry,
): Promise<SealedRecord> {
  if (writer.pub !== keys.writer) throw new Error('a stream is written by its own writer only');
  if (!isRecordId(entry.id)) throw new Error('invalid record id');
  const day = dayKeyOf(entry.ts);
  const [node, index, key] = await Promise.all([
    keys.nodeTag(day),
    keys.indexTag(monthOf(day)),
    keys.key(),
  ]);
  const inner = {
    type: entry.type,
    ts: entry.ts,
    body: entry.body,
    ...(entry.to ? { to: entry.to } : {}),
  };
  const plaintext = padJson(JSON.stringify(inner));
  const json = await sealSignedRecord(writer, recordPath(node, entry.id), key, plaintext);
  return { id: entry.id, day, node, index, json };
}

export interface OpenOptions {
  /** Now, and how far ahead of it a record's time may be before it is not believed. */
  readonly now: number;
  readonly maxSkewMs: number;
}

/**
 * Checks a record read at `~keys.writer/s/<node of day>/<id>`: signed there by the writer, sealed
 * for this stream, and written on the day its time says, not later than the clock allows.
 */
export async function openStreamRecord(
  keys: StreamKeys,
  day: string,
  id: string,
  raw: unknown,
  options: OpenOptions,
): Promise<Result<StreamEntry, StreamRejection>> {
  if (typeof raw !== 'string' || !isRecordId(id)) return err('malformed');
  const path = recordPath(await keys.nodeTag(day), id);
  const opened = await openSealedRecord(keys.writer, path, await keys.key(), raw);
  if (!opened.ok) return opened;
  const entry = parseEntry(id, opened.value);
  if (!entry) return err('malformed');
  if (dayKeyOf(entry.ts) !== day) return err('wrong-day');
  if (entry.ts > options.now + options.maxSkewMs) return err('from-the-future');
  return ok(entry);
}

function parseEntry(id: string, plain: string): StreamEntry | null {
  const value = jsonObject(plain);
  if (!value) return null;
  const { type, ts, to, body } = value;
  const wellFormed =
    typeof type === 'string' &&
    type.length > 0 &&
    type.length <= MAX_TYPE_CHARS &&
    typeof ts === 'number' &&
    Number.isSafeInteger(ts) &&
    typeof body === 'string' &&
    (to === undefined || typeof to === 'string');
  if (!wellFormed) return null;
  return to === undefined ? { id, type, ts, body } : { id, type, ts, to, body };
}
