import { createAiServices, type AiServices } from './ai/ai-services.ts';
import { answerLiveTexts } from './chat/auto-answer.ts';
import { ChatService } from './chat/chat-service.ts';
import { SqlChatDirectory } from './chat/sql-chat-directory.ts';
import { ContactService } from './contacts/contact-service.ts';
import { AccountService } from './identity/account-service.ts';
import type { KeptSessionStore } from './identity/kept-session.ts';
import { fetchProfile } from './identity/profile.ts';
import { createGunUserSpace } from './identity/gun-user-space.ts';
import { createGun } from './net/gun.ts';
import { OwnStateService } from './own-state/own-state-service.ts';
import { PreferencesService } from './settings/preferences.ts';
import type { KeyValueStore } from './store/kv.ts';
import type { SqlDatabase } from './store/sql.ts';
import { debug } from './util/log.ts';

export interface CoreDeps {
  db: SqlDatabase;
  kv: KeyValueStore;
  /** Relay URLs (`http://host:port/gun`) the graph client connects to. */
  peers: string[];
  /** Where "keep me signed in" keeps its unlock (the browser: IndexedDB); none: always ask. */
  keptSessions?: KeptSessionStore;
  now?: () => number;
  /** The greeting sent to a new friend on accepting their request, in the user's language. */
  greeting?: () => string;
}

const log = debug('core');

const DEFAULT_GREETING = "Hi! We're friends now.";

/** One instance of every core service, shared by the app and by the tests. */
export interface Core {
  db: SqlDatabase;
  account: AccountService;
  preferences: PreferencesService;
  contacts: ContactService;
  /** Friends, blacklist, remarks and dismissed requests, shared by my devices through my space. */
  ownState: OwnStateService;
  chat: ChatService;
  ai: AiServices;
  close(): Promise<void>;
}

export function createCore(deps: CoreDeps): Core {
  const gun = createGun({ peers: deps.peers });
  const space = createGunUserSpace(gun);
  const account = new AccountService({
    db: deps.db,
    space,
    ...(deps.keptSessions ? { keptSessions: deps.keptSessions } : {}),
    ...(deps.now ? { now: deps.now } : {}),
    beforeLogout: () => stopNetworkServices(),
  });
  const now = deps.now ? { now: deps.now } : {};
  const session = () => account.session;
  // The chat reads friends and the blacklist from the tables the contacts service writes.
  const directory = new SqlChatDirectory(deps.db, () => session()?.pub ?? null);
  const ownState = new OwnStateService({
    db: deps.db,
    gun,
    session: () => session()?.pair ?? null,
    ...now,
  });
  const chat = new ChatService({
    db: deps.db,
    gun,
    session: () => session()?.pair ?? null,
    directory,
    ownState,
    ...now,
  });
  const greeting = deps.greeting ?? (() => DEFAULT_GREETING);
  const contacts = new ContactService({
    db: deps.db,
    gun,
    session,
    readProfile: (pub, timeoutMs) => fetchProfile(space, pub, timeoutMs),
    followProfile: (pub, onCard) => space.followProfile(pub, onCard),
    ownState,
    onFriendAccepted: async (friend) => {
      await chat.sendText(friend.pub, greeting());
    },
    ...now,
  });
  contacts.subscribe((event) => {
    if (event.type === 'requests-changed' || event.type === 'notification') return;
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
    sendAutoReply: async (friendPub, text, meta) => {
      await chat.send(friendPub, { kind: 'text', text, aiModel: meta.model });
    },
  });
  // Friends' texts that arrive live go to the auto-replier (chat/auto-answer.ts says what is live).
  const stopAutoAnswer = answerLiveTexts({
    chat,
    autoReply: ai.autoReply,
    now: deps.now ?? Date.now,
  });
  // Network services follow the session: they listen while someone is signed in. A session also
  // changes with the profile; only signing in and out start and stop them.
  let signedInAs: string | null = null;
  /** Stops everything that writes into the user's space, and waits for what it wrote. */
  async function stopNetworkServices(): Promise<void> {
    ownState.stop();
    contacts.stop();
    chat.stop();
    await contacts.settled();
    await ownState.settled();
    await chat.settled();
  }
  account.subscribe((current) => {
    const pub = current?.pub ?? null;
    if (pub === signedInAs) return;
    if (signedInAs) {
      ownState.stop();
      contacts.stop();
      chat.stop();
      ai.unload();
    }
    signedInAs = pub;
    if (pub) {
      ownState.start();
      contacts.start();
      chat.start().catch((error: unknown) => log('chat start failed: %o', error));
      // Auto-reply answers without any AI screen being opened: its config and API URL are needed now.
      ai.load().catch((error: unknown) => log('AI settings could not be read: %o', error));
    }
  });
  return {
    db: deps.db,
    account,
    contacts,
    ownState,
    chat,
    preferences: new PreferencesService(deps.kv),
    ai,
    async close() {
      stopAutoAnswer();
      account.close();
      await account.settled();
      await stopNetworkServices();
      space.logout();
      gun.close();
      await deps.db.close();
    },
  };
}
