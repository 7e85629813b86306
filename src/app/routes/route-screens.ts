/**
 * Each route's screen, as a lazy chunk of its own. Only app-routes.tsx imports this: a screen that
 * imported it would import every other screen.
 */
import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  login: () => import('../features/auth/login-page.tsx').then((m) => m.LoginPage),
  createKey: () => import('../features/auth/create-key-page.tsx').then((m) => m.CreateKeyPage),
  home: () => import('../shell/home-shell.tsx').then((m) => m.HomeShell),
  myProfile: () => import('../features/profile/my-profile-page.tsx').then((m) => m.MyProfilePage),
  keyCheck: () => import('../features/keycheck/key-check-page.tsx').then((m) => m.KeyCheckPage),
  myDevices: () => import('../features/devices/my-devices-page.tsx').then((m) => m.MyDevicesPage),
  safetyNumber: () =>
    import('../features/devices/safety-number-page.tsx').then((m) => m.SafetyNumberPage),
  settings: () => import('../features/settings/settings-page.tsx').then((m) => m.SettingsPage),
  language: () => import('../features/language/language-page.tsx').then((m) => m.LanguagePage),
  notificationSettings: () =>
    import('../features/notification-settings/notification-settings-page.tsx').then(
      (m) => m.NotificationSettingsPage,
    ),
  blacklist: () => import('../features/blacklist/blacklist-page.tsx').then((m) => m.BlacklistPage),
  reportUsers: () => import('../features/report/report-page.tsx').then((m) => m.ReportPage),
  migrationChoice: () =>
    import('../features/migration/migration-choice-page.tsx').then((m) => m.MigrationChoicePage),
  migrationExport: () =>
    import('../features/migration/migration-export-page.tsx').then((m) => m.MigrationExportPage),
  migrationImport: () =>
    import('../features/migration/migration-import-page.tsx').then((m) => m.MigrationImportPage),
  networkDatabase: () =>
    import('../features/storage/network-database-page.tsx').then((m) => m.NetworkDatabasePage),
  storageMonitor: () =>
    import('../features/storage/storage-monitor-page.tsx').then((m) => m.StorageMonitorPage),
  chat: () => import('../features/chat/chat-page.tsx').then((m) => m.ChatPage),
  friendRequests: () =>
    import('../features/friend-requests/friend-requests-page.tsx').then(
      (m) => m.FriendRequestsPage,
    ),
  friendProfile: () =>
    import('../features/friend-profile/friend-profile-page.tsx').then((m) => m.FriendProfilePage),
  friendSettings: () =>
    import('../features/friend-profile/friend-settings-page.tsx').then((m) => m.FriendSettingsPage),
  strangerProfile: () =>
    import('../features/friend-profile/stranger-profile-page.tsx').then(
      (m) => m.StrangerProfilePage,
    ),
  rooms: () => import('../features/rooms/rooms-page.tsx').then((m) => m.RoomsPage),
  groupList: () => import('../features/rooms/group-list-page.tsx').then((m) => m.GroupListPage),
  groupMessages: () =>
    import('../features/rooms/group-messages-page.tsx').then((m) => m.GroupMessagesPage),
  groupMembers: () =>
    import('../features/rooms/group-members-page.tsx').then((m) => m.GroupMembersPage),
  groupKeyPairs: () =>
    import('../features/rooms/group-key-pairs-page.tsx').then((m) => m.GroupKeyPairsPage),
  moments: () => import('../features/moments/moments-page.tsx').then((m) => m.MomentsPage),
  postMoment: () =>
    import('../features/moments/post-moment-page.tsx').then((m) => m.PostMomentPage),
  myMoments: () => import('../features/moments/my-moments-page.tsx').then((m) => m.MyMomentsPage),
  friendMoments: () =>
    import('../features/moments/friend-moments-page.tsx').then((m) => m.FriendMomentsPage),
  momentDetail: () =>
    import('../features/moments/moment-detail-page.tsx').then((m) => m.MomentDetailPage),
  notifications: () =>
    import('../features/moments/notifications-page.tsx').then((m) => m.NotificationsPage),
  relay: () => import('../features/relays/relays-page.tsx').then((m) => m.RelaysPage),
  gunStatus: () => import('../features/relays/relays-page.tsx').then((m) => m.GunStatusPage),
  scanner: () => import('../features/scan/scan-page.tsx').then((m) => m.ScanPage),
  scanResult: () => import('../features/scan/scan-result-page.tsx').then((m) => m.ScanResultPage),
  qrCode: () => import('../features/qr/qr-page.tsx').then((m) => m.QrPage),
  aiChat: () => import('../features/ai-chat/ai-chat-page.tsx').then((m) => m.AiChatPage),
  aiSettings: () =>
    import('../features/ai-settings/ai-settings-page.tsx').then((m) => m.AiSettingsPage),
  audioSettings: () =>
    import('../features/audio/audio-settings-page.tsx').then((m) => m.AudioSettingsPage),
  webTools: () => import('../features/web-tools/web-tools-page.tsx').then((m) => m.WebToolsPage),
  browser: () => import('../features/browser/browser-page.tsx').then((m) => m.BrowserPage),
  base64: () => import('../features/base64/base64-page.tsx').then((m) => m.Base64Page),
  discover: () => import('../features/discover/discover-page.tsx').then((m) => m.DiscoverPage),
  xPage: () => import('../features/external-links/external-link-pages.tsx').then((m) => m.XPage),
  youtube: () =>
    import('../features/external-links/external-link-pages.tsx').then((m) => m.YoutubePage),
  tiktok: () =>
    import('../features/external-links/external-link-pages.tsx').then((m) => m.TiktokPage),
  sourceRepository: () =>
    import('../features/external-links/external-link-pages.tsx').then((m) => m.GithubPage),
  help: () => import('../features/help/help-page.tsx').then((m) => m.HelpPage),
  userGuide: () => import('../features/help/user-guide-page.tsx').then((m) => m.UserGuidePage),
  sponsorship: () => import('../features/help/sponsorship-page.tsx').then((m) => m.SponsorshipPage),
  desktopAi: () => import('../features/help/desktop-ai-page.tsx').then((m) => m.DesktopAiPage),
  versionNotes: () =>
    import('../features/help/version-notes-page.tsx').then((m) => m.VersionNotesPage),
  licence: () => import('../features/help/licence-page.tsx').then((m) => m.LicencePage),
  legal: () => import('../features/help/legal-page.tsx').then((m) => m.LegalPage),
};

/** The routes that have a screen of their own. */
export const SCREEN_ROUTE_IDS: readonly string[] = Object.keys(SCREENS);

// Screens built later show a titled "not available yet" state, never fake data.
const placeholder: ScreenLoader = () =>
  import('../features/placeholder/placeholder-page.tsx').then((m) => m.PlaceholderPage);

/** Loads the screen of the route with this id (the placeholder for routes without one). */
export function loadRouteScreen(id: string): Promise<ComponentType> {
  return (SCREENS[id] ?? placeholder)();
}
