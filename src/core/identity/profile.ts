import { withTimeout } from '../util/async.ts';
import { err, ok, type Result } from '../util/result.ts';
import type { UserSpace } from './user-space.ts';

/** What anyone can read about a user, from that user's signed space. */
export interface PublicProfile {
  pub: string;
  alias: string;
  avatar: string;
  signature: string;
  epub: string;
  deleted: boolean;
}

export const PROFILE_FETCH_TIMEOUT_MS = 3_000;
export const PROFILE_WRITE_TIMEOUT_MS = 5_000;

export function normaliseAlias(alias: string): Result<string, 'alias-empty'> {
  const trimmed = alias.trim();
  return trimmed === '' ? err('alias-empty') : ok(trimmed);
}

export async function fetchProfile(
  space: UserSpace,
  pub: string,
  timeoutMs = PROFILE_FETCH_TIMEOUT_MS,
): Promise<PublicProfile | null> {
  const node = await space.readProfile(pub, timeoutMs);
  if (!node) return null;
  const text = (key: string) => (typeof node[key] === 'string' ? node[key] : '');
  return {
    pub,
    alias: text('alias'),
    avatar: text('avatar'),
    signature: text('signature'),
    epub: text('epub'),
    deleted: node['deleted'] === true,
  };
}

/**
 * Publishes profile fields. Gun's write acknowledgement is not proof of delivery, so a missing
 * one is tolerated: the write stays queued in the graph client and reaches relays on reconnect.
 */
export async function publishProfile(
  space: UserSpace,
  fields: Partial<Omit<PublicProfile, 'pub'>>,
): Promise<void> {
  const clean = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  ) as Record<string, string | boolean>;
  await withTimeout(
    space.writeProfile({ ...clean, updatedAt: Date.now() }),
    PROFILE_WRITE_TIMEOUT_MS,
    'profile write',
  ).catch(() => undefined);
}
