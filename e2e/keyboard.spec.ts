import { expect, test } from './support/fixtures.ts';
import { homeNavigation } from './support/account.ts';
import { message } from './support/chat.ts';
import { NETWORK_TIMEOUT_MS, backToHome } from './support/friends.ts';
import { tabTo, tabToVisible } from './support/keyboard.ts';

const PASSWORD = 'keyboard password';

test('keyboard only: open a chat from the list, type, send, leave, pin the chat; a slid row keeps its name', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(180_000);
  const alice = await newUser();
  // Bob only needs to be a friend.
  await seed([alice], PASSWORD, { partners: 1, friendships: [[0, 1]] });
  const { page } = alice;
  await backToHome(page);
  await homeNavigation(page).getByRole('button', { name: 'Chat', exact: true }).click();
  const recent = page.getByRole('region', { name: 'Recent Chats' });
  const row = recent.getByRole('link', { name: /^Bob / });
  await expect(row).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });

  await tabToVisible(page, row);
  await page.keyboard.press('Enter');
  const composer = page.getByRole('textbox', { name: 'Message', exact: true });
  await expect(composer).toBeFocused();
  await page.keyboard.type('sent with the keyboard');
  await page.keyboard.press('Enter');
  await expect(message(page, 'sent with the keyboard')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(recent).toBeVisible();

  await tabTo(page, row);
  await page.keyboard.press('Shift+F10');
  const menu = page.getByRole('dialog', { name: 'Bob' });
  await expect(menu).toBeVisible();
  const pin = menu.getByRole('button', { name: 'Pin', exact: true });
  await tabTo(page, pin, { maxPresses: 5 });
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  const pinned = page.getByRole('region', { name: 'Pinned' });
  await expect(pinned.getByRole('link', { name: /^Bob / })).toBeVisible();

  // Right-click offers the same actions.
  const pinnedRow = pinned.getByRole('link', { name: /^Bob / });
  await pinnedRow.click({ button: 'right' });
  const unpin = menu.getByRole('button', { name: 'Unpin', exact: true });
  await expect(unpin).toBeVisible();
  await menu.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(menu).toBeHidden();

  // Slid open beside the sidebar, the row keeps its name in view.
  const box = await pinnedRow.boundingBox();
  if (!box) throw new Error('no chat row on screen');
  await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 400, box.y + box.height / 2, { steps: 20 });
  await page.mouse.up();
  await expect(pinned.getByRole('button', { name: 'Unpin', exact: true })).toBeVisible();
  const sidebar = await homeNavigation(page).boundingBox();
  const name = await pinned.getByRole('heading', { name: 'Bob', exact: true }).boundingBox();
  expect(name?.x).toBeGreaterThanOrEqual((sidebar?.x ?? 0) + (sidebar?.width ?? 0));
});
