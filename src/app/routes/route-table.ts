import { HOME_PATH } from './paths.ts';

/**
 * Who may open a route.
 * - `guest`: the sign-in screens; someone who arrives already signed in is sent to /index.
 * - `public`: anyone (help and language pages are useful before signing in).
 * - `user`: needs a signed-in user; without one the route redirects to /.
 */
export type RouteAccess = 'guest' | 'public' | 'user';

/**
 * Every route of the spec: what it is called and who may open it. The screens themselves are in
 * route-screens.ts, so screens can resolve routes without importing each other.
 */
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
}

function entry(id: string, paths: readonly string[], access: RouteAccess): RouteEntry {
  return { id, paths, titleKey: id, access };
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // Sign-in and home
  entry('login', ['/'], 'guest'),
  entry('createKey', ['/creatkeypage'], 'guest'),
  entry('home', [HOME_PATH], 'user'),

  // Account, settings and security
  entry('myProfile', ['/myself'], 'user'),
  entry('keyCheck', ['/keycheck'], 'user'),
  entry('myDevices', ['/devices'], 'user'),
  entry('safetyNumber', ['/safety-number'], 'user'),
  entry('settings', ['/settingspage'], 'user'),
  entry('language', ['/i18nset', '/i18n', '/i18n copy'], 'public'),
  entry('notificationSettings', ['/notificationsettings'], 'user'),
  entry('audioSettings', ['/audioset'], 'user'),
  entry('blacklist', ['/blacklist'], 'user'),
  entry('reportUsers', ['/reportpage'], 'user'),
  entry('migrationChoice', ['/migrationchoice'], 'user'),
  entry('migrationExport', ['/migrationexport'], 'user'),
  entry('migrationImport', ['/migrationimport'], 'user'),
  entry('networkDatabase', ['/indexeddbpage'], 'user'),
  entry('storageMonitor', ['/storagepage'], 'user'),

  // Chats, contacts and groups
  entry('chat', ['/chatpage'], 'user'),
  entry('friendRequests', ['/friendrequests'], 'user'),
  entry('friendProfile', ['/friendprofile', '/friend-profile'], 'user'),
  entry('friendSettings', ['/friendsettings', '/friend-settings'], 'user'),
  entry('strangerProfile', ['/strangerprofile', '/stranger-profile'], 'user'),
  entry('rooms', ['/rooms'], 'user'),
  entry('groupList', ['/grouplist'], 'user'),
  entry('groupMessages', ['/groupmessages', '/group/:pub/messages'], 'user'),
  entry('groupMembers', ['/groupmembers', '/group/:pub/members'], 'user'),
  entry('groupKeyPairs', ['/groupkeypairs', '/group-key-pairs'], 'user'),

  // Moments and notifications
  entry('moments', ['/moments'], 'user'),
  entry('postMoment', ['/postmoment'], 'user'),
  entry('myMoments', ['/mymoments'], 'user'),
  entry('friendMoments', ['/friendmoments'], 'user'),
  entry('momentDetail', ['/momentdetail', '/moment-detail'], 'user'),
  entry('notifications', ['/notifications'], 'user'),

  // Network, scanning and tools
  entry('relay', ['/relaypage'], 'user'),
  entry('gunStatus', ['/gunstatus'], 'user'),
  entry('scanner', ['/scanpage'], 'user'),
  entry('scanResult', ['/scanresult'], 'user'),
  entry('qrCode', ['/qrpage'], 'user'),
  entry('webTools', ['/htmlpage'], 'user'),
  entry('browser', ['/browser'], 'user'),
  entry('base64', ['/base64'], 'user'),
  entry('discover', ['/discoverpage'], 'user'),
  entry('xPage', ['/xpage'], 'user'),
  entry('youtube', ['/youtubepage'], 'user'),
  entry('tiktok', ['/tiktokpage'], 'user'),

  // AI
  entry('aiChat', ['/aichat'], 'user'),
  // The spec's /aiset is another spelling of the AI settings page.
  entry('aiSettings', ['/aisetting', '/aiset'], 'user'),

  // Help, guide and project pages: readable before signing in
  entry('help', ['/help'], 'public'),
  entry('userGuide', ['/userguide', '/user-guide'], 'public'),
  entry('sponsorship', ['/sponsorship'], 'public'),
  entry('sourceRepository', ['/githubpage'], 'public'),
  entry('desktopAi', ['/daipage'], 'public'),
  entry('versionNotes', ['/versiontalkpage'], 'public'),
  entry('licence', ['/licence'], 'public'),
  entry('legal', ['/legal'], 'public'),

  // Voice, game, auth-test and developer routes: the spec does not show what they hold
  entry('voiceCall', ['/voicecall'], 'user'),
  entry('voiceRoomTest', ['/voiceroomtest', '/voice-room-test'], 'user'),
  entry('gameTest', ['/gametest'], 'user'),
  entry('authTest', ['/authtest'], 'user'),
  entry('devPage', ['/devpage'], 'user'),
  entry('devPost', ['/devpost'], 'user'),
];
