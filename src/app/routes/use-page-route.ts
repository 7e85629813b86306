import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRouteEntry } from './route-entry-context.ts';
import { resolveRoute } from './route-match.ts';

/**
 * Whether the address on show is this page's own. Ionic keeps earlier pages mounted (hidden)
 * while later ones show; those see the later page's location.
 */
export function useIsOwnRoute(): boolean {
  const entry = useRouteEntry();
  const { pathname } = useLocation();
  return entry !== null && resolveRoute(pathname)?.id === entry.id;
}

/** The `pub` query parameter of the page's own address; a hidden page keeps the one it had. */
export function usePubParam(): string {
  const own = useIsOwnRoute();
  const { search } = useLocation();
  const current = own ? (new URLSearchParams(search).get('pub') ?? '').trim() : null;
  const [kept, setKept] = useState(current ?? '');
  if (current !== null && current !== kept) setKept(current);
  return current ?? kept;
}
