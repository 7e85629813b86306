import { composeCore, type Core, type CoreDeps } from './compose-core.ts';
import { createSignedInServices } from './signed-in-services.ts';

export type { Core, CoreDeps } from './compose-core.ts';

/** A core with every service created at once (tests and tools in Node). */
export function createCore(deps: CoreDeps): Core {
  return composeCore(deps, { create: createSignedInServices });
}
