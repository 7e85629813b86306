/**
 * An item as it sits on the graph at `~me/own/<bucket>/<tag>`: a signed record whose value is the
 * item sealed under my self key, with the record's location as associated data. A record is taken
 * only when it verifies for me, decrypts, sits at its own item's place and is not from the future.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { canonicalJson } from '../protocol/canonical.ts';
import { openSealedRecord, sealSignedRecord } from '../protocol/sealed-signed-record.ts';
import { err, ok, type Result } from '../util/result.ts';
import { MAX_CLOCK_AHEAD_MS, parseOwnItem, type OwnItem } from './own-item.ts';
import { itemPlace, type ItemPlace, type SelfKeys } from './self-keys.ts';

export const OWN_SPACE = 'own';

/**
 * Plaintexts are padded with spaces to a multiple of this many bytes, so sealed items look alike
 * whatever their kind. Meshtalk's items fit in one unit unless a name or remark is very long.
 */
export const ITEM_BYTES = 3072;

export type OwnRejection =
  'bad-signature' | 'undecryptable' | 'malformed' | 'wrong-place' | 'from-the-future';

export const ownPath = (place: ItemPlace): string[] => [OWN_SPACE, place.bucket, place.tag];

const encoder = new TextEncoder();

function padded(text: string): string {
  const bytes = encoder.encode(text).length;
  return text + ' '.repeat(Math.ceil(bytes / ITEM_BYTES) * ITEM_BYTES - bytes);
}

export async function sealOwnItem(
  pair: Pick<KeyPair, 'pub' | 'priv'>,
  keys: SelfKeys,
  item: OwnItem,
): Promise<{ readonly place: ItemPlace; readonly json: string }> {
  const place = await itemPlace(keys, item.kind, item.key);
  const path = ownPath(place);
  const { kind, key, at, removed, data } = item;
  const plaintext = padded(canonicalJson({ kind, key, at, removed, data }));
  return { place, json: await sealSignedRecord(pair, path, keys.seal, plaintext) };
}

/** The item in a record read at `place` in my space, or why it is not taken. */
export async function openOwnItem(
  me: string,
  keys: SelfKeys,
  place: ItemPlace,
  raw: unknown,
  now: number,
): Promise<Result<OwnItem, OwnRejection>> {
  const opened = await openSealedRecord(me, ownPath(place), keys.seal, raw);
  if (!opened.ok) return opened;
  const item = parseOwnItem(opened.value);
  if (!item) return err('malformed');
  const own = await itemPlace(keys, item.kind, item.key);
  if (own.bucket !== place.bucket || own.tag !== place.tag) return err('wrong-place');
  if (item.at > now + MAX_CLOCK_AHEAD_MS) return err('from-the-future');
  return ok(item);
}
