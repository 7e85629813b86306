import type { Page } from '@playwright/test';
import { homeNavigation } from './support/account.ts';
import { message, openChat, send, sent } from './support/chat.ts';
import { expect, test } from './support/fixtures.ts';
import { NETWORK_TIMEOUT_MS, aliceAndBob, backToHome } from './support/friends.ts';
import { navigate } from './support/navigate.ts';
import { pageTitle } from './support/rooms.ts';

const PASSWORD = 'storage pages password';

/** The number a figure's output shows (Chat data: "3"; Chats records: "3 records"). */
async function figure(page: Page, name: string): Promise<number> {
  const output = page.getByRole('status', { name, exact: true });
  await expect(output).toHaveText(/^\d+/);
  return Number.parseInt((await output.textContent()) ?? '', 10);
}

async function openStorageMonitor(page: Page): Promise<void> {
  await navigate(page, '/storagepage');
  await expect(pageTitle(page, 'Storage Monitor')).toBeVisible();
}

/** Settings tab → Storage → Network database. */
async function openNetworkDatabase(page: Page): Promise<void> {
  await backToHome(page);
  await homeNavigation(page).getByRole('button', { name: 'Settings', exact: true }).click();
  await page
    .getByRole('region', { name: 'Storage' })
    .getByRole('link', { name: 'Network database', exact: true })
    .click();
  await expect(pageTitle(page, 'Network Database')).toBeVisible();
}

test('the storage pages count what sending adds and clearing chats removes', async ({
  newUser,
}) => {
  test.setTimeout(300_000);
  const [a] = await aliceAndBob(newUser, PASSWORD);
  const { page } = a;

  await openStorageMonitor(page);
  const chatsBefore = await figure(page, 'Chat data');
  const totalBefore = await figure(page, 'Total records');
  expect(await figure(page, 'User data')).toBeGreaterThan(0);
  await expect(page.getByRole('status', { name: 'Cache status' })).toHaveText(/cache/i);
  await expect(page.getByRole('status', { name: 'Memory' })).toHaveText(/MB|unknown/);
  await expect(page.getByRole('log', { name: 'Logs' })).toBeVisible();

  await openChat(page, 'Bob');
  for (const text of ['first stored line', 'second stored line']) {
    await send(page, text);
    await expect(sent(message(page, text))).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  }

  await openStorageMonitor(page);
  await expect.poll(() => figure(page, 'Chat data')).toBeGreaterThanOrEqual(chatsBefore + 2);
  expect(await figure(page, 'Total records')).toBeGreaterThan(totalBefore);

  await openNetworkDatabase(page);
  await expect(page.getByRole('status', { name: 'Used space' })).toHaveText(
    /^[\d.,]+ MB of [\d.,]+ MB \([\d.]+%\)$/,
  );
  expect(await figure(page, 'Chats records')).toBeGreaterThanOrEqual(2);
  expect(await figure(page, 'Account records')).toBeGreaterThan(0);
  // The account's own groups offer no clear button; chats ask first and say what goes.
  await expect(page.getByRole('button', { name: 'Clear Account' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear Chats' }).click();
  const alert = page.getByRole('alertdialog', { name: 'Clear Chats?' });
  await expect(alert).toContainText('Your account, friends and rooms stay');
  await alert.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText('Deletion complete for Chats!')).toBeVisible();
  await expect.poll(() => figure(page, 'Chats records')).toBe(0);
  expect(await figure(page, 'Account records')).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Clear all' })).toBeDisabled();
});
