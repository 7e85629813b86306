import { useEffect, useState } from 'react';
import type { Friend } from '../../../../core/contacts/friend.ts';
import { useCore, useSession } from '../../../boot/core-context.ts';

const FRIEND_EVENTS = new Set(['friend-added', 'friend-removed', 'friend-updated']);

/** The signed-in user's friends for the auto-reply selection; follows adds, removals and renames. */
export function useBuddies(): readonly Friend[] | null {
  const { contacts } = useCore();
  const pub = useSession()?.pub ?? '';
  const [version, setVersion] = useState(0);
  const [friends, setFriends] = useState<readonly Friend[] | null>(null);

  useEffect(
    () =>
      contacts.subscribe((event) => {
        if (FRIEND_EVENTS.has(event.type)) setVersion((v) => v + 1);
      }),
    [contacts],
  );

  useEffect(() => {
    let live = true;
    contacts.friends().then(
      (list) => live && setFriends(list),
      (error: unknown) => console.error('Friends could not be read', error),
    );
    return () => {
      live = false;
    };
  }, [contacts, pub, version]);

  return friends;
}
