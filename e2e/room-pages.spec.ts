import { expect, test, createAccount } from './support/fixtures.ts';
import { send } from './support/chat.ts';
import { navigate } from './support/navigate.ts';
import { NETWORK_TIMEOUT_MS, createRoom, pageTitle } from './support/rooms.ts';

const PASSWORD = 'room pages password';

test('the room pages: the console page, the group list with search, key pairs with QR, copy and join by key', async ({
  newUser,
}) => {
  test.setTimeout(300_000);
  const [a, b] = await Promise.all([
    newUser({ permissions: ['clipboard-read', 'clipboard-write'] }),
    newUser(),
  ]);
  await Promise.all([
    createAccount(a.page, { alias: 'Erin', password: PASSWORD }),
    createAccount(b.page, { alias: 'Finn', password: PASSWORD }),
  ]);

  // /rooms is the Rooms tab's console as a page of its own: Erin creates two rooms there.
  await navigate(a.page, '/rooms');
  await expect(pageTitle(a.page, 'Rooms')).toBeVisible();
  await expect(a.page.getByRole('region', { name: 'Rooms console' })).toBeVisible();
  await createRoom(a.page, 'Alpha');
  await createRoom(a.page, 'Beta');

  // Its header leads to the group list: both rooms, each without a message yet.
  await a.page.getByRole('banner').getByRole('link', { name: 'Group List' }).click();
  await expect(pageTitle(a.page, 'Group List')).toBeVisible();
  const list = a.page.getByRole('list', { name: 'My rooms' });
  await expect(list.getByRole('heading')).toHaveText(['Beta', 'Alpha']);
  await expect(a.page.getByText('Total Rooms: 2', { exact: true })).toBeVisible();
  await expect(list.getByText('No messages yet', { exact: true })).toHaveCount(2);

  // The search takes part of a name or of a key; nonsense finds nothing.
  const search = a.page.getByRole('searchbox', { name: 'Search rooms' });
  await search.fill('alp');
  await expect(list.getByRole('heading')).toHaveText(['Alpha']);
  await expect(a.page.getByText('Total Rooms: 1', { exact: true })).toBeVisible();
  await search.fill('no such room at all');
  await expect(a.page.getByText('No groups found', { exact: true })).toBeVisible();
  await expect(a.page.getByText('Total Rooms: 0', { exact: true })).toBeVisible();
  await expect(list.getByRole('heading')).toHaveCount(0);

  // A row opens the room's messages; back on the list, the row shows the last message.
  await search.fill('');
  await list.getByRole('heading', { name: 'Alpha' }).click();
  await expect(pageTitle(a.page, 'Alpha')).toBeVisible();
  await expect(a.page).toHaveURL(/\/group\/[^/]+\/messages$/);
  await send(a.page, 'First light');
  await a.page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(pageTitle(a.page, 'Group List')).toBeVisible();
  const alpha = list.locator('ion-item').filter({ hasText: 'Alpha' });
  await expect(alpha).toContainText('First light');
  await expect(alpha).toContainText('Just now');

  // /group-key-pairs: each room with its public key, its QR code and a copy of its key pair.
  await navigate(a.page, '/group-key-pairs');
  await expect(pageTitle(a.page, 'Group Key Pairs')).toBeVisible();
  const pairs = a.page.getByRole('list', { name: "My rooms' key pairs" });
  await expect(pairs.getByRole('heading')).toHaveText(['Beta', 'Alpha']);
  await pairs.getByRole('button', { name: 'Show the QR code of Alpha' }).click();
  const qr = a.page.getByRole('dialog', { name: 'Room QR code' });
  await expect(a.page.getByRole('img', { name: 'QR code of Alpha' })).toBeVisible();
  const key = await a.page.getByRole('textbox', { name: 'Key pair' }).inputValue();
  const pair = JSON.parse(key) as { pub: string };
  await a.page.getByRole('button', { name: 'Close' }).click();
  await expect(qr).toBeHidden();
  await expect(pairs.locator('ion-item').filter({ hasText: 'Alpha' })).toContainText(pair.pub);
  await pairs.getByRole('button', { name: 'Copy the key pair of Alpha' }).click();
  await expect(a.page.getByText('key pair copied', { exact: true })).toBeVisible();
  expect(await a.page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  // The group list finds a room by the start of its key, too.
  await navigate(a.page, '/grouplist');
  await search.fill(pair.pub.slice(0, 12));
  await expect(list.getByRole('heading')).toHaveText(['Alpha']);

  // Finn has no room yet; he joins Alpha by pasting its key on his key pairs page.
  await navigate(b.page, '/groupkeypairs');
  await expect(pageTitle(b.page, 'Group Key Pairs')).toBeVisible();
  await expect(b.page.getByText('No rooms yet', { exact: false })).toBeVisible();
  const form = b.page.getByRole('form', { name: 'Join a group by key' });
  const field = form.getByRole('textbox', { name: 'Room key pair' });
  const join = form.getByRole('button', { name: 'Join', exact: true });
  await join.click();
  await expect(form.getByRole('alert')).toHaveText('Group key is required.');
  await expect(b.page.getByText('please enter group key', { exact: true })).toBeVisible();
  await field.fill('{"pub": "only a public key"}');
  await join.click();
  await expect(form.getByRole('alert')).toHaveText('Invalid key pair format');
  await field.fill('not a key at all');
  await join.click();
  await expect(form.getByRole('alert')).toHaveText('Invalid key pair format');
  await field.fill(key);
  await expect(form.getByRole('alert')).toBeHidden();
  await join.click();
  await expect(b.page.getByText('joined group successfully', { exact: true })).toBeVisible();
  await expect(field).toHaveValue('');
  const finnsPairs = b.page.getByRole('list', { name: "My rooms' key pairs" });
  await expect(finnsPairs.getByRole('heading')).toHaveText(['Alpha'], {
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(finnsPairs).toContainText(pair.pub);
});
