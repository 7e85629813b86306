import { composeCore, type Core, type CoreDeps } from './compose-core.ts';

const loadSignedInServices = () => import('./signed-in-services.ts');

/**
 * A core whose signed-in services (and Gun with SEA) are fetched when someone signs in, so the
 * sign-in screens load without them. The app's core; `createCore` (core.ts) makes them at once.
 */
export function createLazyCore(deps: CoreDeps): Core {
  return composeCore(deps, {
    load: () => loadSignedInServices().then((m) => m.createSignedInServices),
  });
}

/** Fetches the signed-in services ahead of a sign-in that is about to happen (a kept session). */
export function preloadSignedInServices(): void {
  loadSignedInServices().catch(() => undefined);
}
