/**
 * What other features may use of contacts: the frame of the pages reached from the Contacts tab
 * (friend profile, friend requests, blacklist, report; it brings the stylesheet they share), the
 * friend list and contacts reads, live, and where their screens are.
 */
export { SubPage } from './components/sub-page.tsx';
export { VerificationBadge } from './components/verification-badge.tsx';
export { useContactQuery, type ContactQuery } from './hooks/use-contact-query.ts';
export { useDeleteFriend, useFriend, useFriends } from './hooks/use-friends.ts';
export {
  MY_PROFILE_PATH,
  SCAN_PATH,
  chatPath,
  friendProfilePath,
  friendSettingsPath,
  reportPath,
  strangerProfilePath,
} from './lib/contact-paths.ts';
export { filterFriends } from './lib/filter-friends.ts';
