/** Room users on a real relay: a chat user (Gun client, database, chat) plus a room service. */
import { gunGraph } from '../../../src/core/net/gun-graph.ts';
import type { KeyPair } from '../../../src/core/crypto/sea.ts';
import { OwnStateService } from '../../../src/core/own-state/own-state-service.ts';
import { RoomService } from '../../../src/core/rooms/room-service.ts';
import type { RoomEvent } from '../../../src/core/rooms/room-types.ts';
import { startGunChatUser, type GunChatUser } from '../../chat/support/gun-chat.ts';

export interface RoomUser extends GunChatUser {
  rooms: RoomService;
  readonly roomEvents: RoomEvent[];
}

/**
 * `device.pair` makes another device of a user; `device.ownState` shares the rooms I am in with
 * my other devices, as the app does; `device.now` is the device's clock for its rooms.
 */
export async function startRoomUser(
  gunUrl: string,
  name: string,
  device: { pair?: KeyPair; ownState?: boolean; now?: () => number } = {},
): Promise<RoomUser> {
  const chat = await startGunChatUser(gunUrl, name, device.pair);
  const ownState = device.ownState
    ? new OwnStateService({
        db: chat.db,
        graph: gunGraph(() => chat.gun),
        session: () => chat.pair,
      })
    : undefined;
  const roomEvents: RoomEvent[] = [];
  const rooms = new RoomService({
    db: chat.db,
    graph: gunGraph(() => chat.gun),
    session: () => chat.pair,
    alias: () => name,
    directory: chat.directory,
    chat: { send: (peer, content) => chat.service.send(peer, content) },
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
