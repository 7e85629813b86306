/**
 * A sealed board (PROTOCOL.md "Building blocks"): entries in one content-addressed node whose
 * label only holders of a secret can compute. Each entry is sealed with a key from that secret
 * (the node's soul as associated data, so it cannot be moved to another board), padded, and
 * carries its writer's signature over the entry and the board's context, so no holder can write in
 * another's name. Nobody can change or delete an entry. A room's roster and a moment's talk are
 * sealed boards.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { jsonObject } from '../util/json.ts';
import { decryptText, encryptText } from './aead.ts';
import type { CanonicalRecord } from './canonical.ts';
import { deriveAesKey, deriveTag } from './key-agreement.ts';
import { padJson } from './padding.ts';
import { signFields, verifyFields } from './signature.ts';

export interface BoardKeys {
  /** The node's soul: `<prefix><label>#`. */
  readonly soul: string;
  readonly key: CryptoKey;
}

export interface BoardClock {
  readonly now: number;
  /** How far ahead of `now` an entry's `at` may be. */
  readonly maxSkewMs: number;
}

/** An entry's fields: strings and numbers only, with `at` its writer's clock. */
export type BoardFields<T> = { readonly [K in keyof T]: string | number } & { readonly at: number };

/** What makes one kind of board: who signs its entries, what else they sign, how they parse. */
export interface BoardRules<T extends BoardFields<T>> {
  /** The field naming the entry's writer, whose signature it carries. */
  readonly signer: keyof T & string;
  /** Fields signed beside the entry but not sealed in it (what the board is about). */
  readonly context: CanonicalRecord;
  /** The entry in the opened fields, or null when malformed; `at` is already checked. */
  readonly parse: (fields: Readonly<Record<string, unknown>>, at: number) => T | null;
}

const cache = new WeakMap<CryptoKey, Map<string, Promise<BoardKeys>>>();

/**
 * The board for `info` under `secret`: its soul is `prefix`, the 16-byte tag of `info` and `#`;
 * its key is derived with `<info>/key`. Cached per secret, so a forgotten secret takes its boards.
 */
export function boardKeys(secret: CryptoKey, prefix: string, info: string): Promise<BoardKeys> {
  let boards = cache.get(secret);
  if (!boards) {
    boards = new Map();
    cache.set(secret, boards);
  }
  const id = JSON.stringify([prefix, info]);
  let keys = boards.get(id);
  if (!keys) {
    keys = Promise.all([deriveTag(secret, info), deriveAesKey(secret, `${info}/key`)]).then(
      ([label, key]) => ({ soul: `${prefix}${label}#`, key }),
    );
    keys.catch(() => boards.delete(id));
    boards.set(id, keys);
  }
  return keys;
}

const signedFields = <T extends BoardFields<T>>(
  entry: T,
  rules: BoardRules<T>,
): CanonicalRecord => ({ ...entry, ...rules.context });

/** The value to put on the board: `{...entry, sig}` as padded JSON, sealed at the board's soul. */
export async function sealBoardEntry<T extends BoardFields<T>>(
  keys: BoardKeys,
  rules: BoardRules<T>,
  entry: T,
  writer: Pick<KeyPair, 'pub' | 'priv'>,
): Promise<string> {
  if (entry[rules.signer] !== writer.pub) throw new Error('a board entry is signed by its writer');
  const sig = await signFields(signedFields(entry, rules), writer);
  return encryptText(keys.key, padJson(JSON.stringify({ ...entry, sig })), keys.soul);
}

/**
 * The entry in `value`, or null unless it opens with the board's key at its soul, parses, carries
 * the signature of the writer its signer field names, and is dated at most `maxSkewMs` after `now`.
 */
export async function openBoardEntry<T extends BoardFields<T>>(
  keys: BoardKeys,
  rules: BoardRules<T>,
  value: unknown,
  clock: BoardClock,
): Promise<T | null> {
  const fields = jsonObject(await decryptText(keys.key, value, keys.soul));
  if (!fields) return null;
  const { at, sig } = fields;
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || at > clock.now + clock.maxSkewMs)
    return null;
  const entry = rules.parse(fields, at);
  if (!entry) return null;
  const signed = await verifyFields(signedFields(entry, rules), sig, entry[rules.signer]);
  return signed ? entry : null;
}
