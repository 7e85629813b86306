/**
 * Rooms over one local relay (npm run bench:rooms):
 * 1. a room of 20 members (Node users, each with its own Gun client and database): paced messages
 *    from rotating senders, from send() to stored at every other member, beside a private chat's
 *    send() to stored measured between two of the same users in the same run;
 * 2. catch-up: a member joins a room that holds 5,000 messages; the time until it has stored all
 *    it is given: the writer's chain in use (PROTOCOL.md "Chains": the last up to 1,000 records).
 * The last line is one JSON object with every figure.
 */
// First, so that Gun loads without its welcome line: benchmarks print their figures only.
import '../src/relay/quiet-gun.ts';
import { accepted } from '../test/support/result.ts';
import { roomKeyText } from '../src/core/rooms/room-key.ts';
import type { RoomEvent } from '../src/core/rooms/room-types.ts';
import { befriend } from '../test/chat/support/chat-user.ts';
import { eventually } from '../test/support/eventually.ts';
import { startRoomUser, type GunRoomUser } from '../test/rooms/support/room-user.ts';
import { buildRelay } from '../scripts/build-relay.ts';
import { startTestRelay } from '../test/support/relay.ts';
import { MAX_CHAIN_LENGTH } from '../src/core/devices/sender-chain.ts';
import { chatSendToStored } from './support/chat-baseline.ts';
import { percentiles } from './support/percentiles.ts';

const MEMBERS = Number(process.env['MESHTALK_ROOM_MEMBERS'] ?? 20);
const PACED = 100;
const PACE_MS = 50;
const CATCH_UP = Number(process.env['MESHTALK_ROOM_HISTORY'] ?? 5_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `onText` with each text stored at `user` in any room, and when. */
function roomTextsAt(user: GunRoomUser, onText: (text: string, at: number) => void) {
  return user.rooms.subscribe((event: RoomEvent) => {
    if (event.type === 'message' && event.message.kind === 'text' && !event.message.mine)
      onText(event.message.text, performance.now());
  });
}

async function roomLatency(users: GunRoomUser[], room: string) {
  const startedAt = new Map<string, number>();
  const samples: number[] = [];
  const stops = users.map((user) =>
    roomTextsAt(user, (text, at) => {
      const start = startedAt.get(text);
      if (start !== undefined) samples.push(at - start);
    }),
  );
  for (let i = 0; i < PACED; i++) {
    const sender = users[i % users.length];
    if (!sender) throw new Error('no sender');
    const text = `room ${i}`;
    const start = performance.now();
    startedAt.set(text, start);
    await accepted(sender.rooms.send(room, { kind: 'text', text }));
    await sleep(Math.max(0, PACE_MS - (performance.now() - start)));
  }
  const expected = PACED * (users.length - 1);
  await eventually(() => samples.length >= expected, 120_000, 'room deliveries').catch(() => false);
  for (const stop of stops) stop();
  return { ...percentiles(samples), expected };
}

async function catchUp(writer: GunRoomUser, relayUrl: string) {
  const room = (await accepted(writer.rooms.create('history'))).pub;
  for (let i = 0; i < CATCH_UP; i++)
    await accepted(writer.rooms.send(room, { kind: 'text', text: `old ${i}` }));
  await eventually(async () => (await writer.rooms.stats()).queued === 0, 300_000, 'all written');
  const joiner = await startRoomUser(relayUrl, 'joiner');
  try {
    let stored = 0;
    const stop = roomTextsAt(joiner, () => void stored++);
    const began = performance.now();
    await accepted(joiner.rooms.join(roomKeyText(await accepted(writer.rooms.keyPair(room)))));
    // The records of the writer's chain in use: those before went to the members of their time.
    const given = ((CATCH_UP - 1) % MAX_CHAIN_LENGTH) + 1;
    await eventually(() => stored >= given, 300_000, 'caught up').catch(() => false);
    const ms = Math.round(performance.now() - began);
    stop();
    const { rejected } = await joiner.rooms.stats();
    return { messages: CATCH_UP, given, stored, ms, rejected };
  } finally {
    await joiner.close();
  }
}

async function main(): Promise<void> {
  await buildRelay();
  const relay = await startTestRelay({ serveApp: false });
  const users: GunRoomUser[] = [];
  try {
    for (let i = 0; i < MEMBERS; i++) users.push(await startRoomUser(relay.gunUrl, `member${i}`));
    const [first, second] = users;
    if (!first || !second) throw new Error('two members at least');
    const room = (await accepted(first.rooms.create('bench'))).pub;
    const key = roomKeyText(await accepted(first.rooms.keyPair(room)));
    for (const user of users.slice(1)) await accepted(user.rooms.join(key));
    for (const user of users) {
      await eventually(
        async () => (await user.rooms.members(room)).length === MEMBERS,
        60_000,
        `${user.name} sees every member`,
      );
    }
    await sleep(1_000);
    const roomStored = await roomLatency(users, room);
    console.log(`room of ${MEMBERS}: send → stored at every other member`, roomStored);
    await befriend(first, second);
    await Promise.all([first.service.start(), second.service.start()]);
    await sleep(1_000);
    const chatStored = await chatSendToStored(first, second, PACED, PACE_MS);
    console.log('private chat, same run: send → stored', chatStored);
    const history = await catchUp(first, relay.gunUrl);
    console.log(`joining a room of ${CATCH_UP} messages: all stored after`, history);
    console.log(
      JSON.stringify({
        bench: 'rooms',
        members: MEMBERS,
        room: roomStored,
        chat: chatStored,
        ratioP50: Math.round((roomStored.p50 / chatStored.p50) * 100) / 100,
        catchUp: history,
      }),
    );
  } finally {
    await Promise.all(users.map((user) => user.close()));
    await relay.dispose();
  }
}

await main();
process.exit(0);
