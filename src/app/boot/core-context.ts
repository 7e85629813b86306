import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Core } from '@core/core.ts';
import type { DatabaseError } from '@core/store/errors.ts';
import type { StorageFullListener } from '@core/store/storage-full.ts';
import type { Session } from '@core/identity/account-service.ts';
import type { Preferences } from '@core/settings/preferences.ts';

export type StorageTier = 'opfs' | 'indexeddb' | 'localstorage';

export interface AppCore {
  core: Core;
  storageTier: StorageTier;
  /** Background saves of the database that failed (a full disk); returns the unsubscribe. */
  onPersistError: (listener: (error: DatabaseError) => void) => () => void;
  /** The storage-full event: a write or a save that did not fit; returns the unsubscribe. */
  onStorageFull: (listener: StorageFullListener) => () => void;
  /** Whether the session kept on this device failed to open at start, until someone signs in. */
  keptSessionLost: Flag;
}

/** A yes/no that screens follow. */
export interface Flag {
  get(): boolean;
  subscribe(listener: () => void): () => void;
}

export const CoreContext = createContext<AppCore | null>(null);

export function useAppCore(): AppCore {
  const value = useContext(CoreContext);
  if (!value) throw new Error('useAppCore outside CoreProvider');
  return value;
}

export const useCore = (): Core => useAppCore().core;

/** The signed-in session, re-rendering on login, profile change and logout. */
export function useSession(): Session | null {
  const { account } = useCore();
  return useSyncExternalStore(
    (notify) => account.subscribe(notify),
    () => account.session,
  );
}

/** True when the kept session did not open at start and nobody has signed in since. */
export function useKeptSessionLost(): boolean {
  const { keptSessionLost } = useAppCore();
  return useSyncExternalStore(
    (notify) => keptSessionLost.subscribe(notify),
    () => keptSessionLost.get(),
  );
}

export function usePreference<K extends keyof Preferences>(
  key: K,
): [Preferences[K], (value: Preferences[K]) => void] {
  const { preferences } = useCore();
  const value = useSyncExternalStore(
    (notify) => preferences.subscribe(notify),
    () => preferences.get(key),
  );
  return [value, (next) => preferences.set(key, next)];
}
