import type { AiServices } from './ai/ai-services.ts';
import type { ChatService } from './chat/chat-service.ts';
import type { ContactService } from './contacts/contact-service.ts';
import type { DeviceLink } from './devices/device-link.ts';
import type { DeviceService } from './devices/device-service.ts';
import type { MigrationService, MigrationTimings } from './migration/migration-service.ts';
import type { MomentService } from './moments/moment-service.ts';
import type { RoomService } from './rooms/room-service.ts';
import type { ProbeSocketFactory } from './relays/relay-probe.ts';
import type { AwayWatch } from './relays/away-watch.ts';
import type { RelayService } from './relays/relay-service.ts';
import { AccountService } from './identity/account-service.ts';
import { CardVersions } from './identity/card-versions.ts';
import type { KeptSessionStore } from './identity/kept-session.ts';
import type { UserSpace } from './identity/user-space.ts';
import type { SocketClass } from './net/open-socket.ts';
import type { RedialSchedule } from './net/gun.ts';
import type { OwnStateService } from './own-state/own-state-service.ts';
import { PreferencesService, type Preferences } from './settings/preferences.ts';
import { SoundSettingsStore } from './settings/sound-settings.ts';
import { IconOrderStore } from './settings/icon-order.ts';
import type { SignedInServices, SignedInServicesDeps } from './signed-in-services.ts';
import { ModalNavStore } from './modal-nav/modal-nav-store.ts';
import type { KeyValueStore } from './store/kv.ts';
import type { Graph } from './graph/graph.ts';
import type { SqlDatabase } from './store/sql.ts';
import { debug } from './util/log.ts';

export interface CoreDeps {
  db: SqlDatabase;
  kv: KeyValueStore;
  /** Relay URLs (`http://host:port/gun`) the graph client connects to. */
  peers: string[];
  /** The graph the services use; without it, a Gun client on `peers` (tests pass one in memory). */
  graph?: Graph;
  /** Where "keep me signed in" keeps its unlock (the browser: IndexedDB); none: always ask. */
  keptSessions?: KeptSessionStore;
  now?: () => number;
  /** The greeting sent to a new friend on accepting their request, in the user's language. */
  greeting: () => string;
  /** Preferences until the user chooses them (the app: the browser's language). */
  preferenceDefaults?: Partial<Preferences>;
  /** Opens a relay latency test's websocket; by default the platform's `WebSocket`. */
  openSocket?: ProbeSocketFactory;
  /** The socket class relays are dialled with (the browser's `WebSocket`); in Node, Gun's `ws`. */
  relaySocket?: SocketClass;
  /** When unreachable relays are dialled again; tests shorten it. */
  redial?: RedialSchedule;
  /** How long a migration's import waits for its records; tests shorten it. */
  migrationTimings?: Partial<MigrationTimings>;
  /** The name this device gets in my device list (the app: its browser and system). */
  deviceName?: () => Promise<string>;
}

/**
 * One instance of every core service, shared by the app and by the tests. Contacts, own state,
 * chat, rooms and AI exist once someone has signed in (always, for a core from `createCore`).
 */
export interface Core {
  db: SqlDatabase;
  account: AccountService;
  preferences: PreferencesService;
  /** The click sounds' on/off and volume, kept per device. */
  sounds: SoundSettingsStore;
  contacts: ContactService;
  /** Friends, blacklist, remarks and dismissed requests, shared by my devices through my space. */
  ownState: OwnStateService;
  chat: ChatService;
  rooms: RoomService;
  moments: MomentService;
  /** Relay management: the relay list, live connections, latency tests, shared relays. */
  relays: RelayService;
  /** Whether this device was away longer than relays keep records (told once, on return). */
  away: AwayWatch;
  ai: AiServices;
  migration: MigrationService;
  /** This device's keys, my device list, and my friends' devices. */
  devices: DeviceService;
  /** Sending my history to another device of mine, and taking what one sends this device. */
  link: DeviceLink;
  /** The newest profile card seen of each user (PROTOCOL.md "Profile"). */
  cardVersions: CardVersions;
  /** The Me page modal's sub-page history, saved per user. */
  modalNav: ModalNavStore;
  /** The order of the icon grids (home screen, Me page modal), per user on this device. */
  iconOrder: IconOrderStore;
  close(): Promise<void>;
}

export type CreateSignedInServices = (deps: SignedInServicesDeps) => SignedInServices;

/** The signed-in services at once, or a loader that fetches them when someone signs in. */
export type ServicesSource =
  { create: CreateSignedInServices } | { load: () => Promise<CreateSignedInServices> };

const log = debug('core');

export function composeCore(deps: CoreDeps, source: ServicesSource): Core {
  let services: SignedInServices | null = null;
  let loading: Promise<SignedInServices> | null = null;
  const preferences = new PreferencesService(deps.kv, deps.preferenceDefaults);
  const cardVersions = new CardVersions(deps.db);
  const servicesDeps: SignedInServicesDeps = {
    db: deps.db,
    peers: deps.peers,
    session: () => account.session,
    greeting: deps.greeting,
    ...(deps.deviceName ? { deviceName: deps.deviceName } : {}),
    // The device's preferences say which kinds of notification are recorded.
    notifies: preferences.notifies,
    relaySharing: () => preferences.get('relaySharing'),
    // My card shares my enabled relays while relay sharing is on (PROTOCOL.md "Profile").
    shareRelays: async (urls) => {
      await account.shareRelays(urls);
    },
    ...(deps.graph ? { graph: deps.graph } : {}),
    ...(deps.openSocket ? { openSocket: deps.openSocket } : {}),
    ...(deps.relaySocket ? { relaySocket: deps.relaySocket } : {}),
    ...(deps.redial ? { redial: deps.redial } : {}),
    ...(deps.migrationTimings ? { migrationTimings: deps.migrationTimings } : {}),
    kv: deps.kv,
    adoptProfile: (card) => account.adoptProfile(card),
    cardVersions,
    ...(deps.now ? { now: deps.now } : {}),
  };
  let relaySharing = preferences.get('relaySharing');
  preferences.subscribe((prefs) => {
    if (prefs.relaySharing === relaySharing) return;
    relaySharing = prefs.relaySharing;
    services?.relays.sharingChanged();
  });
  const loadServices = (): Promise<SignedInServices> => {
    if (services) return Promise.resolve(services);
    if ('create' in source) return Promise.resolve((services = source.create(servicesDeps)));
    loading ??= source.load().then(
      (create) => (services ??= create(servicesDeps)),
      (error: unknown) => {
        // A chunk that failed to arrive (offline) is fetched again by the next sign-in.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const account = new AccountService({
    db: deps.db,
    // Signing in logs into the space, so the services are there before a session starts.
    space: spaceLoadedOnUse(
      () => services?.space ?? null,
      async () => (await loadServices()).space,
    ),
    ...(deps.keptSessions ? { keptSessions: deps.keptSessions } : {}),
    ...(deps.now ? { now: deps.now } : {}),
    beforeLogout: async () => services?.stopAndSettle(),
  });
  if ('create' in source) void loadServices();
  const signedIn = (): SignedInServices => {
    if (!services)
      throw new Error('Nobody has signed in yet: the signed-in services are not loaded');
    return services;
  };

  // Network services follow the session: they listen while someone is signed in. A session also
  // changes with the profile; only signing in and out start and stop them.
  let signedInAs: string | null = null;
  account.subscribe((current) => {
    const pub = current?.pub ?? null;
    if (pub === signedInAs) return;
    if (signedInAs) services?.stop();
    signedInAs = pub;
    if (!pub) return;
    if (services) services.start();
    else
      loadServices().then(
        (loaded) => signedInAs === pub && loaded.start(),
        (error: unknown) => log('the signed-in services did not load: %o', error),
      );
  });
  return {
    db: deps.db,
    account,
    preferences,
    sounds: new SoundSettingsStore(deps.kv),
    cardVersions,
    modalNav: new ModalNavStore(deps.db, deps.now),
    iconOrder: new IconOrderStore(deps.kv),
    get contacts() {
      return signedIn().contacts;
    },
    get ownState() {
      return signedIn().ownState;
    },
    get chat() {
      return signedIn().chat;
    },
    get rooms() {
      return signedIn().rooms;
    },
    get moments() {
      return signedIn().moments;
    },
    get relays() {
      return signedIn().relays;
    },
    get away() {
      return signedIn().away;
    },
    get ai() {
      return signedIn().ai;
    },
    get migration() {
      return signedIn().migration;
    },
    get devices() {
      return signedIn().devices;
    },
    get link() {
      return signedIn().link;
    },
    async close() {
      account.close();
      await account.settled();
      await loading?.catch(() => undefined);
      await services?.close();
      await deps.db.close();
    },
  };
}

/** A user space whose graph client is loaded by the first call that needs it. */
function spaceLoadedOnUse(
  loaded: () => UserSpace | null,
  load: () => Promise<UserSpace>,
): UserSpace {
  return {
    login: async (pair) => (await load()).login(pair),
    logout: () => loaded()?.logout(),
    writeProfile: async (card) => (await load()).writeProfile(card),
    readProfile: async (pub, timeoutMs) => (await load()).readProfile(pub, timeoutMs),
    followProfile(pub, onCard) {
      let stop: (() => void) | null = null;
      let stopped = false;
      load().then(
        (space) => {
          if (!stopped) stop = space.followProfile(pub, onCard);
        },
        (error: unknown) => log('the graph client did not load: %o', error),
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
    online: () => loaded()?.online() ?? false,
  };
}
