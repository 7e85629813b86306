import { useEffect, useState } from 'react';
import type { Friend } from '../../../../core/contacts/friend.ts';
import { useCore } from '../../../core/core-context.ts';
import { useFriends } from '../../contacts/hooks/use-friends.ts';

/**
 * My friends who have moments on this device, read while `active` (the filter's list is open):
 * null until read. A friend whose moments cannot be read is left out.
 */
export function useFriendsWithMoments(active: boolean): readonly Friend[] | null {
  const { moments } = useCore();
  const friends = useFriends().value;
  const [found, setFound] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    const hasMoments = (friend: Friend) =>
      moments.feed({ author: friend.pub }).then(
        (page) => page.moments.length > 0,
        () => false,
      );
    void Promise.all(friends.map(hasMoments)).then((has) => {
      if (live) setFound(new Set(friends.filter((_, i) => has[i]).map((friend) => friend.pub)));
    });
    return () => {
      live = false;
    };
  }, [active, friends, moments]);
  return found && friends.filter((friend) => found.has(friend.pub));
}
