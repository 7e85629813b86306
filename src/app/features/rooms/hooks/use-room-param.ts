import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useIsOwnRoute } from '../../../routes/use-page-route.ts';

/** The room in `/group/{pub}/…`, or in `?pub=` of the plain spellings (`/groupmessages`). */
function roomOf(pathname: string, search: string): string {
  const segments = pathname.split('/');
  if (segments[1]?.toLowerCase() === 'group' && segments[2])
    return decodeURIComponent(segments[2]).trim();
  return (new URLSearchParams(search).get('pub') ?? '').trim();
}

/**
 * The room a group page shows, and whether the page is on show. Ionic keeps earlier pages mounted
 * (hidden) while later ones show; a hidden page keeps the room it had.
 */
export function useRoomParam(): { pub: string; visible: boolean } {
  const own = useIsOwnRoute();
  const { pathname, search } = useLocation();
  const current = own ? roomOf(pathname, search) : null;
  const [kept, setKept] = useState(current ?? '');
  if (current !== null && current !== kept) setKept(current);
  return { pub: current ?? kept, visible: own };
}
