import { createAiServices, type AiServices } from './ai/ai-services.ts';
import { answerLiveTexts } from './chat/auto-answer.ts';
import { ChatService } from './chat/chat-service.ts';
import { SqlChatDirectory } from './chat/sql-chat-directory.ts';
import { ContactService } from './contacts/contact-service.ts';
import { DeviceLink } from './devices/device-link.ts';
import { DeviceService } from './devices/device-service.ts';
import { StreamChains } from './devices/stream-chains.ts';
import type { Session } from './identity/account-service.ts';
import { createGraphUserSpace } from './identity/graph-user-space.ts';
import {
  followProfileForward,
  readProfileForward,
  type CardVersions,
} from './identity/card-versions.ts';
import type { UserSpace, ProfileCard } from './identity/user-space.ts';
import { migrationGraph } from './migration/migration-graph.ts';
import { MigrationService, type MigrationTimings } from './migration/migration-service.ts';
import { createGun } from './net/gun.ts';
import { gunGraph } from './net/gun-graph.ts';
import type { SocketClass } from './net/open-socket.ts';
import type { RedialSchedule } from './net/gun.ts';
import { OwnStateService } from './own-state/own-state-service.ts';
import { forgetSessionKeys } from './protocol/key-agreement.ts';
import { forgetOwnKeys } from './devices/device-keys.ts';
import { MomentService } from './moments/moment-service.ts';
import { RoomService } from './rooms/room-service.ts';
import type { FeedKeyBody } from './streams/bodies.ts';
import type { ProbeSocketFactory } from './relays/relay-probe.ts';
import { AwayWatch } from './relays/away-watch.ts';
import { RelayService } from './relays/relay-service.ts';
import type { NotificationFilter } from './settings/notification-filter.ts';
import type { Graph } from './graph/graph.ts';
import type { KeyValueStore } from './store/kv.ts';
import type { SqlDatabase } from './store/sql.ts';
import { debug } from './util/log.ts';

export interface SignedInServicesDeps {
  db: SqlDatabase;
  peers: string[];
  /** The graph; without it, a Gun client on `peers`, closed with the services. */
  graph?: Graph;
  /** The signed-in user, or null. */
  session: () => Session | null;
  greeting: () => string;
  /** The name this device gets in my device list; without it, none. */
  deviceName?: () => Promise<string>;
  now?: () => number;
  /** Which kinds of notification are recorded (the device's preferences); without it, all. */
  notifies?: NotificationFilter;
  /** Whether my card shares my enabled relays (the device's preference); without it, yes. */
  relaySharing?: () => boolean;
  /** Puts my shared relays into my signed profile card. */
  shareRelays?: (urls: readonly string[]) => Promise<void>;
  /** Opens the websocket of a relay latency test (Node has no `WebSocket` before 22). */
  openSocket?: ProbeSocketFactory;
  /** The socket class relays are dialled with (the browser's `WebSocket`); in Node, Gun's `ws`. */
  relaySocket?: SocketClass;
  redial?: RedialSchedule;
  migrationTimings?: Partial<MigrationTimings>;
  /** Device storage that outlives logout, and my profile card from another device (migration). */
  kv: KeyValueStore;
  adoptProfile: (card: ProfileCard) => Promise<unknown>;
  /** The newest card seen of each user: readers never go back to an older one. */
  cardVersions: CardVersions;
}

/**
 * The graph client and everything that works for a signed-in user: chats, contacts, the state my
 * devices share, and AI. The app loads this module when someone signs in (Gun and SEA included),
 * so the sign-in screens do not wait for it.
 */
export interface SignedInServices {
  /** My space in the graph, which signing in logs into. */
  space: UserSpace;
  contacts: ContactService;
  ownState: OwnStateService;
  chat: ChatService;
  rooms: RoomService;
  moments: MomentService;
  /** The relay list, which relays the graph client keeps connected, latency tests. */
  relays: RelayService;
  /** Whether this device was away longer than relays keep records (told once, on return). */
  away: AwayWatch;
  ai: AiServices;
  /** Device migration: export with a sync code, import on another device. */
  migration: MigrationService;
  /** This device's keys, my device list, and my friends' devices. */
  devices: DeviceService;
  /** Sending my history to another device of mine, and taking what one sends this device. */
  link: DeviceLink;
  /** Starts listening for the user who just signed in. */
  start(): void;
  /** Stops listening for the user who signed out. */
  stop(): void;
  /** Stops everything that writes into the user's space, and waits for what it wrote. */
  stopAndSettle(): Promise<void>;
  /** Stops for good, waits for what was written, and disconnects from the relays. */
  close(): Promise<void>;
}

const log = debug('core');

export function createSignedInServices(deps: SignedInServicesDeps): SignedInServices {
  const gun = deps.graph
    ? null
    : createGun({
        peers: deps.peers,
        ...(deps.relaySocket ? { relaySocket: deps.relaySocket } : {}),
        ...(deps.redial ? { redial: deps.redial } : {}),
      });
  const graph = deps.graph ?? gunGraph(() => gun);
  const space = createGraphUserSpace(graph);
  const now = deps.now ? { now: deps.now } : {};
  const notifies = deps.notifies ? { notifies: deps.notifies } : {};
  const pair = () => deps.session()?.pair ?? null;
  // The chat reads friends and the blacklist from the tables the contacts service writes.
  const directory = new SqlChatDirectory(deps.db, () => deps.session()?.pub ?? null);
  const ownState = new OwnStateService({ db: deps.db, graph, session: pair, ...now });
  const devices = new DeviceService({
    db: deps.db,
    graph,
    session: pair,
    directory,
    deviceName: deps.deviceName ?? (() => Promise.resolve('')),
    accountCreated: () => deps.session()?.created ?? false,
    ...now,
  });
  // Every conversation seals and opens its records with the keys of the devices' chains.
  const chains = new StreamChains({
    db: deps.db,
    session: pair,
    devices,
    now: deps.now ?? Date.now,
  });
  const chat = new ChatService({
    db: deps.db,
    graph,
    session: pair,
    directory,
    chains,
    ownState,
    // Friends' feed keys arrive in our chats.
    onFeedKey: (author: string, key: FeedKeyBody): Promise<void> =>
      moments.takeFeedKey(author, key),
    ...now,
  });
  const rooms = new RoomService({
    db: deps.db,
    graph,
    session: pair,
    alias: () => deps.session()?.alias ?? '',
    directory,
    chat,
    chains,
    ownState,
    ...now,
  });
  const moments: MomentService = new MomentService({
    db: deps.db,
    graph,
    session: pair,
    directory,
    chat,
    chains,
    devicesOf: async (friend) => (await devices.devicesOf(friend)).map(({ id }) => id),
    ownState,
    ...notifies,
    ...now,
  });
  const contacts = new ContactService({
    db: deps.db,
    graph,
    session: deps.session,
    readProfile: (pub, timeoutMs) => readProfileForward(space, deps.cardVersions, pub, timeoutMs),
    followProfile: (pub, onCard) => followProfileForward(space, deps.cardVersions, pub, onCard),
    ownState,
    onFriendAccepted: async (friend) => {
      const greeted = await chat.sendText(friend.pub, deps.greeting());
      if (!greeted.ok) log('greeting not sent: %s', greeted.error);
    },
    ...notifies,
    ...now,
  });
  const relays = new RelayService({
    db: deps.db,
    graph,
    defaults: deps.peers,
    me: () => deps.session()?.pub ?? null,
    sharing: deps.relaySharing ?? (() => true),
    share: deps.shareRelays ?? (() => Promise.resolve()),
    ...(deps.openSocket ? { openSocket: deps.openSocket } : {}),
  });
  // The chat's outbox knows whether a relay is connected.
  const away = new AwayWatch({
    kv: deps.kv,
    me: () => deps.session()?.pub ?? null,
    online: () => chat.online,
    onConnectivity: (listener) =>
      chat.subscribe((event) => {
        if (event.type === 'connectivity') listener(event.online);
      }),
    ...now,
  });
  contacts.subscribe((event) => {
    if (event.type === 'requests-changed' || event.type === 'notification') return;
    // Friends' cards carry the relays they share: my stranger relays change with them.
    if (event.type !== 'blacklist-changed') relays.friendsChanged();
    directory.changed();
    if (event.type === 'friend-removed')
      chat
        .removeChatWith(event.pub)
        .catch((error: unknown) => log('chat removal failed: %o', error));
  });
  const ai = createAiServices({
    db: deps.db,
    ...now,
    // Sent as an ordinary text that names the model, so both sides show it as AI-written.
    sendAutoReply: (friendPub, text, meta) =>
      chat.send(friendPub, { kind: 'text', text, aiModel: meta.model }),
  });
  const migration = new MigrationService({
    db: deps.db,
    graph: migrationGraph(graph),
    session: pair,
    kv: deps.kv,
    adoptOwnItems: (items) => ownState.adopt(items),
    adoptProfile: deps.adoptProfile,
    adoptedMoments: () => moments.adopted(),
    ...(deps.migrationTimings ? { timings: deps.migrationTimings } : {}),
    ...now,
  });
  const link = new DeviceLink({ db: deps.db, graph, session: pair, devices, migration, ...now });
  // Friends' texts that arrive live go to the auto-replier (chat/auto-answer.ts says what is live).
  const stopAutoAnswer = answerLiveTexts({
    chat,
    autoReply: ai.autoReply,
    now: deps.now ?? Date.now,
  });
  const stopListening = (): void => {
    away.stop();
    relays.stop();
    ownState.stop();
    contacts.stop();
    chat.stop();
    rooms.stop();
    moments.stop();
    link.stop();
    devices.stop();
  };
  const stopAndSettle = async (): Promise<void> => {
    stopListening();
    // Moments hand feed keys to own state and the chat: they settle first.
    await moments.settled();
    await contacts.settled();
    await ownState.settled();
    await chat.settled();
    await rooms.settled();
    await devices.settled();
    chains.forget();
    // No pair secret, imported key or key of my devices outlives the session in memory.
    forgetSessionKeys();
    forgetOwnKeys();
  };
  return {
    space,
    contacts,
    ownState,
    chat,
    rooms,
    moments,
    relays,
    away,
    ai,
    migration,
    devices,
    link,
    start() {
      relays.start().catch((error: unknown) => log('relays start failed: %o', error));
      ownState.start();
      migration.start();
      devices.start();
      link.start().catch((error: unknown) => log('device link start failed: %o', error));
      contacts.start();
      chat.start().catch((error: unknown) => log('chat start failed: %o', error));
      away.start();
      rooms.start().catch((error: unknown) => log('rooms start failed: %o', error));
      moments.start().catch((error: unknown) => log('moments start failed: %o', error));
      // Auto-reply answers without any AI screen being opened: its config and API URL are needed now.
      ai.load().catch((error: unknown) => log('AI settings could not be read: %o', error));
    },
    stop() {
      stopListening();
      ai.unload();
    },
    stopAndSettle,
    async close() {
      stopAutoAnswer();
      await stopAndSettle();
      space.logout();
      gun?.close();
    },
  };
}
