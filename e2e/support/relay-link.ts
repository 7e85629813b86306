/** A browser context's link to the relay, which a test can cut and restore. */
import type { BrowserContext, WebSocketRoute } from '@playwright/test';

export interface RelayLink {
  /** Closes every open connection to the relay and refuses new ones. */
  cut(): Promise<void>;
  /** Lets the next connection through (the app redials by itself). */
  restore(): void;
}

export async function relayLink(context: BrowserContext): Promise<RelayLink> {
  let reachable = true;
  const connections = new Set<{ page: WebSocketRoute; relay: WebSocketRoute }>();
  await context.routeWebSocket(/\/gun$/, (page) => {
    if (!reachable) {
      void page.close();
      return;
    }
    connections.add({ page, relay: page.connectToServer() });
  });
  return {
    async cut() {
      reachable = false;
      // The page's side first: Playwright's socket in the page forwards frames to a real socket,
      // which logs an error for a frame that reaches it closing; once the page's side is closed,
      // the app's socket refuses the frame itself.
      for (const { page, relay } of connections) {
        await page.close();
        await relay.close();
      }
      connections.clear();
    },
    restore() {
      reachable = true;
    },
  };
}
