import { IonRouterOutlet } from '@ionic/react';
import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import { Navigate, Route, useLocation } from 'react-router-dom';
import { loadAllCatalogues } from '../i18n/i18n.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RoutePage } from './route-page.tsx';
import { resolveRoute } from './route-match.ts';
import { loadRouteScreen } from './route-screens.ts';
import { ROUTE_TABLE, type RouteEntry } from './route-table.ts';
import { ScreensContext, type Screens } from './screens-context.ts';
import { prefersReducedMotion } from '../ui/reduced-motion.ts';

interface Screen {
  page: ComponentType;
  preload: () => Promise<unknown>;
}

/** A screen's chunk, with every catalogue when it is a signed-in screen (see loadAllCatalogues). */
async function loadScreen(entry: RouteEntry): Promise<ComponentType> {
  if (entry.access !== 'user') return loadRouteScreen(entry.id);
  const [component] = await Promise.all([loadRouteScreen(entry.id), loadAllCatalogues()]);
  return component;
}

/**
 * A route's screen: lazy until its chunk has loaded, then rendered at once. A screen that is
 * already there never suspends, so it does not wait behind React's throttled fallback reveal.
 */
function screenOf(entry: RouteEntry): Screen {
  let loaded: ComponentType | null = null;
  const preload = () => loadScreen(entry).then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { page: Page, preload };
}

// Created once: a lazy component made during render would reload its chunk on every render.
const PAGES = ROUTE_TABLE.map((entry) => ({ entry, ...screenOf(entry) }));

/** Starts loading the screen at `pathname` (the address the app opens at) ahead of its render. */
export function preloadScreen(pathname: string): void {
  const entry = resolveRoute(pathname);
  PAGES.find((page) => page.entry === entry)
    ?.preload()
    .catch(() => undefined);
}

const NotFoundPage = lazy(() =>
  import('../features/not-found/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * Ionic's outlet compares route patterns with the raw (percent-encoded) address, so a spelling
 * with a space, like '/i18n copy', never shows its view there; `UnknownPath` forwards it instead.
 */
const isOutletSafe = (path: string) => encodeURI(path) === path;

/**
 * Every route of the spec inside Ionic's outlet (page transitions, back stack). The outlet reads
 * its `<Route path element>` children directly, so they are listed flat, one per spelling. Pages
 * change without sliding when the system asks for reduced motion.
 */
export function AppRoutes() {
  const reducedMotion = useMemo(() => prefersReducedMotion(), []);
  return (
    <ScreensContext.Provider value={SCREENS}>
      <IonRouterOutlet animated={!reducedMotion}>
        {PAGES.flatMap(({ entry, page }) =>
          entry.paths
            .filter(isOutletSafe)
            .map((path) => (
              <Route key={path} path={path} element={<RoutePage entry={entry} page={page} />} />
            )),
        )}
        <Route path="*" element={<UnknownPath />} />
      </IonRouterOutlet>
    </ScreensContext.Provider>
  );
}

function UnknownPath() {
  const { pathname, search } = useLocation();
  const entry = resolveRoute(pathname);
  const target = entry?.paths.find(isOutletSafe);
  if (target) return <Navigate to={target + search} replace />;
  return (
    <RouteErrorBoundary titleKey="notFoundTitle" resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <NotFoundPage />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const SCREENS: Screens = {
  preload: preloadScreen,
  screen: (id) => PAGES.find((page) => page.entry.id === id) ?? null,
};
