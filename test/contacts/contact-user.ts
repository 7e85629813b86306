/**
 * A user for contacts tests: real SQLite in memory, its own Gun client in this process, a real
 * account (profile with epub published to its signed space) and a started ContactService; with
 * `ownState`, also own state shared through the user's space (as the core wires it).
 */
import { ContactService } from '../../src/core/contacts/contact-service.ts';
import type { ContactEvent } from '../../src/core/contacts/contact-events.ts';
import type { ContactTimings } from '../../src/core/contacts/contact-types.ts';
import type { Friend } from '../../src/core/contacts/friend.ts';
import { sea, type KeyPair } from '../../src/core/crypto/sea.ts';
import { AccountService } from '../../src/core/identity/account-service.ts';
import { createGraphUserSpace } from '../../src/core/identity/graph-user-space.ts';
import { gunGraph } from '../../src/core/net/gun-graph.ts';
import { fetchProfile } from '../../src/core/identity/profile.ts';
import { createGun, type GunClient } from '../../src/core/net/gun.ts';
import { OwnStateService } from '../../src/core/own-state/own-state-service.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../src/core/store/sql.ts';

export interface ContactUser {
  readonly alias: string;
  readonly pair: KeyPair;
  readonly db: SqlDatabase;
  readonly gun: GunClient;
  readonly contacts: ContactService;
  readonly ownState: OwnStateService | null;
  /** Everything the service emitted, in order. */
  readonly events: ContactEvent[];
  /** Friends handed to onFriendAccepted (the chat core's greeting hook). */
  readonly greeted: Friend[];
  close(): Promise<void>;
}

/** Spec timings, but shorter pauses so a missing profile does not cost seconds. */
export const TEST_TIMINGS: Partial<ContactTimings> = {
  profileLookup: { tries: 3, timeoutMs: 2_000, pauseMs: 200 },
  letterTimeoutMs: 10_000,
};

export async function newPair(): Promise<KeyPair> {
  const pair = await sea.pair();
  if (!pair?.pub || !pair.priv || !pair.epub || !pair.epriv) throw new Error('SEA.pair failed');
  return { pub: pair.pub, priv: pair.priv, epub: pair.epub, epriv: pair.epriv };
}

export async function newContactUser(
  gunUrl: string,
  alias: string,
  options: { ownState?: boolean } = {},
): Promise<ContactUser> {
  const db = await openMemoryDatabase({ migrate: true });
  const gun = createGun({ peers: [gunUrl] });
  const graph = gunGraph(() => gun);
  const space = createGraphUserSpace(graph);
  const account = new AccountService({ db, space });
  const pair = await newPair();
  const created = await account.create({ pair, alias, avatar: '', password: 'password for tests' });
  if (!created.ok) throw new Error(created.error);
  const greeted: Friend[] = [];
  const session = () => account.session?.pair ?? null;
  const ownState = options.ownState
    ? new OwnStateService({ db, graph, session, retryDelaysMs: [200, 500, 1_000] })
    : null;
  const contacts = new ContactService({
    db,
    graph,
    session: () => account.session,
    readProfile: (pub, timeoutMs) => fetchProfile(space, pub, timeoutMs),
    onFriendAccepted: (friend) => void greeted.push(friend),
    timings: TEST_TIMINGS,
    ...(ownState ? { ownState } : {}),
  });
  const events: ContactEvent[] = [];
  contacts.subscribe((event) => events.push(event));
  ownState?.start();
  contacts.start({ epubSync: false });
  return {
    alias,
    pair,
    db,
    gun,
    contacts,
    ownState,
    events,
    greeted,
    async close() {
      ownState?.stop();
      contacts.stop();
      await contacts.settled();
      await ownState?.settled();
      space.logout();
      gun.close();
      await db.close();
    },
  };
}
