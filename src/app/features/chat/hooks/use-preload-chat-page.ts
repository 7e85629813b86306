import { useEffect } from 'react';
import { useScreens } from '../../../routes/screens-context.ts';
import { CHAT_PAGE_ROUTE } from '../lib/chat-paths.ts';

/** Browsers without idle callbacks (Safari) load it this long after the list shows. */
const FALLBACK_DELAY_MS = 1_000;
/** At the latest this long after the list shows, even when the page is never idle. */
const IDLE_TIMEOUT_MS = 3_000;

/**
 * Loads the chat page's code once the chat list is idle. A screen whose code is there renders at
 * once on the first tap; one still loading suspends, and React holds its loading state on screen
 * for a while (so that it does not flicker) before the chat can show.
 */
export function usePreloadChatPage(): void {
  const screens = useScreens();
  useEffect(() => {
    const preload = () => screens.preload(CHAT_PAGE_ROUTE);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(preload, FALLBACK_DELAY_MS);
    return () => clearTimeout(id);
  }, [screens]);
}
