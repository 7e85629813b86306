/** The chat page's route, without the friend. */
export const CHAT_PAGE_ROUTE = '/chatpage';

/** The chat page of a friend, optionally opened at one message (a search hit). */
export function chatPagePath(pub: string, msgId?: string): string {
  const query = new URLSearchParams({ pub });
  if (msgId) query.set('msg', msgId);
  return `${CHAT_PAGE_ROUTE}?${query.toString()}`;
}

/** Where the plus menu's pages lead (the spec's spellings); its room items open dialogs. */
export const PLUS_MENU_PATHS = {
  addFriend: '/FriendRequests',
  scanner: '/ScanPage',
} as const;
