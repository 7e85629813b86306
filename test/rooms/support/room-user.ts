/**
 * Room users: a chat user (database, chat) plus a room service, on a real relay (a Gun client of
 * their own, for the attacker tests) or on the in-memory graph (the rooms' own behaviour).
 */
import type { KeyPair } from '../../../src/core/crypto/sea.ts';
import type { Graph } from '../../../src/core/graph/graph.ts';
import { gunGraph } from '../../../src/core/net/gun-graph.ts';
import { OwnStateService } from '../../../src/core/own-state/own-state-service.ts';
import { RoomService } from '../../../src/core/rooms/room-service.ts';
import type { RoomEvent } from '../../../src/core/rooms/room-types.ts';
import { createChatUser, newPair, type ChatUser } from '../../chat/support/chat-user.ts';
import { startGunChatUser, type GunChatUser } from '../../chat/support/gun-chat.ts';
import type { MemoryNetwork } from '../../support/memory-graph.ts';

export interface RoomUser extends ChatUser {
  rooms: RoomService;
  readonly roomEvents: RoomEvent[];
}

/** A room user on a real relay, with its own Gun client. */
export type GunRoomUser = RoomUser & GunChatUser;

/**
 * `device.pair` makes another device of a user; `device.ownState` shares the rooms I am in with
 * my other devices, as the app does; `device.now` is the device's clock for its rooms.
 */
export interface Device {
  pair?: KeyPair;
  ownState?: boolean;
  now?: () => number;
}

export async function startRoomUser(
  gunUrl: string,
  name: string,
  device: Device = {},
): Promise<GunRoomUser> {
  const chat = await startGunChatUser(gunUrl, name, device.pair, {
    secondDevice: device.pair !== undefined,
  });
  return withRooms(
    chat,
    gunGraph(() => chat.gun),
    device,
  );
}

/** A room user on the in-memory graph. */
export async function startMemoryRoomUser(
  net: MemoryNetwork,
  name: string,
  device: Device = {},
): Promise<RoomUser> {
  const pair = device.pair ?? (await newPair());
  const graph = net.graphFor(pair.pub);
  const chat = await createChatUser(name, { graph }, pair, {
    secondDevice: device.pair !== undefined,
  });
  await chat.service.start();
  return withRooms(chat, graph, device);
}

/** Gives a chat user a room service on `graph`. */
export async function withRooms<U extends ChatUser>(
  chat: U,
  graph: Graph,
  device: Device,
): Promise<U & RoomUser> {
  const ownState = device.ownState
    ? new OwnStateService({ db: chat.db, graph, session: () => chat.pair })
    : undefined;
  const roomEvents: RoomEvent[] = [];
  const rooms = new RoomService({
    db: chat.db,
    graph,
    session: () => chat.pair,
    alias: () => chat.name,
    directory: chat.directory,
    chat: { send: (peer, content) => chat.service.send(peer, content) },
    chains: chat.chains,
    ...(ownState ? { ownState } : {}),
    ...(device.now ? { now: device.now } : {}),
  });
  ownState?.start();
  rooms.subscribe((event) => roomEvents.push(event));
  await rooms.start();
  const close = chat.close.bind(chat);
  return Object.assign(chat, {
    rooms,
    roomEvents,
    close: async () => {
      ownState?.stop();
      rooms.stop();
      await close();
    },
  });
}

/** The texts of a room as `user` has them, oldest first, with who wrote each. */
export async function roomTexts(user: RoomUser, room: string): Promise<string[]> {
  const page = await user.rooms.history(room, { limit: 1_000 });
  return page.messages
    .slice()
    .reverse()
    .map((m) => `${m.senderName}: ${m.kind === 'text' ? m.text : `[${m.kind}]`}`);
}
