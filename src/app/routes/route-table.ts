import type { ComponentType } from 'react';

/**
 * Who may open a route.
 * - `guest`: the sign-in screens; someone who arrives already signed in is sent to /index.
 * - `public`: anyone (help and language pages are useful before signing in).
 * - `user`: needs a signed-in user; without one the route redirects to /.
 */
export type RouteAccess = 'guest' | 'public' | 'user';

export interface RouteEntry {
  readonly id: string;
  /**
   * Every spelling the spec uses, each listed once: react-router matches without regard to case,
   * so /AiSetting is served by /aisetting. Query parameters (`?pub=`) are read by the page.
   */
  readonly paths: readonly string[];
  /** A key of the `routes` namespace: the screen's title. */
  readonly titleKey: string;
  readonly access: RouteAccess;
  /** Resolves to the screen's component; each screen is its own lazy chunk. */
  readonly load: () => Promise<ComponentType>;
}

export const HOME_PATH = '/index';
export const SIGN_IN_PATH = '/';

// Screens built later show a titled "not available yet" state, never fake data.
const placeholder = (): Promise<ComponentType> =>
  import('../features/placeholder/placeholder-page.tsx').then((m) => m.PlaceholderPage);

function entry(
  id: string,
  paths: readonly string[],
  access: RouteAccess,
  load = placeholder,
): RouteEntry {
  return { id, paths, titleKey: id, access, load };
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Sign-in and home
  entry('login', ['/'], 'guest', () =>
    import('../features/auth/login-page.tsx').then((m) => m.LoginPage),
  ),
  entry('createKey', ['/creatkeypage'], 'guest', () =>
    import('../features/auth/create-key-page.tsx').then((m) => m.CreateKeyPage),
  ),
  entry('home', [HOME_PATH], 'user', () =>
    import('../shell/home-shell.tsx').then((m) => m.HomeShell),
  ),

  // Account, settings and security
  entry('myProfile', ['/myself'], 'user', () =>
    import('../features/profile/my-profile-page.tsx').then((m) => m.MyProfilePage),
  ),
  entry('keyCheck', ['/keycheck'], 'user', () =>
    import('../features/keycheck/key-check-page.tsx').then((m) => m.KeyCheckPage),
  ),
  entry('settings', ['/settingspage'], 'user', () =>
    import('../features/settings/settings-page.tsx').then((m) => m.SettingsPage),
  ),
  entry('language', ['/i18nset', '/i18n', '/i18n copy'], 'public', () =>
    import('../features/language/language-page.tsx').then((m) => m.LanguagePage),
  ),
  entry('notificationSettings', ['/notificationsettings'], 'user', () =>
    import('../features/notification-settings/notification-settings-page.tsx').then(
      (m) => m.NotificationSettingsPage,
    ),
  ),
  entry('audioSettings', ['/audioset'], 'user'),
  entry('blacklist', ['/blacklist'], 'user', () =>
    import('../features/blacklist/blacklist-page.tsx').then((m) => m.BlacklistPage),
  ),
  entry('reportUsers', ['/reportpage'], 'user', () =>
    import('../features/report/report-page.tsx').then((m) => m.ReportPage),
  ),
  entry('migrationChoice', ['/migrationchoice'], 'user', () =>
    import('../features/migration/migration-choice-page.tsx').then((m) => m.MigrationChoicePage),
  ),
  entry('migrationExport', ['/migrationexport'], 'user', () =>
    import('../features/migration/migration-export-page.tsx').then((m) => m.MigrationExportPage),
  ),
  entry('migrationImport', ['/migrationimport'], 'user', () =>
    import('../features/migration/migration-import-page.tsx').then((m) => m.MigrationImportPage),
  ),
  entry('networkDatabase', ['/indexeddbpage'], 'user', () =>
    import('../features/storage/network-database-page.tsx').then((m) => m.NetworkDatabasePage),
  ),
  entry('storageMonitor', ['/storagepage'], 'user', () =>
    import('../features/storage/storage-monitor-page.tsx').then((m) => m.StorageMonitorPage),
  ),

  // Chats, contacts and groups
  entry('chat', ['/chatpage'], 'user', () =>
    import('../features/chat/chat-page.tsx').then((m) => m.ChatPage),
  ),
  entry('friendRequests', ['/friendrequests'], 'user', () =>
    import('../features/friend-requests/friend-requests-page.tsx').then(
      (m) => m.FriendRequestsPage,
    ),
  ),
  entry('friendProfile', ['/friendprofile', '/friend-profile'], 'user', () =>
    import('../features/friend-profile/friend-profile-page.tsx').then((m) => m.FriendProfilePage),
  ),
  entry('friendSettings', ['/friendsettings', '/friend-settings'], 'user', () =>
    import('../features/friend-profile/friend-settings-page.tsx').then((m) => m.FriendSettingsPage),
  ),
  entry('strangerProfile', ['/strangerprofile', '/stranger-profile'], 'user', () =>
    import('../features/friend-profile/stranger-profile-page.tsx').then(
      (m) => m.StrangerProfilePage,
    ),
  ),
  entry('rooms', ['/rooms'], 'user', () =>
    import('../features/rooms/rooms-page.tsx').then((m) => m.RoomsPage),
  ),
  entry('groupList', ['/grouplist'], 'user', () =>
    import('../features/rooms/group-list-page.tsx').then((m) => m.GroupListPage),
  ),
  entry('groupMessages', ['/groupmessages', '/group/:pub/messages'], 'user', () =>
    import('../features/rooms/group-messages-page.tsx').then((m) => m.GroupMessagesPage),
  ),
  entry('groupMembers', ['/groupmembers', '/group/:pub/members'], 'user', () =>
    import('../features/rooms/group-members-page.tsx').then((m) => m.GroupMembersPage),
  ),
  entry('groupKeyPairs', ['/groupkeypairs', '/group-key-pairs'], 'user', () =>
    import('../features/rooms/group-key-pairs-page.tsx').then((m) => m.GroupKeyPairsPage),
  ),

  // Moments and notifications
  entry('moments', ['/moments'], 'user', () =>
    import('../features/moments/moments-page.tsx').then((m) => m.MomentsPage),
  ),
  entry('postMoment', ['/postmoment'], 'user', () =>
    import('../features/moments/post-moment-page.tsx').then((m) => m.PostMomentPage),
  ),
  entry('myMoments', ['/mymoments'], 'user', () =>
    import('../features/moments/my-moments-page.tsx').then((m) => m.MyMomentsPage),
  ),
  entry('friendMoments', ['/friendmoments'], 'user', () =>
    import('../features/moments/friend-moments-page.tsx').then((m) => m.FriendMomentsPage),
  ),
  entry('momentDetail', ['/momentdetail', '/moment-detail'], 'user', () =>
    import('../features/moments/moment-detail-page.tsx').then((m) => m.MomentDetailPage),
  ),
  entry('notifications', ['/notifications'], 'user', () =>
    import('../features/moments/notifications-page.tsx').then((m) => m.NotificationsPage),
  ),

  // Network, scanning and tools
  entry('relay', ['/relaypage'], 'user', () =>
    import('../features/relays/relays-page.tsx').then((m) => m.RelaysPage),
  ),
  entry('gunStatus', ['/gunstatus'], 'user', () =>
    import('../features/relays/relays-page.tsx').then((m) => m.GunStatusPage),
  ),
  entry('scanner', ['/scanpage'], 'user', () =>
    import('../features/scan/scan-page.tsx').then((m) => m.ScanPage),
  ),
  entry('scanResult', ['/scanresult'], 'user', () =>
    import('../features/scan/scan-result-page.tsx').then((m) => m.ScanResultPage),
  ),
  entry('qrCode', ['/qrpage'], 'user', () =>
    import('../features/qr/qr-page.tsx').then((m) => m.QrPage),
  ),
  entry('webTools', ['/htmlpage'], 'user'),
  entry('browser', ['/browser'], 'user'),
  entry('base64', ['/base64'], 'user'),
  entry('discover', ['/discoverpage'], 'user'),
  entry('xPage', ['/xpage'], 'user'),
  entry('youtube', ['/youtubepage'], 'user'),
  entry('tiktok', ['/tiktokpage'], 'user'),

  // AI
  entry('aiChat', ['/aichat'], 'user', () =>
    import('../features/ai-chat/ai-chat-page.tsx').then((m) => m.AiChatPage),
  ),
  // The spec's /aiset is another spelling of the AI settings page.
  entry('aiSettings', ['/aisetting', '/aiset'], 'user', () =>
    import('../features/ai-settings/ai-settings-page.tsx').then((m) => m.AiSettingsPage),
  ),

  // Help, guide and project pages: readable before signing in
  entry('help', ['/help'], 'public'),
  entry('userGuide', ['/userguide', '/user-guide'], 'public'),
  entry('sponsorship', ['/sponsorship'], 'public'),
  entry('sourceRepository', ['/githubpage'], 'public'),
  entry('desktopAi', ['/daipage'], 'public'),
  entry('versionNotes', ['/versiontalkpage'], 'public'),

  // Voice, game, auth-test and developer routes: the spec does not show what they hold
  entry('voiceCall', ['/voicecall'], 'user'),
  entry('voiceRoomTest', ['/voiceroomtest', '/voice-room-test'], 'user'),
  entry('gameTest', ['/gametest'], 'user'),
  entry('authTest', ['/authtest'], 'user'),
  entry('devPage', ['/devpage'], 'user'),
  entry('devPost', ['/devpost'], 'user'),
];
