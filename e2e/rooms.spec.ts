import { expect, test, createAccount } from './support/fixtures.ts';
import { accepted } from '../test/support/result.ts';
import { message, messages, openChat, send } from './support/chat.ts';
import { NETWORK_TIMEOUT_MS, openChatList } from './support/friends.ts';
import { checkIonControl } from './support/ionic.ts';
import {
  clearVote,
  openMembers,
  readRoomKey,
  openRoomsConsole,
  pageTitle,
  plusMenu,
  voter,
} from './support/rooms.ts';
import { roomTexts } from './support/partner.ts';

const PASSWORD = 'rooms test password';
const ROOM = 'Hikers';

test('a room: invitation, joining by key, messages with names, a leave notice, the clear vote', async ({
  newUser,
  seed,
}) => {
  // About 30 s on a quiet machine; the margin is for a busy one.
  test.setTimeout(300_000);
  const [a, b] = await Promise.all([newUser(), newUser()]);
  // Carol only joins, writes and leaves: she needs no browser.
  const {
    partners: [carol],
  } = await seed([a, b], PASSWORD, { partners: 1, friendships: [[0, 1]] });

  // Alice starts a group from the plus menu and invites Bob.
  await plusMenu(a.page, 'Start group chat');
  const modal = a.page.getByRole('dialog', { name: 'Start group chat' });
  const invite = (n: number) =>
    a.page.getByRole('button', { name: `send group invitation (${n})`, exact: true });
  await expect(invite(0)).toBeDisabled();
  await a.page.getByRole('textbox', { name: 'Group name' }).fill(ROOM);
  await checkIonControl(a.page.getByRole('checkbox', { name: 'Bob' }));
  await invite(1).click();
  await expect(modal).toBeHidden();
  await expect(a.page.getByText('invitation sent', { exact: true })).toBeVisible();
  await expect(pageTitle(a.page, ROOM)).toBeVisible();

  // Bob joins from the invitation in his chat with Alice, and the room opens.
  await openChat(b.page, 'Alice');
  const invitation = b.page.getByRole('region', { name: 'Group invitation' });
  await expect(invitation).toContainText(ROOM, { timeout: NETWORK_TIMEOUT_MS });
  await invitation.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(b.page.getByText('joined group successfully', { exact: true })).toBeVisible();
  await expect(pageTitle(b.page, ROOM)).toBeVisible();

  // Alice reads the key pair from the room's QR dialog in the Rooms console.
  const roomsConsole = await openRoomsConsole(a.page);
  await expect(roomsConsole.getByRole('status')).toHaveText('No room selected');
  const key = await readRoomKey(a.page, ROOM);
  await expect(roomsConsole.getByRole('status')).toHaveText(`Selected: ${ROOM}`);

  // Carol joins by the key and gets the room's name from its members.
  const { room } = await accepted(carol.core.rooms.join(key));
  await expect
    .poll(async () => (await carol.core.rooms.get(room.pub))?.name, {
      timeout: NETWORK_TIMEOUT_MS,
    })
    .toBe(ROOM);

  await roomsConsole.getByRole('button', { name: 'Open room' }).click();
  await expect(pageTitle(a.page, ROOM)).toBeVisible();

  // Everyone writes; everyone sees every message with its sender's name.
  const users = [
    { page: a.page, name: 'Alice', text: 'Hello hikers' },
    { page: b.page, name: 'Bob', text: 'Nice view up here' },
  ];
  const carols = { name: 'Carol', text: 'Count me in' };
  for (const user of users) await send(user.page, user.text);
  await accepted(carol.core.rooms.send(room.pub, { kind: 'text', text: carols.text }));
  for (const reader of users) {
    for (const writer of [...users, carols]) {
      const article = message(reader.page, writer.text);
      await expect(article).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
      if (reader !== writer) await expect(article).toContainText(writer.name);
    }
  }
  await expect
    .poll(async () => (await roomTexts(carol, room.pub)).sort(), { timeout: NETWORK_TIMEOUT_MS })
    .toEqual([...users, carols].map((writer) => `${writer.name}: ${writer.text}`));

  // The room is a row of Bob's chat list (its picture, name and badge), and opens the room again.
  await openChatList(b.page);
  const roomRow = b.page
    .getByRole('region', { name: 'Recent Chats' })
    .getByRole('link', { name: new RegExp(`^${ROOM} ${ROOM} Room `) });
  await roomRow.click();
  await expect(pageTitle(b.page, ROOM)).toBeVisible();

  // Carol leaves; the others see her leave notice.
  await accepted(carol.core.rooms.leave(room.pub));
  const leftNotice = a.page.getByRole('note').filter({ hasText: 'Carol left the group' });
  await expect(leftNotice).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });

  // Alice proposes clearing the chat; Bob disagrees first: nothing is cleared.
  await openMembers(a.page);
  await clearVote(a.page).getByRole('button', { name: 'Propose clearing the chat' }).click();
  await expect(voter(a.page, 'You')).toHaveText('agree');
  await openMembers(b.page);
  await expect(voter(b.page, 'Alice')).toHaveText('agree', { timeout: NETWORK_TIMEOUT_MS });
  await expect(voter(b.page, 'You')).toHaveText('not voted yet');
  await clearVote(b.page).getByRole('button', { name: 'Disagree', exact: true }).click();
  await expect(voter(a.page, 'Bob')).toHaveText('disagree', { timeout: NETWORK_TIMEOUT_MS });
  await a.page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(messages(a.page)).toHaveCount(3);

  // Bob agrees after all: the history is gone for both.
  await clearVote(b.page).getByRole('button', { name: 'Agree', exact: true }).click();
  await b.page.getByRole('button', { name: 'Back', exact: true }).click();
  for (const page of [a.page, b.page]) {
    await expect(messages(page)).toHaveCount(0, { timeout: NETWORK_TIMEOUT_MS });
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByText('No messages yet', { exact: true })).toBeVisible();
    await expect(log.getByRole('note')).toHaveCount(0);
  }

  // Bob leaves from the member page, and is back on the home screen.
  await openMembers(b.page);
  await b.page.getByRole('button', { name: 'Leave group' }).click();
  await b.page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(b.page).toHaveURL(/\/index$/);
});

test('the Rooms console: create with the name limit, select, list and search, delete', async ({
  newUser,
}) => {
  const { page } = await newUser();
  await createAccount(page, { alias: 'Dana', password: PASSWORD });
  const roomsConsole = await openRoomsConsole(page);
  await expect(roomsConsole.getByText('No rooms yet', { exact: false })).toBeVisible();
  await expect(roomsConsole.getByRole('button', { name: 'Open room' })).toBeDisabled();

  // A name is required, and the form takes at most 10 characters.
  await roomsConsole.getByRole('button', { name: 'Create room' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Create room' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('please enter group name', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Room name' }).fill('Book club of the town');
  await expect(dialog.getByRole('textbox', { name: 'Room name' })).toHaveValue('Book club ');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('group created successfully', { exact: true })).toBeVisible();
  // The new room is selected.
  await expect(roomsConsole.getByRole('status')).toHaveText('Selected: Book club');

  await roomsConsole.getByRole('button', { name: 'List all rooms' }).click();
  const list = page.getByRole('list', { name: 'All rooms' });
  await expect(list.getByRole('heading', { name: 'Book club' })).toBeVisible();
  await expect(page.getByText('Total Rooms: 1', { exact: true })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search rooms' });
  await search.fill('chess');
  await expect(page.getByText('No groups found', { exact: true })).toBeVisible();
  await expect(page.getByText('Total Rooms: 0', { exact: true })).toBeVisible();
  await search.fill('book');
  await list.getByRole('heading', { name: 'Book club' }).click();
  await expect(list).toBeHidden();

  // Deleting asks first, then the room is gone and nothing is selected.
  await roomsConsole.getByRole('button', { name: 'Delete room' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'confirm delete' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('group deleted', { exact: true })).toBeVisible();
  await expect(roomsConsole.getByRole('status')).toHaveText('No room selected');
  await expect(roomsConsole.getByRole('button', { name: /^Book club / })).toHaveCount(0);
});
