import { useSyncExternalStore } from 'react';

/** The spec's wide-screen breakpoint: a sidebar when the window is wider than 768 px. */
export const WIDE_SCREEN_QUERY = '(min-width: 769px)';

function subscribe(notify: () => void): () => void {
  const query = window.matchMedia(WIDE_SCREEN_QUERY);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_SCREEN_QUERY).matches);
}
