import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { navigate } from './support/navigate.ts';
import { pageTitle } from './support/rooms.ts';
import { momentCard, openMoments, postMoment, toast } from './support/moments.ts';
import { seedAccounts } from './support/seed.ts';

const PASSWORD = 'moment feed tools password';
const LONG_START = 'Notes from the mountain:';
/** Over the card's 200 characters: the card cuts it, Copy and Preview give all of it. */
const LONG = `${LONG_START} ${'the path climbs through pines and over grey rocks. '.repeat(5)}The end.`;
const BOBS = 'Bob bakes bread';

/** A long press (500 ms) with a finger on `target`. */
async function longPress(page: Page, target: Locator): Promise<void> {
  // The menu hides the page from the accessibility tree: the finger lifts from the same element.
  const element = await target.elementHandle();
  const box = await element?.boundingBox();
  if (!element || !box) throw new Error('nothing to press');
  const at = { clientX: box.x + 10, clientY: box.y + 5, pointerType: 'touch', isPrimary: true };
  await element.dispatchEvent('pointerdown', at);
  await page.waitForTimeout(700);
  await element.dispatchEvent('pointerup', at);
  await element.dispose();
}

/** Picks one of the text actions from their sheet, and waits for the sheet to go. */
async function textAction(page: Page, name: 'Copy' | 'Preview text'): Promise<void> {
  const menu = page.getByRole('dialog', { name: 'Text actions' });
  await menu.getByRole('button', { name, exact: true }).click();
  // Until the sheet has gone, its backdrop takes the next click and no other menu opens.
  await expect(menu).toBeHidden();
}

test('the feed: a user filter, text actions on a long press, and an author’s profile and moments', async ({
  newUser,
}) => {
  test.setTimeout(300_000);
  const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };
  const [a, b, c] = await Promise.all([newUser(), newUser(clipboard), newUser()]);
  const [, , carol] = await seedAccounts([a, b, c], PASSWORD, [[0, 1]]);
  await postMoment(a.page, LONG);
  await postMoment(b.page, BOBS);

  // Bob's feed has both; the filter says All.
  const feed = await openMoments(b.page);
  const hers = momentCard(feed, 'Alice', LONG_START);
  const his = momentCard(feed, 'Bob', BOBS);
  await expect(hers).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await expect(his).toBeVisible();
  await expect(hers).not.toContainText('The end.');
  const filter = b.page.getByRole('group', { name: 'Filter by author' });
  await expect(filter.getByRole('button', { name: 'Show all moments' })).toHaveCount(0);

  // He picks Alice from the searchable list: only her moments, and the filter says so.
  await filter.getByRole('button', { name: 'Showing: All' }).click();
  const people = b.page.getByRole('list', { name: 'Show moments of' });
  await expect(people.getByText('Me', { exact: true })).toBeVisible();
  await expect(people.getByText('Alice', { exact: true })).toBeVisible();
  await b.page.getByRole('search', { name: 'Search friends' }).getByRole('searchbox').fill('ali');
  await expect(people.getByText('Me', { exact: true })).toHaveCount(0);
  await people.getByText('Alice', { exact: true }).click();
  await expect(b.page.getByRole('dialog', { name: 'Show moments of' })).toBeHidden();
  await expect(filter.getByRole('button', { name: 'Showing: Alice' })).toBeVisible();
  await expect(hers).toBeVisible();
  await expect(his).toHaveCount(0);

  // Me: only his own. Clearing shows everyone's again.
  await filter.getByRole('button', { name: 'Showing: Alice' }).click();
  await people.getByText('Me', { exact: true }).click();
  await expect(filter.getByRole('button', { name: 'Showing: Me' })).toBeVisible();
  await expect(his).toBeVisible();
  await expect(hers).toHaveCount(0);
  await filter.getByRole('button', { name: 'Show all moments' }).click();
  await expect(filter.getByRole('button', { name: 'Showing: All' })).toBeVisible();
  await expect(hers).toBeVisible();
  await expect(his).toBeVisible();

  // A long press on her text offers Copy: the whole text goes to the clipboard.
  const text = hers.locator('.moment-text p');
  await longPress(b.page, text);
  await textAction(b.page, 'Copy');
  await expect(toast(b.page, 'Copied')).toBeVisible();
  expect(await b.page.evaluate(() => navigator.clipboard.readText())).toBe(LONG);

  // The context menu offers Preview text: the whole text in a dialog.
  await text.click({ button: 'right' });
  await textAction(b.page, 'Preview text');
  const preview = b.page.getByRole('dialog', { name: 'Moment text' });
  await expect(preview).toBeVisible();
  await expect(b.page.locator('ion-modal .moment-preview-text')).toHaveText(LONG);
  await b.page.locator('ion-modal').getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  // Tapping her name opens her profile; its Moments entry lists her moments.
  await hers.getByText('Alice', { exact: true }).click();
  await expect(b.page).toHaveURL(/\/friend-profile\?pub=/);
  await b.page.getByRole('link', { name: 'Moments', exact: true }).click();
  await expect(pageTitle(b.page, "Alice's Moments")).toBeVisible();
  const list = b.page.getByRole('region', { name: 'Moments', exact: true });
  await expect(momentCard(list, 'Alice', LONG_START)).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(1);

  // My own name leads to /myself, whose My moments entry lists mine.
  await navigate(b.page, '/moments');
  await momentCard(b.page.getByRole('region', { name: 'Moments', exact: true }), 'Bob', BOBS)
    .getByText('Bob', { exact: true })
    .click();
  await expect(b.page).toHaveURL(/\/myself$/);
  await b.page.getByRole('link', { name: 'My moments', exact: true }).click();
  await expect(pageTitle(b.page, 'My Moments')).toBeVisible();
  const mine = b.page.getByRole('region', { name: 'Moments', exact: true });
  await expect(momentCard(mine, 'Bob', BOBS)).toBeVisible();

  // A stranger's profile says their moments are for friends only, with no way to an empty page.
  await navigate(b.page, `/stranger-profile?pub=${encodeURIComponent(carol.pub)}`);
  await expect(b.page.getByText('Only friends can see their moments.')).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(b.page.getByRole('link', { name: 'Moments', exact: true })).toHaveCount(0);
});
