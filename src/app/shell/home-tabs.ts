import {
  apertureOutline,
  appsOutline,
  chatbubblesOutline,
  peopleOutline,
  personCircleOutline,
  pulseOutline,
  settingsOutline,
  sparklesOutline,
} from 'ionicons/icons';

export const HOME_TABS = [
  'chat',
  'contacts',
  'moments',
  'aichat',
  'relay',
  'settings',
  'profile',
  'os',
] as const;

export type HomeTabId = (typeof HOME_TABS)[number];

export const DEFAULT_TAB: HomeTabId = 'chat';

/**
 * Wide screens: the spec's sidebar order. The spec's list leaves out OS, one of its tabs: it
 * follows Settings, and Profile (the account, with its avatar) keeps the foot of the sidebar.
 */
export const SIDEBAR_TABS: readonly HomeTabId[] = [
  'chat',
  'contacts',
  'aichat',
  'moments',
  'relay',
  'settings',
  'os',
  'profile',
];

/** Narrow screens: the spec's bottom tab bar (OS is reached from the Profile tab). */
export const TAB_BAR_TABS: readonly HomeTabId[] = [
  'chat',
  'contacts',
  'moments',
  'aichat',
  'profile',
];

export const TAB_ICONS: Record<HomeTabId, string> = {
  chat: chatbubblesOutline,
  contacts: peopleOutline,
  moments: apertureOutline,
  aichat: sparklesOutline,
  relay: pulseOutline,
  settings: settingsOutline,
  profile: personCircleOutline,
  os: appsOutline,
};

/** Keys of the `shell` namespace: the label in the sidebar and tab bar. */
export const TAB_LABEL_KEYS: Record<HomeTabId, string> = {
  chat: 'tabChat',
  contacts: 'tabContacts',
  moments: 'tabMoments',
  aichat: 'tabAiChat',
  relay: 'tabRelay',
  settings: 'tabSettings',
  profile: 'tabProfile',
  os: 'tabOs',
};

export function isHomeTab(value: string): value is HomeTabId {
  return (HOME_TABS as readonly string[]).includes(value);
}
