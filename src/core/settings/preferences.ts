import type { NotificationType } from '../moments/moment-types.ts';
import type { KeyValueStore } from '../store/kv.ts';
import { Emitter } from '../util/emitter.ts';
import type { NotificationFilter } from './notification-filter.ts';

/** Device preferences that outlive a session: they are read before login and kept at logout. */
export interface Preferences {
  language: string;
  theme: string;
  toastsEnabled: boolean;
  relaySharing: boolean;
  lastTab: string;
  /** Browser notifications for new messages and friend requests while the page is hidden. */
  notificationsEnabled: boolean;
  /** Whether a message notification shows the text, or only who sent it. */
  notificationText: boolean;
  /** The browser's permission has been asked for once (it is not asked again unprompted). */
  notificationsAsked: boolean;
  /** Each kind of the notification list: recorded or not (notification-filter.ts). */
  notifyLike: boolean;
  notifyComment: boolean;
  notifyReply: boolean;
  notifyForward: boolean;
  notifyFriendRemoved: boolean;
  /** A toast when a new notification arrives while the app is open. */
  notificationToasts: boolean;
}

/** The preference that switches each kind of notification. */
export const NOTIFICATION_KIND_PREFERENCES = {
  like: 'notifyLike',
  comment: 'notifyComment',
  reply: 'notifyReply',
  forward: 'notifyForward',
  friend_removed: 'notifyFriendRemoved',
} as const satisfies Record<NotificationType, keyof Preferences>;

const DEFAULTS: Preferences = {
  language: 'en',
  theme: 'purple',
  toastsEnabled: false,
  relaySharing: true,
  lastTab: 'chat',
  notificationsEnabled: true,
  notificationText: true,
  notificationsAsked: false,
  notifyLike: true,
  notifyComment: true,
  notifyReply: true,
  notifyForward: true,
  notifyFriendRemoved: true,
  notificationToasts: true,
};

const KEY_PREFIX = 'meshtalk:pref:';

export class PreferencesService {
  readonly #listeners = new Emitter<Preferences>('preferences');
  readonly #defaults: Preferences;

  /** `defaults` replaces the built-in ones until a preference is chosen (the browser's language). */
  constructor(
    private readonly kv: KeyValueStore,
    defaults: Partial<Preferences> = {},
  ) {
    this.#defaults = { ...DEFAULTS, ...defaults };
  }

  get<K extends keyof Preferences>(key: K): Preferences[K] {
    const fallback = this.#defaults[key];
    const raw = this.kv.get(KEY_PREFIX + key);
    if (raw === null) return fallback;
    try {
      const value: unknown = JSON.parse(raw);
      return typeof value === typeof fallback ? (value as Preferences[K]) : fallback;
    } catch {
      return fallback;
    }
  }

  set<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
    this.kv.set(KEY_PREFIX + key, JSON.stringify(value));
    this.#listeners.emit(this.all());
  }

  all(): Preferences {
    return {
      language: this.get('language'),
      theme: this.get('theme'),
      toastsEnabled: this.get('toastsEnabled'),
      relaySharing: this.get('relaySharing'),
      lastTab: this.get('lastTab'),
      notificationsEnabled: this.get('notificationsEnabled'),
      notificationText: this.get('notificationText'),
      notificationsAsked: this.get('notificationsAsked'),
      notifyLike: this.get('notifyLike'),
      notifyComment: this.get('notifyComment'),
      notifyReply: this.get('notifyReply'),
      notifyForward: this.get('notifyForward'),
      notifyFriendRemoved: this.get('notifyFriendRemoved'),
      notificationToasts: this.get('notificationToasts'),
    };
  }

  /** Whether a kind of notification is recorded, read when one comes in (the services' filter). */
  readonly notifies: NotificationFilter = (type) => this.get(NOTIFICATION_KIND_PREFERENCES[type]);

  subscribe(listener: (prefs: Preferences) => void): () => void {
    return this.#listeners.subscribe(listener);
  }

  /** The selected segment of a page (Chats/Rooms), with when it was chosen. */
  segment(page: string): string | null {
    return this.kv.get(`meshtalk:segment:${page}`);
  }

  setSegment(page: string, segment: string): void {
    this.kv.set(`meshtalk:segment:${page}`, segment);
  }
}
