import { createAccount, expect, test } from './support/fixtures.ts';
import { relayLink } from './support/relay-link.ts';
import { message, send, sending } from './support/chat.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import {
  createRoom,
  joinByKey,
  openRoomsConsole,
  pageTitle,
  readRoomKey,
} from './support/rooms.ts';

const PASSWORD = 'room send failure password';
const ROOM = 'Trail';
/** The spec's send time-out is 20 s; allow the outbox's pass after it. */
const FAILED_WITHIN_MS = 40_000;

test('a room message written with the relay unreachable says "group send error", and Retry delivers it', async ({
  newUser,
}) => {
  test.setTimeout(300_000);
  const [a, b] = await Promise.all([newUser(), newUser()]);

  // Alice's connection to the relay goes through here, so it can be cut and restored.
  const link = await relayLink(a.context);

  await Promise.all([
    createAccount(a.page, { alias: 'Alice', password: PASSWORD }),
    createAccount(b.page, { alias: 'Bob', password: PASSWORD }),
  ]);
  const roomsConsole = await openRoomsConsole(a.page);
  await createRoom(a.page, ROOM);
  await joinByKey(b.page, await readRoomKey(a.page, ROOM));
  await expect(pageTitle(b.page, ROOM)).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
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
  await expect(message(b.page, text)).toHaveCount(0);

  link.restore();
  await mine.getByRole('button', { name: 'Retry' }).click();
  await expect(mine.getByText('group send error', { exact: true })).toBeHidden();
  await expect(message(b.page, text)).toHaveCount(1, { timeout: NETWORK_TIMEOUT_MS });
  await expect(message(b.page, text)).toContainText('Alice');
});
