/**
 * Verifying a friend: the safety number we both compute from our identity keys, compared in person
 * or scanned, then marked verified here; a change to their device list after that is news again.
 */
import type { SqlDatabase } from '../store/sql.ts';
import { first } from '../store/sql.ts';
import { joinHalves, safetyNumber, safetyNumberHalf } from '../identity/safety-number.ts';
import { deviceEvents } from './device-list-store.ts';

/** Where I stand with a friend's keys. */
export interface Trust {
  readonly verified: boolean;
  /** Verified, and their device list changed after that. */
  readonly changedSince: boolean;
}

export interface Verification extends Trust {
  /** Sixty digits, the same on both sides (`identity/safety-number.ts`). */
  readonly number: string;
}

/** When I marked `friend` verified, or null. */
export async function verifiedAt(db: SqlDatabase, friend: string): Promise<number | null> {
  const row = await first<{ at: number }>(db, 'SELECT at FROM verified_friends WHERE friend = ?', [
    friend,
  ]);
  return row?.at ?? null;
}

/** Marks `friend` verified at `at`, or no longer (null). */
export async function setVerified(db: SqlDatabase, friend: string, at: number | null) {
  await db.run(
    at === null
      ? 'DELETE FROM verified_friends WHERE friend = ?'
      : `INSERT INTO verified_friends (friend, at) VALUES (?, ?)
         ON CONFLICT(friend) DO UPDATE SET at = excluded.at`,
    at === null ? [friend] : [friend, at],
  );
}

/** Whether I verified `friend`, and whether their devices changed since. */
export async function trustOf(db: SqlDatabase, friend: string): Promise<Trust> {
  const at = await verifiedAt(db, friend);
  const changedSince =
    at !== null && (await deviceEvents(db, friend)).some((event) => event.at > at);
  return { verified: at !== null, changedSince };
}

/**
 * The safety number of `me` and `friend` (some ten thousand hashes: asked for by the screen that
 * shows it), and where I stand with it; null for a malformed key.
 */
export async function verificationOf(
  db: SqlDatabase,
  me: string,
  friend: string,
): Promise<Verification | null> {
  const number = await safetyNumber(me, friend);
  return number ? { number, ...(await trustOf(db, friend)) } : null;
}

/** Which of `friends` shares the safety number `digits` with `me`, if any. */
export async function friendWithNumber(
  me: string,
  friends: readonly string[],
  digits: string,
): Promise<string | null> {
  if (friends.length === 0) return null;
  // My half, computed once, is one end of the number; a friend's must make up the rest.
  const mine = await safetyNumberHalf(me);
  for (const friend of friends) {
    if (joinHalves(mine, await safetyNumberHalf(friend)) === digits) return friend;
  }
  return null;
}
