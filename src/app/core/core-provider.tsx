import i18next from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { createCore } from '../../core/core.ts';
import { localStorageKeyValueStore } from '../platform/local-storage-kv.ts';
import {
  DatabaseInUseError,
  openBrowserDatabase,
} from '../platform/sqlite/open-browser-database.ts';
import { CoreContext, type AppCore } from './core-context.ts';
import { BootScreen } from './boot-screen.tsx';
import { StorageWarning } from './storage-warning.tsx';

/** The splash stays up about a second even when start-up is faster, as users of the original expect. */
const SPLASH_MS = 1_000;

type BootState =
  | { status: 'booting' }
  | { status: 'ready'; app: AppCore }
  | { status: 'in-use' }
  | { status: 'failed'; error: unknown };

export function defaultPeers(): string[] {
  return [new URL('/gun', window.location.origin).href];
}

async function boot(): Promise<AppCore> {
  const { db, tier, onPersistError } = await openBrowserDatabase();
  const core = createCore({
    db,
    kv: localStorageKeyValueStore,
    peers: defaultPeers(),
    greeting: () => i18next.t('chat:greeting'),
  });
  return { core, storageTier: tier, onPersistError };
}

export function CoreProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<BootState>({ status: 'booting' });
  const [splashDone, setSplashDone] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSplashDone(true), SPLASH_MS);
    let cancelled = false;
    boot().then(
      (app) => {
        if (cancelled) void app.core.close();
        else setState({ status: 'ready', app });
      },
      (error: unknown) => {
        if (cancelled) return;
        setState(
          error instanceof DatabaseInUseError ? { status: 'in-use' } : { status: 'failed', error },
        );
      },
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);

  if (state.status === 'ready' && splashDone) {
    return (
      <CoreContext.Provider value={state.app}>
        <StorageWarning />
        {children}
      </CoreContext.Provider>
    );
  }
  if (state.status === 'in-use') return <BootScreen state="in-use" />;
  if (state.status === 'failed') return <BootScreen state="failed" error={state.error} />;
  return <BootScreen state="splash" />;
}
