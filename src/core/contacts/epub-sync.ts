/**
 * The contacts epub status sync (spec 9): friends without a known epub are looked up in their
 * signed profiles, a few at a time; each miss counts towards the retry limit, after which the
 * friend shows as unverified.
 */
import { sleep } from '../util/async.ts';
import { debug } from '../util/log.ts';
import type { ContactStore } from './contact-store.ts';
import { SYNC_RETRY_LIMIT } from './friend.ts';
import { hasEpub, lookupProfile, type LookupTiming, type ProfileReader } from './profile-lookup.ts';

const log = debug('contacts');

export interface EpubSyncOptions {
  readonly store: ContactStore;
  readonly readProfile: ProfileReader;
  readonly me: string;
  readonly lookup: LookupTiming;
  /** Spec: batch sync of unverified friends max 5, 100 ms apart. */
  readonly batch: number;
  readonly gapMs: number;
  readonly now: () => number;
  readonly updated: (pub: string) => void;
}

export async function syncUnverifiedFriends(options: EpubSyncOptions): Promise<void> {
  const { store, me } = options;
  const due = (await store.friends(me))
    .filter((friend) => !friend.epub && friend.syncRetryCount < SYNC_RETRY_LIMIT)
    .slice(0, options.batch);
  for (const [index, friend] of due.entries()) {
    if (index > 0) await sleep(options.gapMs);
    const profile = await lookupProfile(options.readProfile, friend.pub, options.lookup, hasEpub);
    const epub = profile && !profile.deleted && profile.epub ? profile.epub : null;
    const found = { alias: profile?.alias ?? '', avatar: profile?.avatar ?? '', epub };
    await store.updateFromProfile(me, friend.pub, found, options.now());
    options.updated(friend.pub);
  }
}

/** Runs `sync` after `firstMs`, then every `everyMs`; returns the cancel. */
export function scheduleEpubSync(
  sync: () => Promise<void>,
  firstMs: number,
  everyMs: number,
): () => void {
  let every: ReturnType<typeof setInterval> | undefined;
  const run = (): void => void sync().catch((error: unknown) => log('epub sync failed: %o', error));
  const first = setTimeout(() => {
    run();
    every = setInterval(run, everyMs);
  }, firstMs);
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
