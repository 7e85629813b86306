/** The moments screens as a user goes through them. */
import type { Locator, Page } from '@playwright/test';
import { homeNavigation } from './account.ts';
import { expect } from './fixtures.ts';
import { backToHome } from './friends.ts';

/** Opens the Moments tab of the home screen and returns its list. */
export async function openMoments(page: Page): Promise<Locator> {
  await backToHome(page);
  const tab = homeNavigation(page).getByRole('button', { name: /^Moments/ });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-current', 'page');
  const list = page.getByRole('region', { name: 'Moments', exact: true });
  await expect(list).toBeVisible();
  return list;
}

/** A moment card in `list` by its author's name and a text it shows. */
export const momentCard = (list: Locator, author: string, text: string): Locator =>
  list.getByRole('article', { name: `Moment by ${author}`, exact: true }).filter({ hasText: text });

/**
 * A picture made in the page (a canvas of one colour with a label), as a file to pick: PNG or
 * JPEG bytes.
 */
export async function pictureFile(
  page: Page,
  name: string,
  colour: string,
  mimeType: 'image/png' | 'image/jpeg',
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dataUrl = await page.evaluate(
    ([fill, type, label]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 48;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = fill;
      context.fillRect(0, 0, 64, 48);
      context.fillStyle = '#000';
      context.fillText(label, 4, 24);
      return canvas.toDataURL(type);
    },
    [colour, mimeType, name] as const,
  );
  return { name, mimeType, buffer: Buffer.from(dataUrl.split(',')[1] ?? '', 'base64') };
}

/** Posts a moment from the Moments tab's New Moment modal; waits for the success toast. */
export async function postMoment(
  page: Page,
  text: string,
  pictures: { name: string; mimeType: string; buffer: Buffer }[] = [],
): Promise<void> {
  await openMoments(page);
  await page.getByRole('button', { name: 'New Moment', exact: true }).click();
  // Ionic slots a modal's content into its dialog from outside: it is found in the ion-modal.
  const modal = page.locator('ion-modal');
  await expect(page.getByRole('dialog', { name: 'New Moment' })).toBeVisible();
  const send = modal.getByRole('button', { name: 'Send', exact: true });
  await expect(send).toBeDisabled();
  await modal.getByRole('textbox', { name: 'Moment text' }).fill(text);
  await expect(modal.getByText(`${text.length}/10000`, { exact: true })).toBeVisible();
  if (pictures.length > 0) {
    await modal.locator('input[type=file]').setInputFiles(pictures);
    const chosen = modal.getByRole('list', { name: 'Chosen pictures' }).getByRole('listitem');
    await expect(chosen).toHaveCount(pictures.length);
  }
  await send.click();
  await expect(toast(page, 'Moment published successfully')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New Moment' })).toBeHidden();
}

/** A toast's text (a toast being replaced may still be on the page: the newest is first). */
export const toast = (page: Page, text: string): Locator =>
  page.getByText(text, { exact: true }).first();

/** Opens my moment's menu on `card` and picks `item` (Delete is confirmed). */
export async function ownMomentAction(
  page: Page,
  card: Locator,
  item: 'Hide' | 'Make public' | 'Delete',
): Promise<void> {
  await card.getByRole('button', { name: 'Moment actions' }).click();
  await page.getByRole('button', { name: item, exact: true }).click();
  if (item === 'Delete') {
    const confirm = page.getByRole('alertdialog', { name: 'Delete moment' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  }
}
