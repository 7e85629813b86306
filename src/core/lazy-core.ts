import { composeCore, type Core, type CoreDeps } from './compose-core.ts';

/**
 * A core whose signed-in services (and Gun with SEA) are fetched when someone signs in, so the
 * sign-in screens load without them. The app's core; `createCore` (core.ts) makes them at once.
 */
export function createLazyCore(deps: CoreDeps): Core {
  return composeCore(deps, {
    load: () => import('./signed-in-services.ts').then((m) => m.createSignedInServices),
  });
}
