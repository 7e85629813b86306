/** The chat page's route, without the friend. */
export const CHAT_PAGE_ROUTE = '/chatpage';

/** The chat page of a friend, optionally opened at one message (a search hit). */
export function chatPagePath(pub: string, msgId?: string): string {
  const query = new URLSearchParams({ pub });
  if (msgId) query.set('msg', msgId);
  return `${CHAT_PAGE_ROUTE}?${query.toString()}`;
}

/** Where the plus menu's items lead (the spec's spellings; rooms belong to the Rooms screens). */
export const PLUS_MENU_PATHS = {
  startGroup: '/rooms',
  joinGroup: '/rooms',
  addFriend: '/FriendRequests',
  scanner: '/ScanPage',
} as const;
