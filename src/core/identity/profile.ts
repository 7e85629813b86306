import type { Canonical } from '../protocol/canonical.ts';
import { withTimeout } from '../util/async.ts';
import { parseSharedRelays } from '../relays/relay-url.ts';
import { err, ok, type Result } from '../util/result.ts';
import type { ProfileCard, PublicProfile, UserSpace } from './user-space.ts';

export const PROFILE_FETCH_TIMEOUT_MS = 3_000;
export const PROFILE_WRITE_TIMEOUT_MS = 5_000;

export function normaliseAlias(alias: string): Result<string, 'alias-empty'> {
  const trimmed = alias.trim();
  return trimmed === '' ? err('alias-empty') : ok(trimmed);
}

const TEXT_FIELDS = ['alias', 'avatar', 'signature', 'epub'] as const;

/** A card from a verified record, or null when its fields are not what a card holds. */
export function parseProfileCard(value: Canonical): ProfileCard | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = value as Record<string, Canonical>;
  const { deleted, updatedAt } = fields;
  if (typeof deleted !== 'boolean' || typeof updatedAt !== 'number') return null;
  if (!TEXT_FIELDS.every((name) => typeof fields[name] === 'string')) return null;
  const text = (name: (typeof TEXT_FIELDS)[number]) => fields[name] as string;
  return {
    alias: text('alias'),
    avatar: text('avatar'),
    signature: text('signature'),
    epub: text('epub'),
    deleted,
    updatedAt,
    // Only addresses this device would take, each once, and a bounded number of them.
    ...(fields.relays === undefined ? {} : { relays: parseSharedRelays(fields.relays) }),
  };
}

export async function fetchProfile(
  space: UserSpace,
  pub: string,
  timeoutMs = PROFILE_FETCH_TIMEOUT_MS,
): Promise<PublicProfile | null> {
  const card = await space.readProfile(pub, timeoutMs);
  if (!card) return null;
  const { alias, avatar, signature, epub, deleted } = card;
  return { pub, alias, avatar, signature, epub, deleted };
}

/**
 * Publishes my card; true once a relay acknowledged it. A missing acknowledgement is not a
 * failure to act on here: the account re-publishes whenever a relay has an older copy or none.
 */
export async function publishProfile(space: UserSpace, card: ProfileCard): Promise<boolean> {
  return withTimeout(space.writeProfile(card), PROFILE_WRITE_TIMEOUT_MS, 'profile write').then(
    () => true,
    () => false,
  );
}
