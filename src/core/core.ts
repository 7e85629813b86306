import { createAiServices, type AiServices } from './ai/ai-services.ts';
import { ContactService } from './contacts/contact-service.ts';
import { AccountService } from './identity/account-service.ts';
import { fetchProfile } from './identity/profile.ts';
import { createGunUserSpace } from './identity/gun-user-space.ts';
import { createGun } from './net/gun.ts';
import { PreferencesService } from './settings/preferences.ts';
import type { KeyValueStore } from './store/kv.ts';
import type { SqlDatabase } from './store/sql.ts';

export interface CoreDeps {
  db: SqlDatabase;
  kv: KeyValueStore;
  /** Relay URLs (`http://host:port/gun`) the graph client connects to. */
  peers: string[];
  now?: () => number;
}

/** One instance of every core service, shared by the app and by the tests. */
export interface Core {
  db: SqlDatabase;
  account: AccountService;
  preferences: PreferencesService;
  contacts: ContactService;
  ai: AiServices;
  close(): Promise<void>;
}

export function createCore(deps: CoreDeps): Core {
  const gun = createGun({ peers: deps.peers });
  const space = createGunUserSpace(gun);
  const account = new AccountService({
    db: deps.db,
    space,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const now = deps.now ? { now: deps.now } : {};
  const contacts = new ContactService({
    db: deps.db,
    gun,
    session: () => account.session,
    readProfile: (pub, timeoutMs) => fetchProfile(space, pub, timeoutMs),
    ...now,
  });
  // Network services follow the session: they listen while someone is signed in.
  account.subscribe((session) => (session ? contacts.start() : contacts.stop()));
  return {
    db: deps.db,
    account,
    contacts,
    preferences: new PreferencesService(deps.kv),
    ai: createAiServices({ db: deps.db, ...now }),
    async close() {
      await account.settled();
      contacts.stop();
      await contacts.settled();
      space.logout();
      gun.close();
      await deps.db.close();
    },
  };
}
