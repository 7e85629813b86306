import { lazy, Suspense, useSyncExternalStore } from 'react';
import { appUpdates } from './app-updates.ts';

// Fetched, with its texts, only when a new version is there to offer.
const UpdateBanner = lazy(() =>
  import('./update-banner.tsx').then((m) => ({ default: m.UpdateBanner })),
);

/** The "new version" banner while a new version of the app waits. */
export function AppUpdatePrompt() {
  const waiting = useSyncExternalStore(appUpdates.subscribe, () => appUpdates.waiting);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBanner />
    </Suspense>
  );
}
