// @ionic/react's own component factories, which vite.config.ts (exposeIonicFactories) exports.
import type { createInlineOverlayComponent as InlineOverlayFactory } from '@ionic/react/dist/types/components/createInlineOverlayComponent';
import type { createRoutingComponent as RoutingFactory } from '@ionic/react/dist/types/components/createRoutingComponent';

declare module '@ionic/react' {
  export const createInlineOverlayComponent: typeof InlineOverlayFactory;
  export const createRoutingComponent: typeof RoutingFactory;
}
