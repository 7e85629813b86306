import { Suspense, useState, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../boot/core-context.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteEntryContext } from './route-entry-context.ts';
import { nextPathAfterSignIn, signInPathFor } from './next-path.ts';
import { resolveRoute } from './route-match.ts';
import { SIGN_IN_PATH } from './paths.ts';
import type { RouteEntry } from './route-table.ts';

interface RoutePageProps {
  entry: RouteEntry;
  page: ComponentType;
}

/** One screen of the route table: its access rule, its lazy chunk and the entry it was opened through. */
export function RoutePage({ entry, page: Page }: RoutePageProps) {
  const session = useSession();
  const location = useLocation();
  const signedInOnEntry = useSignedInOnEntry(location.key, session !== null);
  // Ionic keeps earlier screens mounted (hidden) for back navigation; only the visible one redirects.
  const active = resolveRoute(location.pathname)?.id === entry.id;

  if (entry.access === 'user' && !session) {
    if (!active) return null;
    // A visit while signed out (a deep link, a typed address) opens this screen after signing in;
    // signing out here does not.
    const target = signedInOnEntry
      ? SIGN_IN_PATH
      : signInPathFor(location.pathname + location.search);
    return <Navigate to={target} replace />;
  }
  if (entry.access === 'guest' && signedInOnEntry && active) {
    return <Navigate to={nextPathAfterSignIn(location.search)} replace />;
  }
  return (
    <RouteEntryContext.Provider value={entry}>
      <RouteErrorBoundary titleKey={entry.titleKey} resetKey={location.pathname}>
        <Suspense fallback={<PageLoading />}>
          <Page />
        </Suspense>
      </RouteErrorBoundary>
    </RouteEntryContext.Provider>
  );
}

/**
 * Whether a user was signed in when the current location was entered. The sign-in and sign-up
 * screens send such a visitor home, but a session that starts while they are open is theirs to
 * finish: they navigate on by themselves (sign-up still shows the new key before going home).
 */
function useSignedInOnEntry(locationKey: string, signedIn: boolean): boolean {
  const [entered, setEntered] = useState({ locationKey, signedIn });
  if (entered.locationKey !== locationKey) {
    setEntered({ locationKey, signedIn });
    return signedIn;
  }
  return entered.signedIn;
}
