import type { Locator, Page } from '@playwright/test';
import { homeNavigation } from './support/account.ts';
import { createAccount, expect, reloadAndLogin, test } from './support/fixtures.ts';
import { keyboardDragListening } from './support/drag.ts';

const PASSWORD = 'home grid password';

/** The spec's home icons in their default order (002 §2.1). */
const DEFAULT_ORDER = [
  'AI Settings',
  'AI Chat',
  'QR Code',
  'Web Tools',
  'Browser',
  'Relay',
  'X',
  'YouTube',
  'GitHub',
  'TikTok',
];

const grid = (page: Page): Locator => page.getByRole('list', { name: 'Apps' });
const icon = (page: Page, name: string): Locator =>
  grid(page).getByRole('button', { name, exact: true });

/** Drags `name` with the mouse onto the place of `onto`, in small steps as a hand would. */
async function dragWithMouse(page: Page, name: string, onto: string): Promise<void> {
  const from = await icon(page, name).boundingBox();
  const to = await icon(page, onto).boundingBox();
  if (!from || !to) throw new Error('the icons are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

test('the OS tab: the home icons in order, reordered by mouse and keyboard, kept, reset, opened', async ({
  page,
}) => {
  await createAccount(page, { alias: 'Grid', password: PASSWORD });
  await homeNavigation(page).getByRole('button', { name: 'OS', exact: true }).click();
  await expect(grid(page).getByRole('button')).toHaveText(DEFAULT_ORDER);

  // Edit mode, then the mouse drags AI Settings onto Web Tools' place.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(page.getByText('Drag the icons into the order you like.')).toBeVisible();
  await dragWithMouse(page, 'AI Settings', 'Web Tools');
  const dragged = ['AI Chat', 'QR Code', 'Web Tools', 'AI Settings', ...DEFAULT_ORDER.slice(4)];
  await expect(grid(page).getByRole('button')).toHaveText(dragged);
  await expect(page.getByText('Icon order saved')).toBeVisible();

  // The keyboard: Space picks Browser up, the left arrow moves it one place, Space drops it;
  // a screen reader hears each step.
  const announced = (text: string) => page.getByRole('status').filter({ hasText: text });
  await icon(page, 'Browser').focus();
  await page.keyboard.press('Space');
  await expect(announced('Picked up Browser, at position 5 of 10.')).toHaveCount(1);
  await keyboardDragListening(page);
  await page.keyboard.press('ArrowLeft');
  await expect(announced('Browser moved to position 4 of 10.')).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(announced('Browser dropped at position 4 of 10.')).toHaveCount(1);
  const reordered = [...dragged.slice(0, 3), 'Browser', 'AI Settings', ...dragged.slice(5)];
  await expect(grid(page).getByRole('button')).toHaveText(reordered);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

  // The order is the user's on this device: a reload (and the next login) finds it.
  await reloadAndLogin(page, PASSWORD);
  await expect(grid(page).getByRole('button')).toHaveText(reordered);

  // A right click enters edit mode too; Reset brings the default order back.
  await grid(page).click({ button: 'right' });
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(grid(page).getByRole('button')).toHaveText(DEFAULT_ORDER);
  await expect(page.getByText('Default icon order restored')).toBeVisible();
  await page.getByRole('button', { name: 'OK', exact: true }).click();

  // A long press on an icon enters edit mode, and letting go does not open the icon.
  const qr = await icon(page, 'QR Code').boundingBox();
  if (!qr) throw new Error('the QR Code icon is not on screen');
  await page.mouse.move(qr.x + qr.width / 2, qr.y + qr.height / 2);
  await page.mouse.down();
  await expect(page.getByRole('button', { name: 'Reset', exact: true })).toBeVisible();
  await page.mouse.up();
  await page.getByRole('button', { name: 'OK', exact: true }).click();

  // A tap opens the icon's route.
  await icon(page, 'QR Code').click();
  await expect(page).toHaveURL(/\/qrpage$/);
  await expect(page.getByRole('textbox', { name: 'Text for the QR code' })).toBeVisible();
});
