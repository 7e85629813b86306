/**
 * My roster entries wait in the outbox like my messages: a room joined with no relay reachable
 * announces me once one is, even after the app was closed in between, and a room left meanwhile
 * sends its leave entry, never the join.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createChatUser, type ChatUser } from '../../../test/chat/support/chat-user.ts';
import { eventually } from '../../../test/support/eventually.ts';
import { MemoryNetwork } from '../../../test/support/memory-graph.ts';
import { accepted } from '../../../test/support/result.ts';
import type { Graph } from '../graph/graph.ts';
import { countQueued, laneItems } from '../streams/outbox-queue.ts';
import { err } from '../util/result.ts';
import { roomKeyText } from './room-key.ts';
import { RoomService } from './room-service.ts';
import { rosterKeys } from './roster.ts';

const users: ChatUser[] = [];
const services: RoomService[] = [];

afterEach(async () => {
  for (const service of services.splice(0)) service.stop();
  await Promise.all(users.splice(0).map((user) => user.close()));
});

async function roomsOf(user: ChatUser, graph: Graph): Promise<RoomService> {
  const rooms = new RoomService({
    db: user.db,
    graph,
    session: () => user.pair,
    alias: () => user.name,
    directory: user.directory,
    chat: { send: () => Promise.resolve(err('not-a-friend')) },
    chains: user.chains,
  });
  services.push(rooms);
  await rooms.start();
  return rooms;
}

/** How many entries the room's roster node holds on the network. */
async function rosterSize(net: MemoryNetwork, rooms: RoomService, room: string): Promise<number> {
  const { soul } = await rosterKeys(await accepted(rooms.keyPair(room)));
  return net.nodes.get(soul)?.size ?? 0;
}

const rosterQueued = (user: ChatUser) => countQueued(user.db, laneItems(['roster']));

describe('roster entries in the outbox', () => {
  it('announce a join made offline once a relay is back, across a restart', async () => {
    const net = new MemoryNetwork();
    const alice = await createChatUser('alice', { graph: net.graphFor() });
    const bob = await createChatUser('bob', { graph: net.graphFor() });
    users.push(alice, bob);
    const alicesRooms = await roomsOf(alice, net.graphFor(alice.pair.pub));
    const room = await accepted(alicesRooms.create('Team'));
    const key = roomKeyText(await accepted(alicesRooms.keyPair(room.pub)));

    net.online = false;
    const before = await roomsOf(bob, net.graphFor(bob.pair.pub));
    await accepted(before.join(key));
    before.stop(); // the app closes before any relay was reachable
    expect(await rosterQueued(bob)).toBe(1);

    net.online = true;
    const after = await roomsOf(bob, net.graphFor(bob.pair.pub));
    await eventually(
      async () => (await alicesRooms.members(room.pub)).some((m) => m.pub === bob.pair.pub),
      10_000,
      'Bob in the roster Alice reads',
    );
    expect((await after.members(room.pub)).map((m) => m.pub).sort()).toEqual(
      [alice.pair.pub, bob.pair.pub].sort(),
    );
    await eventually(async () => (await rosterQueued(bob)) === 0, 10_000, 'roster lane settled');
  });

  it('sends the leave entry of a room left offline, and not the join', async () => {
    const net = new MemoryNetwork();
    const alice = await createChatUser('alice', { graph: net.graphFor() });
    const bob = await createChatUser('bob', { graph: net.graphFor() });
    users.push(alice, bob);
    const rooms = await roomsOf(alice, net.graphFor(alice.pair.pub));
    const room = await accepted(rooms.create('Gone'));
    const key = roomKeyText(await accepted(rooms.keyPair(room.pub)));
    // Alice's join and the room's name, once both have left her outbox.
    await eventually(async () => (await rosterQueued(alice)) === 0, 10_000, 'created');
    const created = await rosterSize(net, rooms, room.pub);
    expect(created).toBe(2);

    net.online = false;
    const bobsRooms = await roomsOf(bob, net.graphFor(bob.pair.pub));
    await accepted(bobsRooms.join(key));
    await accepted(bobsRooms.leave(room.pub));
    bobsRooms.stop();
    net.online = true;
    await roomsOf(bob, net.graphFor(bob.pair.pub));

    await eventually(async () => (await rosterQueued(bob)) === 0, 10_000, 'roster lane settled');
    expect(await rosterSize(net, rooms, room.pub)).toBe(created + 1);
    expect((await rooms.members(room.pub)).map((m) => m.pub)).toEqual([alice.pair.pub]);
  });
});
