import i18next from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import type { Core } from '@core/core.ts';
import { createLazyCore, preloadSignedInServices } from '@core/lazy-core.ts';
import { watchStorageFull } from '@core/store/storage-full.ts';
import { Emitter } from '@core/util/emitter.ts';
import { browserLanguage } from '../i18n/i18n.ts';
import { indexedDbKeptSessionStore } from '../platform/indexeddb-kept-sessions.ts';
import { localStorageKeyValueStore } from '../platform/local-storage-kv.ts';
import {
  DatabaseInUseError,
  openBrowserDatabase,
} from '../platform/sqlite/open-browser-database.ts';
import { AppUpdatePrompt } from './app-update-prompt.tsx';
import { CoreContext, type AppCore, type Flag } from './core-context.ts';
import { BootScreen } from './boot-screen.tsx';
import { StorageWarning } from './storage-warning.tsx';

/**
 * On a first start the splash stays up about a second from navigation, as users of the original
 * expect; a returning visit shows it only while start-up runs.
 */
const FIRST_START_SPLASH_MS = 1_000;

type BootState =
  | { status: 'booting' }
  | { status: 'ready'; app: AppCore }
  | { status: 'in-use' }
  | { status: 'failed'; error: unknown };

export function defaultPeers(): string[] {
  return [new URL('/gun', window.location.origin).href];
}

let booting: Promise<AppCore> | null = null;

/**
 * Opens the database, creates the core and resumes a kept session, once per page. main.tsx starts
 * it before the interface renders, so the work runs while the language and screens load.
 */
export function bootOnce(): Promise<AppCore> {
  booting ??= boot();
  return booting;
}

async function boot(): Promise<AppCore> {
  const keptSessions = indexedDbKeptSessionStore();
  // A kept session signs in during boot: what a signed-in user needs loads while the database opens.
  keptSessions.load().then(
    (kept) => {
      if (kept) preloadSignedInServices();
    },
    () => undefined,
  );
  const opened = await openBrowserDatabase();
  const { tier, onPersistError, created } = opened;
  // Every write that does not fit, and every background save that does not, raises one event.
  const storage = watchStorageFull(opened.db);
  onPersistError(storage.report);
  const core = createLazyCore({
    db: storage.db,
    kv: localStorageKeyValueStore,
    peers: defaultPeers(),
    relaySocket: WebSocket,
    keptSessions,
    greeting: () => i18next.t('chat:greeting'),
    // Read once someone signs in: the login screen does not load it.
    deviceName: () => import('./device-name.ts').then((m) => m.deviceName(navigator.userAgent)),
    preferenceDefaults: { language: browserLanguage(navigator.languages) },
  });
  // Signed in before the first screen renders, so the address the app was loaded at opens as is.
  const keptSessionLost = lostUntilSignIn(core, !(await resumeKeptSession(core)));
  if (created) await splashTime();
  return {
    core,
    storageTier: tier,
    onPersistError,
    onStorageFull: storage.onStorageFull,
    keptSessionLost,
  };
}

function splashTime(): Promise<void> {
  const left = FIRST_START_SPLASH_MS - performance.now();
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, left)));
}

/** False only when a kept session existed and did not open; the password screen then says so. */
async function resumeKeptSession(core: Core): Promise<boolean> {
  try {
    const resumed = await core.account.resume();
    return resumed.ok || resumed.error === 'not-kept';
  } catch (error) {
    console.warn('the kept session could not be resumed', error);
    return false;
  }
}

function lostUntilSignIn(core: Core, lost: boolean): Flag {
  let value = lost;
  const changes = new Emitter('boot:kept-session');
  if (lost) {
    const stop = core.account.subscribe((session) => {
      if (!session) return;
      value = false;
      stop();
      changes.emit();
    });
  }
  return {
    get: () => value,
    subscribe: (listener) => changes.subscribe(listener),
  };
}

export function CoreProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<BootState>({ status: 'booting' });

  useEffect(() => {
    let cancelled = false;
    bootOnce().then(
      (app) => {
        if (!cancelled) setState({ status: 'ready', app });
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
    };
  }, []);

  if (state.status === 'ready') {
    return (
      <CoreContext.Provider value={state.app}>
        <StorageWarning />
        <AppUpdatePrompt />
        {children}
      </CoreContext.Provider>
    );
  }
  if (state.status === 'in-use') return <BootScreen state="in-use" />;
  if (state.status === 'failed') return <BootScreen state="failed" error={state.error} />;
  return <BootScreen state="splash" />;
}
