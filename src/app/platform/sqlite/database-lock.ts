import { DatabaseInUseError } from '@core/store/errors.ts';
import { sleep } from '@core/util/async.ts';

export const DATABASE_LOCK_NAME = 'meshtalk-db';

function tryAcquire(locks: LockManager, name: string): Promise<(() => void) | null> {
  return new Promise((resolve, reject) => {
    locks
      .request(name, { ifAvailable: true }, (lock) => {
        if (!lock) return resolve(null);
        // Held until released (close) or until the page goes away.
        return new Promise<void>((release) => resolve(release));
      })
      .catch(reject);
  });
}

/**
 * Makes this tab the database's only owner (opfs-sahpool allows one; snapshot tiers would
 * overwrite each other). Retries briefly because on reload the previous page may still hold it.
 * Returns the release function; rejects with DatabaseInUseError while another tab owns it.
 */
export async function acquireDatabaseLock({
  name = DATABASE_LOCK_NAME,
  attempts = 3,
  retryDelayMs = 300,
} = {}): Promise<() => void> {
  const locks = navigator.locks as LockManager | undefined;
  // Web Locks exist in every browser with OPFS or secure-context SEA; without them, go on alone.
  if (!locks) return () => undefined;
  for (let attempt = 1; ; attempt++) {
    const release = await tryAcquire(locks, name);
    if (release) return release;
    if (attempt >= attempts) throw new DatabaseInUseError('The database is open in another tab');
    await sleep(retryDelayMs);
  }
}
