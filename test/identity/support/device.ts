/**
 * A device whose database outlives its app: signed in on one relay, then opened again (the same
 * database) on another, as after a restart where a different relay answers.
 */
import { TEST_GREETING } from '../../support/greeting.ts';
import { createCore, type Core } from '../../../src/core/core.ts';
import type { KeyPair } from '../../../src/core/crypto/sea.ts';
import { memoryKeyValueStore } from '../../../src/core/store/kv.ts';
import { openMemoryDatabase } from '../../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../../src/core/store/sql.ts';
import { newPair } from '../../chat/support/chat-user.ts';
import { eventually } from '../../support/eventually.ts';
import { FAST_REDIAL } from '../../support/fast-redial.ts';

const PASSWORD = 'device password';
/** How long a reopened device may take to connect on a busy machine. */
const CONNECT_TIMEOUT_MS = 15_000;

export interface Device {
  readonly pair: KeyPair;
  readonly core: Core;
  /** Closes the app and opens it again on `gunUrl` alone, signed in; returns once connected. */
  reopen(gunUrl: string): Promise<void>;
  close(): Promise<void>;
}

/** A device with a new account, or signed in with `importPair` (another device of that user). */
export async function startDevice(
  gunUrl: string,
  alias: string,
  importPair?: KeyPair,
): Promise<Device> {
  const db = await openMemoryDatabase({ migrate: true });
  const kept: SqlDatabase = { ...bind(db), close: () => Promise.resolve() };
  const kv = memoryKeyValueStore();
  const open = (url: string): Core =>
    createCore({ greeting: () => TEST_GREETING, db: kept, kv, peers: [url], redial: FAST_REDIAL });
  const pair = importPair ?? (await newPair());
  let core = open(gunUrl);
  const created = importPair
    ? await core.account.importKeyPair(JSON.stringify(pair), PASSWORD)
    : await core.account.create({ pair, alias, avatar: '', password: PASSWORD });
  if (!created.ok) throw new Error(created.error);
  return {
    pair,
    get core() {
      return core;
    },
    async reopen(url) {
      await core.close();
      // Only that relay: the relay list this device kept would connect the others again.
      await db.run('DELETE FROM network_peers');
      core = open(url);
      const signedIn = await core.account.login(PASSWORD);
      if (!signedIn.ok) throw new Error(signedIn.error);
      // What the caller asks next may need the relay (a migration import says "offline" without).
      const reopened = core;
      await eventually(() => reopened.chat.online, CONNECT_TIMEOUT_MS, `connected to ${url}`);
    },
    async close() {
      await core.close();
      await db.close();
    },
  };
}

function bind(db: SqlDatabase): Omit<SqlDatabase, 'close'> {
  return {
    run: (sql, params) => db.run(sql, params),
    all: (sql, params) => db.all(sql, params),
    batch: (statements) => db.batch(statements),
    export: () => db.export(),
  };
}
