import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../src/app/routes/route-match.ts';
import { SCREEN_ROUTE_IDS } from '../../src/app/routes/route-screens.ts';
import { ROUTE_TABLE } from '../../src/app/routes/route-table.ts';

// The route lists exactly as the spec writes them; {pub} stands for a public key.

/** 000 "Route list": plain spellings. */
const SPEC_000_PLAIN =
  '/, /index, /versiontalkpage, /storagepage, /settingspage, /relaypage, /qrpage, /myself, /keycheck, /indexeddbpage, /i18nset, /i18n, /htmlpage, /help, /githubpage, /discoverpage, /devpost, /devpage, /daipage, /creatkeypage, /chatpage, /browser, /blacklist, /base64, /audioset, /xpage, /voiceroomtest, /voicecall, /userguide, /strangerprofile, /sponsorship, /scanresult, /scanpage, /rooms, /reportpage, /postmoment, /notifications, /notificationsettings, /mymoments, /moments, /momentdetail, /migrationimport, /migrationexport, /migrationchoice, /gunstatus, /groupmessages, /groupmembers, /grouplist, /groupkeypairs, /gametest, /friendsettings, /friendrequests, /friendprofile, /friendmoments, /authtest, /aisetting, /aiset, /aichat';

/** 000 "Route list": kebab-style alternates. */
const SPEC_000_KEBAB =
  '/friend-profile?pub={pub}, /friend-settings, /stranger-profile?pub={pub}, /FriendRequests, /group-key-pairs, /group/{pub}/messages, /group/{pub}/members, /voice-room-test, /user-guide, /moment-detail, /GunStatus, /ScanPage, /MyMoments, /FriendMoments, /MomentDetail, /NotificationSettings, /blackList, /ReportPage, /githubpage, /Sponsorship, /MigrationChoice, /indexedDBpage, /daipage, /AiSet, /aisetting';

/** 001 route table, one row per line. */
const SPEC_001_TABLE = [
  '/moments, /postmoment, /mymoments (also /MyMoments), /friendmoments (also /FriendMoments), /momentdetail (also /MomentDetail, /moment-detail)',
  '/notifications, /notificationsettings (also /NotificationSettings)',
  '/relaypage, /gunstatus (also /GunStatus)',
  '/scanpage (also /ScanPage), /scanresult',
  '/friend-profile?pub={pub} (also /friendprofile), /stranger-profile?pub={pub} (also /strangerprofile), /myself',
  '/group/{pub}/messages, /group/{pub}/members',
  '/migrationchoice, /migrationimport, /migrationexport',
  '/i18nset, /i18n, /i18n copy',
  '/help, /userguide (also /user-guide), /sponsorship, /githubpage, /discoverpage, /daipage, /versiontalkpage',
  '/, /index',
].join(', ');

/** 002 section 2.1 (home icon list) and the routes referenced from the AI chat area. */
const SPEC_002 =
  '/AiSetting, /AiChat, /qrpage, /htmlpage, /browser, /relaypage, /Xpage, /Youtubepage, /Githubpage, /Tiktokpage, /user-guide, /aisetting, /AiSet, /ScanPage, /relaypage, /settingspage, /myself, /aichat, /aiset';

/** Splits a list into paths: "(also ...)" groups become separate paths. */
function pathsOf(list: string): string[] {
  return list
    .replace(/[()]/g, ',')
    .split(',')
    .map((item) => item.replace(/^\s*also\s+/, '').trim())
    .filter((item) => item.startsWith('/'));
}

/** A spec path as a browser would request it: a real key for {pub}, the query left to the page. */
function requestPath(specPath: string): string {
  const withKey = specPath.replaceAll('{pub}', 'aB3_x-9.Qz');
  return encodeURI(withKey.split('?')[0] ?? withKey);
}

const SPEC_PATHS = [
  ...pathsOf(SPEC_000_PLAIN),
  ...pathsOf(SPEC_000_KEBAB),
  ...pathsOf(SPEC_001_TABLE),
  ...pathsOf(SPEC_002),
];

describe('route table', () => {
  it('reads the spec lists completely', () => {
    expect(pathsOf(SPEC_000_PLAIN)).toHaveLength(58);
    expect(pathsOf(SPEC_000_KEBAB)).toHaveLength(25);
    expect(pathsOf(SPEC_001_TABLE)).toContain('/i18n copy');
    expect(pathsOf(SPEC_002)).toContain('/Tiktokpage');
  });

  it.each(SPEC_PATHS)('serves %s', (specPath) => {
    expect(resolveRoute(requestPath(specPath))).not.toBeNull();
  });

  it('matches without regard to case, one entry for every spelling of a screen', () => {
    expect(resolveRoute('/AiSetting')?.id).toBe('aiSettings');
    expect(resolveRoute('/aisetting')?.id).toBe('aiSettings');
    expect(resolveRoute('/AISETTING')?.id).toBe('aiSettings');
    expect(resolveRoute('/friend-profile')?.id).toBe(resolveRoute('/friendprofile')?.id);
    expect(resolveRoute('/group/abc/messages')?.id).toBe(resolveRoute('/groupmessages')?.id);
    expect(resolveRoute('/group/abc/members')?.id).toBe(resolveRoute('/groupmembers')?.id);
    expect(resolveRoute('/i18n%20copy')?.id).toBe('language');
  });

  it('sends the spec routes to the screens built for them', () => {
    const expected: Record<string, string> = {
      '/': 'login',
      '/creatkeypage': 'createKey',
      '/index': 'home',
      '/myself': 'myProfile',
      '/keycheck': 'keyCheck',
      '/settingspage': 'settings',
      '/i18nset': 'language',
      '/i18n': 'language',
      '/rooms': 'rooms',
      '/grouplist': 'groupList',
      '/groupkeypairs': 'groupKeyPairs',
      '/group-key-pairs': 'groupKeyPairs',
      '/moments': 'moments',
      '/postmoment': 'postMoment',
      '/MyMoments': 'myMoments',
      '/FriendMoments': 'friendMoments',
    };
    for (const [path, id] of Object.entries(expected)) expect(resolveRoute(path)?.id).toBe(id);
  });

  it('leaves unknown paths to the not-found page', () => {
    expect(resolveRoute('/no-such-page')).toBeNull();
    expect(resolveRoute('/index/extra')).toBeNull();
    expect(resolveRoute('/group/abc')).toBeNull();
  });

  it('lists every path once, ignoring case', () => {
    const paths = ROUTE_TABLE.flatMap((entry) => entry.paths.map((path) => path.toLowerCase()));
    expect(new Set(paths).size).toBe(paths.length);
    const ids = ROUTE_TABLE.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has no entry the spec does not name, beyond the licence, legal and device pages', () => {
    // The spec has an end-user licence page and legal texts but names no address for them; it has
    // no keys per device, so no page listing my devices, and no safety numbers.
    const unnamedInSpec = new Set(['licence', 'legal', 'myDevices', 'safetyNumber']);
    const specPaths = new Set(SPEC_PATHS.map((path) => requestPath(path).toLowerCase()));
    for (const entry of ROUTE_TABLE.filter(({ id }) => !unnamedInSpec.has(id))) {
      const served = entry.paths.some((path) =>
        specPaths.has(encodeURI(path.replace(':pub', 'aB3_x-9.Qz')).toLowerCase()),
      );
      expect(served, entry.id).toBe(true);
    }
  });

  it.each(['en', 'zh'])('has a %s title for every entry', (language) => {
    const url = new URL(`../../src/app/i18n/locales/${language}/routes.json`, import.meta.url);
    const titles = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
    for (const entry of ROUTE_TABLE) {
      const title = titles[entry.titleKey];
      expect(typeof title === 'string' && title.length > 0, entry.titleKey).toBe(true);
    }
  });

  it('has a route for every screen, so none is left unreachable under a misspelt id', () => {
    const ids = new Set(ROUTE_TABLE.map((entry) => entry.id));
    for (const id of SCREEN_ROUTE_IDS) expect(ids.has(id), id).toBe(true);
  });
});
