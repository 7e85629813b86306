import type { ContactEvent } from '@core/contacts/contact-events.ts';
import type { Friend } from '@core/contacts/friend.ts';
import { useCore, useSession } from '../../../boot/core-context.ts';
import { useLiveQuery } from '../../../ui/use-live-query.ts';

const FRIEND_EVENTS: ReadonlySet<ContactEvent['type']> = new Set([
  'friend-added',
  'friend-removed',
  'friend-updated',
]);

/** The signed-in user's friends for the auto-reply selection; follows adds, removals and renames. */
export function useBuddies(): readonly Friend[] | null {
  const { contacts } = useCore();
  const pub = useSession()?.pub ?? '';
  return useLiveQuery(
    `buddies:${pub}`,
    {
      read: () => contacts.friends(),
      source: contacts,
      changes: (event) => FRIEND_EVENTS.has(event.type),
    },
    null,
  ).value;
}
