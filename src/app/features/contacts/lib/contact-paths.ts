/** Where the contacts screens lead (the spec's spellings). */
const withPub = (path: string) => (pub: string) => `${path}?pub=${encodeURIComponent(pub)}`;

export const friendProfilePath = withPub('/friend-profile');
export const friendSettingsPath = withPub('/friend-settings');
export const strangerProfilePath = withPub('/stranger-profile');
export const chatPath = withPub('/chatpage');
export const reportPath = withPub('/ReportPage');
export const FRIEND_REQUESTS_PATH = '/FriendRequests';
export const SCAN_PATH = '/ScanPage';
export const MY_PROFILE_PATH = '/myself';
