/**
 * A chat user for tests: key pair, database, directory, this device's keys and chains, and the
 * chat service, on any transport.
 */
import { ChatService, type ChatServiceDeps } from '../../../src/core/chat/chat-service.ts';
import type { ChatEvent } from '../../../src/core/chat/chat-types.ts';
import { SqlChatDirectory } from '../../../src/core/chat/sql-chat-directory.ts';
import { sea, type KeyPair } from '../../../src/core/crypto/sea.ts';
import { DeviceService } from '../../../src/core/devices/device-service.ts';
import type { StreamChains } from '../../../src/core/devices/stream-chains.ts';
import { testChains, type ChainOptions } from '../../support/device-chains.ts';
import type { SqlDatabase } from '../../../src/core/store/sql.ts';
import { openChatDatabase } from './chat-db.ts';

export interface ChatUser {
  readonly name: string;
  readonly pair: KeyPair;
  readonly db: SqlDatabase;
  readonly directory: SqlChatDirectory;
  /** This device's keys and lists, and the chains its records are sealed with. */
  devices: DeviceService;
  chains: StreamChains;
  service: ChatService;
  readonly events: ChatEvent[];
  /** Replaces the service (a reload), keeping pair, database and directory. */
  restart(deps?: Partial<ChatServiceDeps>): Promise<ChatService>;
  close(): Promise<void>;
}

export async function newPair(): Promise<KeyPair> {
  const pair = await sea.pair();
  if (!pair?.pub || !pair.priv || !pair.epub || !pair.epriv) throw new Error('no key pair');
  return { pub: pair.pub, priv: pair.priv, epub: pair.epub, epriv: pair.epriv };
}

export interface DeviceOptions extends ChainOptions {
  /** Another device of a user who has one already: it waits for the list to add itself to. */
  readonly secondDevice?: boolean;
  /** The device's clock, for its chat, keys and chains alike. */
  readonly now?: () => number;
}

export async function createChatUser(
  name: string,
  deps: Omit<ChatServiceDeps, 'db' | 'session' | 'directory' | 'chains'>,
  pair?: KeyPair,
  options: DeviceOptions = {},
): Promise<ChatUser> {
  const keys = pair ?? (await newPair());
  const db = await openChatDatabase();
  const directory = new SqlChatDirectory(db, () => keys.pub);
  const session = () => keys;
  const now = options.now ?? deps.now ?? Date.now;
  const device = (graph: ChatServiceDeps['graph']) => {
    const devices = new DeviceService({
      db,
      graph,
      session,
      directory,
      deviceName: () => Promise.resolve(name),
      accountCreated: () => !options.secondDevice,
      now,
    });
    devices.start();
    return { devices, chains: testChains({ db, session, devices, now }, options) };
  };
  const events: ChatEvent[] = [];
  const make = (chains: StreamChains, extra: Partial<ChatServiceDeps> = {}) => {
    const service = new ChatService({ db, directory, session, chains, now, ...deps, ...extra });
    service.subscribe((event) => events.push(event));
    return service;
  };
  const first = device(deps.graph);
  const user: ChatUser = {
    name,
    pair: keys,
    db,
    directory,
    ...first,
    service: make(first.chains),
    events,
    async restart(extra) {
      user.service.stop();
      user.devices.stop();
      await user.devices.settled();
      user.chains.forget();
      // A new graph is a new network: this device's services follow it there.
      if (extra?.graph) Object.assign(user, device(extra.graph));
      else user.devices.start();
      user.service = make(user.chains, extra);
      await user.service.start();
      return user.service;
    },
    async close() {
      user.service.stop();
      user.devices.stop();
      await user.devices.settled();
      await db.close();
    },
  };
  return user;
}

/** Makes `a` list `b` as a friend (with b's encryption key), as the contacts service would. */
export async function addFriend(a: ChatUser, b: ChatUser, since = Date.now()): Promise<void> {
  await a.db.run(
    `INSERT INTO buddies (userPub, buddyPub, addedByMe, timestamp, alias, epub) VALUES (?, ?, 1, ?, ?, ?)
     ON CONFLICT (userPub, buddyPub) DO UPDATE SET epub = excluded.epub`,
    [a.pair.pub, b.pair.pub, since, b.name, b.pair.epub],
  );
  a.directory.changed();
}

export async function befriend(a: ChatUser, b: ChatUser): Promise<void> {
  await addFriend(a, b);
  await addFriend(b, a);
}

export async function block(a: ChatUser, b: ChatUser): Promise<void> {
  await a.db.run('INSERT INTO blacklist (pub, isBlocked) VALUES (?, 1)', [b.pair.pub]);
  a.directory.changed();
}

export async function messageRows(user: ChatUser) {
  return user.db.all<{ msgId: string; sender: string; content: string | null; status: string }>(
    'SELECT msgId, sender, content, status FROM messages WHERE deleted = 0 ORDER BY timestamp, id',
  );
}
