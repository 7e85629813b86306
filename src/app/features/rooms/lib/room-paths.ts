/** A room's message page. */
export const groupMessagesPath = (pub: string): string =>
  `/group/${encodeURIComponent(pub)}/messages`;

/** A room's member page. */
export const groupMembersPath = (pub: string): string =>
  `/group/${encodeURIComponent(pub)}/members`;

/** The room's key as the console's cards show it: its start and end. */
export const shortRoomKey = (pub: string): string => `${pub.slice(0, 6)}…${pub.slice(-4)}`;

/** My rooms as a list page, and their key pairs. */
export const GROUP_LIST_PATH = '/grouplist';
export const GROUP_KEY_PAIRS_PATH = '/groupkeypairs';
