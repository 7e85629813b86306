/**
 * Meshtalk's own signature on every identity-bound record in a user space (PROTOCOL.md "Signed
 * records"). SEA's user-space check is not relied on alone: the owner signs the record's value
 * together with its location, `~<owner>/<path…>`, and every reader verifies both, so a record can
 * be neither forged nor moved to another place. Anything that fails is treated as absent.
 */
import type { KeyPair } from '../crypto/sea.ts';
import type { Canonical } from './canonical.ts';
import { jsonObject } from '../util/json.ts';
import { signFields, verifyFields } from './signature.ts';

export const RECORD_VERSION = 1;

/** Where a record lives: the owner's space and the keys below it, as one string. */
export const recordLocation = (owner: string, path: readonly string[]): string =>
  [`~${owner}`, ...path].join('/');

/** The record as JSON text: `{"v":1,"value":…,"sig":…}`; `sig` covers `v`, `at` and `value`. */
export async function signRecord(
  pair: Pick<KeyPair, 'pub' | 'priv'>,
  path: readonly string[],
  value: Canonical,
): Promise<string> {
  const at = recordLocation(pair.pub, path);
  const sig = await signFields({ v: RECORD_VERSION, at, value }, pair);
  return JSON.stringify({ v: RECORD_VERSION, value, sig });
}

/** The value of a record read at `path` in `owner`'s space, or undefined unless it verifies. */
export async function openRecord(
  owner: string,
  path: readonly string[],
  text: unknown,
): Promise<Canonical | undefined> {
  const parsed = jsonObject(text);
  if (!parsed) return undefined;
  const { v, value, sig } = parsed as { v?: unknown; value?: Canonical; sig?: unknown };
  if (v !== RECORD_VERSION || value === undefined) return undefined;
  const at = recordLocation(owner, path);
  return (await verifyFields({ v, at, value }, sig, owner)) ? value : undefined;
}
