import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { homeNavigation, submitLogin } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { keyboardDragListening } from './support/drag.ts';

const PASSWORD = 'me page password';

async function openProfileTab(page: Page): Promise<void> {
  const tab = homeNavigation(page).getByRole('button', { name: /^Profile/ });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-current', 'page');
}

const nodes = (page: Page): Locator => page.getByRole('list', { name: 'Nodes of my network' });

/** A node of the list by its name, with the kind (legend colour) it is listed as. */
async function expectNode(page: Page, name: string, kind: string): Promise<void> {
  const node = nodes(page).getByRole('listitem').filter({ hasText: name });
  await expect(node).toContainText(kind, { timeout: NETWORK_TIMEOUT_MS });
}

/** Reads the QR code drawn in `code` (an SVG) through a canvas. */
async function decodeQr(code: Locator): Promise<string | null> {
  const image = await code.evaluate(async (svg) => {
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await picture.decode();
    const canvas = document.createElement('canvas');
    canvas.width = picture.width * 2;
    canvas.height = picture.height * 2;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(picture, 0, 0, canvas.width, canvas.height);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data), width, height };
  });
  if (!image) return null;
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data ?? null;
}

const subPagesDialog = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Tools and pages' });
const subPageGrid = (page: Page): Locator => page.getByRole('list', { name: 'Sub-pages' });

/** What the drag-and-drop tells a screen reader. */
const announced = (page: Page, text: string): Locator =>
  page.getByRole('status').filter({ hasText: text });

/** The modal on show with this title: its icon grid ('Tools and pages') or a sub-page. */
async function expectModalView(page: Page, title: string): Promise<void> {
  await expect(subPagesDialog(page)).toBeVisible();
  // The modal's own header comes first; a hosted sub-page may have a header of its own.
  await expect(page.locator('ion-modal.me-subpages ion-title').first()).toHaveText(title);
}

test('the Me page: my network with its legend, my QR code, and the sub-page modal with its history', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(240_000);
  const a = await newUser();
  // Bob only needs to be a friend.
  await seed([a], PASSWORD, { partners: 1, friendships: [[0, 1]] });
  const { page } = a;
  await openProfileTab(page);

  // Me, my friend and my relay, each named with its kind; the legend's six colours.
  const relay = new URL('/gun', await page.evaluate(() => location.origin)).href;
  await expectNode(page, 'Alice', 'You');
  await expectNode(page, 'Bob', 'Friend');
  await expectNode(page, relay, 'Connected relay');
  const legend = page.getByRole('region', { name: 'Legend' });
  await expect(legend.getByRole('listitem')).toHaveText([
    'You',
    'Friend',
    'Connected relay',
    'Disabled relay',
    'Error relay',
    'Stranger relay',
  ]);
  // The graph itself, or the note that this browser cannot draw it.
  await expect(
    page
      .getByRole('img', { name: '3D graph of me, my friends and my relays' })
      .or(page.getByRole('note').filter({ hasText: 'no WebGL' })),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Network refreshed' })).toBeVisible();
  await expectNode(page, 'Bob', 'Friend');

  await page.getByRole('button', { name: /^Stranger relays/ }).click();
  const strangers = page.getByRole('dialog', { name: 'Stranger relays' });
  // Ionic slots a modal's content into its dialog from outside: it is found on the page.
  await expect(strangers).toBeVisible();
  await expect(page.getByText('No stranger relays to add')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(strangers).toBeHidden();

  // My QR code holds `pubkey:` and my ID.
  await page.getByRole('button', { name: 'Show my QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'My QR code' });
  await expect(dialog).toBeVisible();
  const code = page.getByRole('img', { name: 'QR code of my ID' });
  await expect(code).toBeVisible();
  const id = (await page.locator('.my-qr code').innerText()).trim();
  expect(await decodeQr(code)).toBe(`pubkey:${id}`);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The sub-page modal opens on its icon grid; a tap opens a sub-page, Back returns to the grid.
  await page.getByRole('button', { name: 'Tools and pages' }).click();
  await expectModalView(page, 'Tools and pages');
  await expect(subPageGrid(page).getByRole('button')).toHaveText([
    'Discover',
    'QR Code',
    'Web Tools',
    'Network Status',
    'Browser',
    'AI Settings',
    'AI Chat',
    'Scanner',
  ]);
  await subPageGrid(page).getByRole('button', { name: 'QR Code' }).click();
  await expectModalView(page, 'QR Code');
  await expect(page.getByRole('textbox', { name: 'Text for the QR code' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Tools and pages' }).click();
  await expectModalView(page, 'Tools and pages');

  // The grid keeps an order of its own: the keyboard moves Scanner to the front.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await subPageGrid(page).getByRole('button', { name: 'Scanner' }).focus();
  await page.keyboard.press('Space');
  await expect(announced(page, 'Picked up Scanner, at position 8 of 8.')).toHaveCount(1);
  await keyboardDragListening(page);
  for (let position = 7; position >= 1; position--) {
    await page.keyboard.press('ArrowLeft');
    await expect(announced(page, `Scanner moved to position ${position} of 8.`)).toHaveCount(1);
  }
  await page.keyboard.press('Space');
  await expect(subPageGrid(page).getByRole('button').first()).toHaveText('Scanner');
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await subPageGrid(page).getByRole('button', { name: 'Web Tools' }).click();
  await expectModalView(page, 'Web Tools');

  // After a reload the modal is back where it was, with its history, and the grid in its order.
  // (The full-screen modal covers the home screen's navigation, so this logs in by hand.)
  await page.reload();
  await submitLogin(page, PASSWORD);
  await expectModalView(page, 'Web Tools');
  await page.getByRole('button', { name: 'Back to Tools and pages' }).click();
  await expectModalView(page, 'Tools and pages');
  await expect(subPageGrid(page).getByRole('button').first()).toHaveText('Scanner');
  await page.getByRole('button', { name: 'Back: close the sub-pages' }).click();
  await expect(subPagesDialog(page)).toBeHidden();
  await expect(nodes(page)).toBeVisible();
});
