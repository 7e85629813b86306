import { useRequestSummary } from '../features/friend-requests/use-friend-requests.ts';

/**
 * How many received friend requests the user has not viewed yet (the Contacts red dot): the
 * pending count while New Friends has not been opened since the last request arrived, else 0.
 */
export function useUnviewedFriendRequestCount(): number {
  const { pending, unviewed } = useRequestSummary();
  return unviewed ? pending : 0;
}
