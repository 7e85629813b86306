import { createAccount, expect, test } from './support/fixtures.ts';
import { accepted } from '../test/support/result.ts';
import { relayLink } from './support/relay-link.ts';
import { message, send, sending } from './support/chat.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { roomTexts } from './support/partner.ts';
import { createRoom, openRoomsConsole, pageTitle, readRoomKey } from './support/rooms.ts';

const PASSWORD = 'room send failure password';
const ROOM = 'Trail';
/** The spec's send time-out is 20 s; allow the outbox's pass after it. */
const FAILED_WITHIN_MS = 40_000;

test('a room message written with the relay unreachable says "group send error", and Retry delivers it', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(300_000);
  const a = await newUser();

  // Alice's connection to the relay goes through here, so it can be cut and restored.
  const link = await relayLink(a.context);

  // Alice signs up here, so her name is in the room's roster from the start; Bob is a partner.
  const [, { partners }] = await Promise.all([
    createAccount(a.page, { alias: 'Alice', password: PASSWORD }),
    seed([], PASSWORD, { partners: 1 }),
  ]);
  const [bob] = partners;
  const roomsConsole = await openRoomsConsole(a.page);
  await createRoom(a.page, ROOM);
  const { room } = await accepted(bob.core.rooms.join(await readRoomKey(a.page, ROOM)));
  // Bob has the room's roster (its name comes with it) before Alice's link goes.
  await expect
    .poll(async () => (await bob.core.rooms.get(room.pub))?.name, { timeout: NETWORK_TIMEOUT_MS })
    .toBe(ROOM);
  await roomsConsole.getByRole('button', { name: 'Open room' }).click();
  await expect(pageTitle(a.page, ROOM)).toBeVisible();

  await link.cut();
  const text = 'written on the ridge';
  await send(a.page, text);
  const mine = message(a.page, text);
  await expect(sending(mine)).toBeVisible();
  await expect(mine.getByText('group send error', { exact: true })).toBeVisible({
    timeout: FAILED_WITHIN_MS,
  });
  expect(await roomTexts(bob, room.pub)).toEqual([]);

  link.restore();
  await mine.getByRole('button', { name: 'Retry' }).click();
  await expect(mine.getByText('group send error', { exact: true })).toBeHidden();
  await expect
    .poll(() => roomTexts(bob, room.pub), { timeout: NETWORK_TIMEOUT_MS })
    .toEqual([`Alice: ${text}`]);
});
