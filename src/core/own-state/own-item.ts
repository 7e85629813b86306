/**
 * One item of my own state and the rule that merges two versions of it (PROTOCOL.md "Own state").
 * Items are independent: two devices changing different items never overwrite each other.
 */
import { canonicalJson, type CanonicalRecord } from '../protocol/canonical.ts';
import { jsonObject } from '../util/json.ts';

export interface OwnItem {
  /** What the item is (`friend`, `block`, …); each kind has one handler that applies it. */
  readonly kind: string;
  /** Which one it is within its kind, e.g. the friend's public key. */
  readonly key: string;
  /** The writing device's clock, milliseconds since the epoch. */
  readonly at: number;
  readonly removed: boolean;
  /** What applying an addition needs; null for a removal. */
  readonly data: CanonicalRecord | null;
}

/** A local change: the store gives it its time. */
export type OwnChange =
  | {
      readonly kind: string;
      readonly key: string;
      readonly removed: false;
      readonly data: CanonicalRecord;
    }
  | { readonly kind: string; readonly key: string; readonly removed: true };

export type OwnVersion = Pick<OwnItem, 'at' | 'removed' | 'data'>;

/** A record stamped further ahead of this device's clock is not believed. */
export const MAX_CLOCK_AHEAD_MS = 5 * 60_000;

const MAX_KIND_CHARS = 32;
const MAX_KEY_CHARS = 512;

/**
 * True when `incoming` replaces `current`: the later `at` wins; on equal `at` a removal wins over
 * an addition, and between two additions the larger data wins, so every device picks the same.
 */
export function supersedes(incoming: OwnVersion, current: OwnVersion): boolean {
  if (incoming.at !== current.at) return incoming.at > current.at;
  if (incoming.removed !== current.removed) return incoming.removed;
  return dataText(incoming) > dataText(current);
}

export const dataText = (version: Pick<OwnVersion, 'data'>): string =>
  version.data === null ? '' : canonicalJson(version.data);

const isRecord = (value: unknown): value is CanonicalRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The item in a decrypted plaintext, or null unless every field has its shape. */
export function parseOwnItem(text: string): OwnItem | null {
  const value = jsonObject(text);
  if (!value) return null;
  const { kind, key, at, removed, data } = value;
  if (typeof kind !== 'string' || kind === '' || kind.length > MAX_KIND_CHARS) return null;
  if (typeof key !== 'string' || key === '' || key.length > MAX_KEY_CHARS) return null;
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < 0) return null;
  if (typeof removed !== 'boolean') return null;
  if (removed ? data !== null : !isRecord(data)) return null;
  return { kind, key, at, removed, data: removed ? null : (data as CanonicalRecord) };
}
