/**
 * How many received friend requests the user has not viewed yet (the Contacts red dot).
 * The friend-request feature does not exist yet, so there are none to count.
 */
export function useUnviewedFriendRequestCount(): number {
  return 0;
}
