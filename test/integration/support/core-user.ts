/**
 * A whole device for integration tests: a full core from createCore (in-memory SQLite, its own
 * Gun client) with a freshly created account, as the app builds one, or with an existing key pair
 * imported (another device of the same user); plus friendship through real friend-request letters.
 */
import { TEST_GREETING } from '../../support/greeting.ts';
import type { ChatEvent, ChatMessage } from '../../../src/core/chat/chat-types.ts';
import { createCore, type Core } from '../../../src/core/core.ts';
import type { KeyPair } from '../../../src/core/crypto/sea.ts';
import { memoryKeyValueStore } from '../../../src/core/store/kv.ts';
import { openMemoryDatabase } from '../../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../../src/core/store/sql.ts';
import { newPair } from '../../chat/support/chat-user.ts';
import { eventually } from '../../support/eventually.ts';
import { FAST_REDIAL } from '../../support/fast-redial.ts';

export { eventually };

type TextMessage = Extract<ChatMessage, { kind: 'text' }>;

export interface CoreUser {
  readonly alias: string;
  readonly pair: KeyPair;
  /** The current core (a reload replaces it). */
  readonly core: Core;
  /** Every chat event, in order, across reloads. */
  readonly events: ChatEvent[];
  /** The texts stored in the chat with `peer`, oldest first. */
  texts(peer: CoreUser): Promise<TextMessage[]>;
  /** The app opened again: a new core on the same database, signed in with the password. */
  reload(): Promise<void>;
  close(): Promise<void>;
}

const PASSWORD = 'test pass';

export async function startCoreUser(
  gunUrl: string,
  alias: string,
  options: { greeting?: string; importPair?: KeyPair; deviceName?: string } = {},
): Promise<CoreUser> {
  const db = await openMemoryDatabase({ migrate: true });
  // A core closes its database; the device's database outlives a reload.
  const device: SqlDatabase = {
    run: (sql, params) => db.run(sql, params),
    all: (sql, params) => db.all(sql, params),
    batch: (statements) => db.batch(statements),
    export: () => db.export(),
    close: () => Promise.resolve(),
  };
  const events: ChatEvent[] = [];
  const open = () => {
    const core = createCore({
      db: device,
      kv: memoryKeyValueStore(),
      peers: [gunUrl],
      redial: FAST_REDIAL,
      // A code that finds nothing is known to after this wait: a relay on loopback answers in
      // milliseconds even under load.
      migrationTimings: { headWaitMs: 4_000 },
      greeting: () => options.greeting ?? TEST_GREETING,
      ...(options.deviceName
        ? { deviceName: () => Promise.resolve(options.deviceName ?? '') }
        : {}),
    });
    core.chat.subscribe((event) => events.push(event));
    return core;
  };
  let core = open();
  const pair = options.importPair ?? (await newPair());
  const created = options.importPair
    ? await core.account.importKeyPair(JSON.stringify(pair), PASSWORD)
    : await core.account.create({ pair, alias, avatar: '', password: PASSWORD });
  if (!created.ok) throw new Error(created.error);
  let closed = false;
  return {
    alias,
    pair,
    get core() {
      return core;
    },
    events,
    async texts(peer) {
      const page = await core.chat.history(peer.pair.pub, { limit: 1_000 });
      return page.messages.filter((m): m is TextMessage => m.kind === 'text').reverse();
    },
    async reload() {
      await core.close();
      core = open();
      const signedIn = await core.account.login(PASSWORD);
      if (!signedIn.ok) throw new Error(signedIn.error);
    },
    async close() {
      if (closed) return;
      closed = true;
      await core.close();
      await db.close();
    },
  };
}

/** `from` asks `to`, `to` accepts: both list each other, with keys, through real letters. */
export async function makeFriends(from: CoreUser, to: CoreUser, message = 'hello'): Promise<void> {
  const sent = await from.core.contacts.sendFriendRequest(to.pair.pub, message);
  if (!sent.ok) throw new Error(`request failed: ${sent.error}`);
  const request = await eventually(
    async () => (await to.core.contacts.requests()).find((r) => r.fromPub === from.pair.pub),
    15_000,
    'request arrives',
  );
  const accepted = await to.core.contacts.accept(request.id);
  if (!accepted.ok) throw new Error(`accept failed: ${accepted.error}`);
  await eventually(
    async () => (await from.core.contacts.friend(to.pair.pub))?.epub === to.pair.epub,
    15_000,
    'accept arrives',
  );
}
