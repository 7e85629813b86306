/** Reading other users' profiles from their signed spaces, with the spec's retries and time-outs. */
import { isPublicKey } from '../crypto/sea-keys.ts';
import type { PublicProfile } from '../identity/user-space.ts';
import { sleep } from '../util/async.ts';

/** Reads `pub`'s profile from `~pub/profile`, or null when none arrives within `timeoutMs`. */
export type ProfileReader = (pub: string, timeoutMs: number) => Promise<PublicProfile | null>;

export interface LookupTiming {
  readonly tries: number;
  readonly timeoutMs: number;
  readonly pauseMs: number;
}

/** Spec: profile lookup 3 tries with 2 s pause (each try waits up to 2 s). */
export const PROFILE_LOOKUP: LookupTiming = { tries: 3, timeoutMs: 2_000, pauseMs: 2_000 };
/** Spec: epub lookup 3 tries, 2 s time-out, 200 ms pause. */
export const EPUB_LOOKUP: LookupTiming = { tries: 3, timeoutMs: 2_000, pauseMs: 200 };

/**
 * The profile, retried until `good` accepts it or the tries run out; the last profile seen (or
 * null) is returned either way.
 */
export async function lookupProfile(
  read: ProfileReader,
  pub: string,
  timing: LookupTiming,
  good: (profile: PublicProfile) => boolean = () => true,
): Promise<PublicProfile | null> {
  let last: PublicProfile | null = null;
  for (let attempt = 0; attempt < timing.tries; attempt++) {
    if (attempt > 0) await sleep(timing.pauseMs);
    try {
      last = (await read(pub, timing.timeoutMs)) ?? last;
    } catch {
      // A failed read counts as a miss; the next try may reach another relay.
    }
    if (last && good(last)) return last;
  }
  return last;
}

/** An epub is usable once the profile names one and the account still exists. */
export const hasEpub = (profile: PublicProfile): boolean => profile.deleted || profile.epub !== '';

/** The epub from a live account's signed profile, or null. */
export async function lookupEpub(
  read: ProfileReader,
  pub: string,
  timing: LookupTiming,
): Promise<string | null> {
  const profile = await lookupProfile(read, pub, timing, hasEpub);
  return profile && !profile.deleted && isPublicKey(profile.epub) ? profile.epub : null;
}

const PREFIX = 'pubkey:';

/** A typed or scanned ID: trimmed, with a `pubkey:` prefix (from QR codes) removed. */
export function normaliseUserId(input: string): string {
  const trimmed = input.trim();
  return trimmed.toLowerCase().startsWith(PREFIX) ? trimmed.slice(PREFIX.length).trim() : trimmed;
}
