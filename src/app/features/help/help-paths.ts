/** The help pages' addresses, which they link to each other by. */
export const HELP_PATH = '/help';
export const USER_GUIDE_PATH = '/userguide';
export const DESKTOP_AI_PATH = '/daipage';
export const LEGAL_PATH = '/legal';
export const LICENCE_PATH = '/licence';
export const VERSION_NOTES_PATH = '/versiontalkpage';
export const SPONSORSHIP_PATH = '/sponsorship';
export const SOURCE_REPOSITORY_PATH = '/githubpage';
export const AI_SETTINGS_PATH = '/aisetting';
export const RELAY_PAGE_PATH = '/relaypage';
