import type { Friend } from '@core/contacts/friend.ts';

/** The Contacts search: a friend matches by remark, alias or public key (case-insensitive). */
export function filterFriends(friends: readonly Friend[], query: string): readonly Friend[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return friends;
  return friends.filter((friend) =>
    [friend.displayName, friend.alias, friend.remark, friend.pub].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}
