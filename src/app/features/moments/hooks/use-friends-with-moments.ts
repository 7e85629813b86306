import { useEffect, useState } from 'react';
import type { Friend } from '@core/contacts/friend.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useFriends } from '../../contacts/public.ts';

/**
 * My friends who have moments on this device, read while `active` (the filter's list is open):
 * null until read.
 */
export function useFriendsWithMoments(active: boolean): readonly Friend[] | null {
  const { moments } = useCore();
  const friends = useFriends().value;
  const [found, setFound] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    moments.authors().then(
      (authors) => live && setFound(new Set(authors)),
      () => live && setFound(new Set()),
    );
    return () => {
      live = false;
    };
  }, [active, moments]);
  return found && friends.filter((friend) => found.has(friend.pub));
}
