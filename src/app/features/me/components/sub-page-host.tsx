import { StackContext } from '@ionic/react';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { PageLoading } from '../../../routes/page-loading.tsx';
import { RouteEntryContext } from '../../../routes/route-entry-context.ts';
import { RouteErrorBoundary } from '../../../routes/route-error-boundary.tsx';
import { useScreens } from '../../../routes/screens-context.ts';

// Outside the router outlet: the hosted page must neither register with it nor stay hidden.
const OUTSIDE_OUTLET = { registerIonPage: () => undefined, isInOutlet: () => false };

/**
 * Tells the hosted page it is on view and, before it goes, that it leaves (Ionic's page events,
 * which the outlet would send): the scanner starts and stops its camera on them. Rendered before
 * the page, so its leave runs while the page still listens.
 */
function ViewEvents({ host }: { host: React.RefObject<HTMLDivElement | null> }) {
  const page = useRef<Element | null>(null);
  useEffect(() => {
    page.current = host.current?.querySelector(':scope > .ion-page') ?? null;
    page.current?.dispatchEvent(new CustomEvent('ionViewWillEnter'));
    page.current?.dispatchEvent(new CustomEvent('ionViewDidEnter'));
  }, [host]);
  useLayoutEffect(
    () => () => {
      page.current?.dispatchEvent(new CustomEvent('ionViewWillLeave'));
    },
    [],
  );
  return null;
}

/** One route's screen inside the Me page's modal, loaded as its own chunk like the route is. */
export function SubPageHost({ id }: { id: string }) {
  const host = useRef<HTMLDivElement>(null);
  const screen = useScreens().screen(id);
  if (!screen) return null;
  const { entry, page: Page } = screen;
  return (
    <div className="me-subpage-host" ref={host}>
      <StackContext.Provider value={OUTSIDE_OUTLET}>
        <RouteEntryContext.Provider value={entry}>
          <RouteErrorBoundary titleKey={entry.titleKey} resetKey={id}>
            <Suspense fallback={<PageLoading />}>
              <ViewEvents host={host} />
              <Page />
            </Suspense>
          </RouteErrorBoundary>
        </RouteEntryContext.Provider>
      </StackContext.Provider>
    </div>
  );
}
