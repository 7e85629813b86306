/**
 * One record of a sealed stream, as it sits on the graph at `~writer/s/<day tag>/<id>`: a signed
 * record whose value is a header sealed with the conversation's stream key (the record's time,
 * and the writing device, chain and number of its own key) and a body sealed with that message
 * key (type, recipient, body), padded to a size bucket (`record-format.ts`). A chain's start
 * travels in a record of its own in the same day node. So a record can be neither forged,
 * altered, nor moved to another day, stream or id, and a key stolen later opens nothing its chain
 * already moved past (PROTOCOL.md "Streams", "Chains").
 */
import type { KeyPair } from '../crypto/sea.ts';
import { isPublicKey } from '../crypto/sea-keys.ts';
import { jsonObject } from '../util/json.ts';
import { err, ok, type Result } from '../util/result.ts';
import { bytesToBase64Url } from '../crypto/base64url.ts';
import { dayKeyOf, monthOf } from './days.ts';
import { openRecordValue, sealRecordValue } from './record-format.ts';
import type {
  ChainHeader,
  ChainStart,
  ChainStream,
  Readers,
  StartBox,
  WaitingRecord,
} from './record-chains.ts';
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

/** A chain's start sealed into the same day node as a record that needs it. */
export interface SealedStart {
  readonly id: string;
  readonly chain: string;
  readonly json: string;
}

/** A sealed record ready to write: its node, the month index that lists its day, its value. */
export interface SealedRecord {
  readonly id: string;
  readonly day: string;
  readonly node: string;
  readonly index: string;
  readonly json: string;
  /** The stream as its chains know it, and the chain start to write in the same put, if any. */
  readonly stream?: ChainStream;
  readonly start?: SealedStart;
}

export type StreamRejection =
  | 'malformed'
  | 'bad-signature'
  | 'undecryptable'
  | 'wrong-day'
  | 'from-the-future'
  /** Its chain's key for it was used already (a replay), expired, or never made. */
  | 'gone';

/** What reading one record gave. */
export type OpenedRecord =
  | { readonly kind: 'entry'; readonly entry: StreamEntry }
  /** A chain's start: the records that waited for it, to be read again. */
  | { readonly kind: 'start'; readonly ready: readonly WaitingRecord[] }
  /** Its chain's start has not come yet: kept, and handed back with the start. */
  | { readonly kind: 'waiting' }
  /** Written by this device: stored here when it was written. */
  | { readonly kind: 'own' };

const isRecordId = (id: unknown): id is string =>
  typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_CHARS && !id.includes('/');

/** Where a record lives in its writer's space. */
export const recordPath = (node: string, id: string): string[] => [STREAM_SPACE, node, id];

/** What a message's body box is bound to besides its place: the header of its key. */
const messageBinding = (header: ChainHeader): string =>
  `message\n${header.device}\n${header.chain}\n${header.index}`;
const START_BINDING = 'start';

export function sealStreamRecord(
  keys: StreamKeys,
  writer: Pick<KeyPair, 'pub' | 'priv'>,
  entry: StreamEntry,
  readers: Readers,
): Promise<SealedRecord> {
  return sealRecordAt(keys, writer, dayKeyOf(entry.ts), entry, readers);
}

/** Seals `entry` into the node of `day` (`sealStreamRecord`: the day of its time). */
export async function sealRecordAt(
  keys: StreamKeys,
  writer: Pick<KeyPair, 'pub' | 'priv'>,
  day: string,
  entry: StreamEntry,
  readers: Readers,
): Promise<SealedRecord> {
  if (writer.pub !== keys.writer) throw new Error('a stream is written by its own writer only');
  if (!isRecordId(entry.id)) throw new Error('invalid record id');
  const [node, index, key, stream] = await Promise.all([
    keys.nodeTag(day),
    keys.indexTag(monthOf(day)),
    keys.key(),
    keys.chainStream(),
  ]);
  const next = await keys.chains.next(stream, readers);
  const { device, chain, index: n } = next.header;
  const inner = { type: entry.type, body: entry.body, ...(entry.to ? { to: entry.to } : {}) };
  const json = await sealRecordValue(
    writer,
    recordPath(node, entry.id),
    key,
    { ts: entry.ts, d: device, c: chain, n },
    { key: next.key, binding: messageBinding(next.header), plaintext: JSON.stringify(inner) },
  );
  const record = { id: entry.id, day, node, index, json, stream };
  if (!next.start) return record;
  return { ...record, start: await sealStart(writer, [day, node], key, next.start, entry.ts) };
}

/**
 * A start's id: the same for the same start sent along several records of a day (one copy on the
 * relay), another for another day or other boxes; unrelated to the chain's id for anyone else.
 */
async function startId(start: ChainStart, day: string): Promise<string> {
  const to = start.boxes.map((box) => box.to).sort();
  const text = new TextEncoder().encode(JSON.stringify([start.chain, day, to]));
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', text));
  return bytesToBase64Url(digest.slice(0, 16));
}

/** A chain's start as a record of its own in the day node `node`, its body under the stream key. */
async function sealStart(
  writer: Pick<KeyPair, 'pub' | 'priv'>,
  [day, node]: readonly [string, string],
  key: CryptoKey,
  start: ChainStart,
  ts: number,
): Promise<SealedStart> {
  const id = await startId(start, day);
  const json = await sealRecordValue(
    writer,
    recordPath(node, id),
    key,
    { ts, start: true },
    { key, binding: START_BINDING, plaintext: JSON.stringify(start) },
  );
  return { id, chain: start.chain, json };
}

/**
 * A record that carries nothing but this device's chain start in the stream, for readers who came
 * after its records went out (a member who joined, a device that became known); null when there
 * is nothing new to send them.
 */
export async function sealChainShare(
  keys: StreamKeys,
  writer: Pick<KeyPair, 'pub' | 'priv'>,
  readers: Readers,
  ts: number,
): Promise<SealedRecord | null> {
  const stream = await keys.chainStream();
  const start = await keys.chains.share(stream, readers);
  if (!start) return null;
  const day = dayKeyOf(ts);
  const [node, index, key] = await Promise.all([
    keys.nodeTag(day),
    keys.indexTag(monthOf(day)),
    keys.key(),
  ]);
  const sealed = await sealStart(writer, [day, node], key, start, ts);
  return { id: sealed.id, day, node, index, json: sealed.json, stream, start: sealed };
}

/** Whether `record` carries nothing but a chain's start (`sealChainShare`): its id is the start's. */
export const isChainShare = (record: SealedRecord): boolean => record.start?.id === record.id;

export interface OpenOptions {
  /** Now, and how far ahead of it a record's time may be before it is not believed. */
  readonly now: number;
  readonly maxSkewMs: number;
}

/**
 * Checks a record read at `~keys.writer/s/<node of day>/<id>`: signed there by the writer, sealed
 * for this stream, written on the day its time says and not later than the clock allows, and
 * sealed with the key its chain gives it.
 */
export async function openStreamRecord(
  keys: StreamKeys,
  day: string,
  id: string,
  raw: unknown,
  options: OpenOptions,
): Promise<Result<OpenedRecord, StreamRejection>> {
  if (typeof raw !== 'string' || !isRecordId(id)) return err('malformed');
  const path = recordPath(await keys.nodeTag(day), id);
  const key = await keys.key();
  const opened = await openRecordValue(keys.writer, path, key, raw);
  if (!opened.ok) return opened;
  const { header, body } = opened.value;
  const ts = header.ts;
  if (typeof ts !== 'number' || !Number.isSafeInteger(ts)) return err('malformed');
  // A time too far ahead is refused as such, in whichever day's node it was put.
  if (ts > options.now + options.maxSkewMs) return err('from-the-future');
  if (dayKeyOf(ts) !== day) return err('wrong-day');
  const stream = await keys.chainStream();
  if (header.start === true) {
    const start = parseStart(jsonObject(await body({ key, binding: START_BINDING })));
    if (!start) return err('malformed');
    return ok({ kind: 'start', ready: await keys.chains.accept(stream, start) });
  }
  const chain = parseHeader(header);
  if (!chain) return err('malformed');
  const messageKey = await keys.chains.keyFor(stream, chain, { day, id, value: raw });
  if (!messageKey.ok) {
    return messageKey.error === 'gone' ? err('gone') : ok({ kind: messageKey.error });
  }
  const plain = await body({ key: messageKey.value, binding: messageBinding(chain) });
  if (plain === null) return err('undecryptable');
  const entry = parseEntry(id, ts, plain);
  return entry ? ok({ kind: 'entry', entry }) : err('malformed');
}

const MAX_CHAIN_ID_CHARS = 64;
const MAX_BOX_CHARS = 512;
/** More reader devices than a room's members can have (PROTOCOL.md "Chains"). */
const MAX_START_BOXES = 2048;

const isShortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

function parseHeader(outer: Record<string, unknown>): ChainHeader | null {
  const { d, c, n } = outer;
  if (!isPublicKey(d) || !isShortText(c, MAX_CHAIN_ID_CHARS)) return null;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) return null;
  return { device: d, chain: c, index: n };
}

function parseStart(value: unknown): ChainStart | null {
  if (typeof value !== 'object' || value === null) return null;
  const { device, epub, chain, boxes } = value as Record<string, unknown>;
  if (!isPublicKey(device) || !isPublicKey(epub) || !isShortText(chain, MAX_CHAIN_ID_CHARS)) {
    return null;
  }
  if (!Array.isArray(boxes) || boxes.length > MAX_START_BOXES) return null;
  const parsed: StartBox[] = [];
  for (const item of boxes as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { to, prekey, ephemeral, reply, box } = item as Record<string, unknown>;
    if (!isPublicKey(to) || !isPublicKey(prekey) || !isPublicKey(ephemeral)) return null;
    if (reply !== undefined && !isPublicKey(reply)) return null;
    if (!isShortText(box, MAX_BOX_CHARS)) return null;
    parsed.push({ to, prekey, ephemeral, ...(reply === undefined ? {} : { reply }), box });
  }
  return { device, epub, chain, boxes: parsed };
}

function parseEntry(id: string, ts: number, plain: string): StreamEntry | null {
  const value = jsonObject(plain);
  if (!value) return null;
  const { type, to, body } = value;
  const wellFormed =
    typeof type === 'string' &&
    type.length > 0 &&
    type.length <= MAX_TYPE_CHARS &&
    typeof body === 'string' &&
    (to === undefined || typeof to === 'string');
  if (!wellFormed) return null;
  return to === undefined ? { id, type, ts, body } : { id, type, ts, to, body };
}
