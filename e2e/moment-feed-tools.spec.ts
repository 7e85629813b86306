import type { Locator, Page } from '@playwright/test';
import { accepted } from '../test/support/result.ts';
import { expect, test } from './support/fixtures.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { navigate } from './support/navigate.ts';
import { pageTitle } from './support/rooms.ts';
import { momentCard, openMoments, postMoment, toast } from './support/moments.ts';

const PASSWORD = 'moment feed tools password';
const LONG_START = 'Notes from the mountain:';
/** Over the card's 200 characters: the card cuts it, Copy and Preview give all of it. */
const LONG = `${LONG_START} ${'the path climbs through pines and over grey rocks. '.repeat(5)}The end.`;
const ALICES = 'Alice bakes bread';

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
  seed,
}) => {
  test.setTimeout(300_000);
  const a = await newUser({ permissions: ['clipboard-read', 'clipboard-write'] });
  // Bob, her friend, only posts; Carol is a stranger whose ID is all that is needed.
  const {
    partners: [bob, carol],
  } = await seed([a], PASSWORD, { partners: 2, friendships: [[0, 1]] });
  await accepted(bob.core.moments.post(LONG));
  await postMoment(a.page, ALICES);

  // Alice's feed has both; the filter says All.
  const feed = await openMoments(a.page);
  const his = momentCard(feed, 'Bob', LONG_START);
  const hers = momentCard(feed, 'Alice', ALICES);
  await expect(his).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await expect(hers).toBeVisible();
  await expect(his).not.toContainText('The end.');
  const filter = a.page.getByRole('group', { name: 'Filter by author' });
  await expect(filter.getByRole('button', { name: 'Show all moments' })).toHaveCount(0);

  // She picks Bob from the searchable list: only his moments, and the filter says so.
  await filter.getByRole('button', { name: 'Showing: All' }).click();
  const people = a.page.getByRole('list', { name: 'Show moments of' });
  await expect(people.getByText('Me', { exact: true })).toBeVisible();
  await expect(people.getByText('Bob', { exact: true })).toBeVisible();
  await a.page.getByRole('search', { name: 'Search friends' }).getByRole('searchbox').fill('bob');
  await expect(people.getByText('Me', { exact: true })).toHaveCount(0);
  await people.getByText('Bob', { exact: true }).click();
  await expect(a.page.getByRole('dialog', { name: 'Show moments of' })).toBeHidden();
  await expect(filter.getByRole('button', { name: 'Showing: Bob' })).toBeVisible();
  await expect(his).toBeVisible();
  await expect(hers).toHaveCount(0);

  // Me: only her own. Clearing shows everyone's again.
  await filter.getByRole('button', { name: 'Showing: Bob' }).click();
  await people.getByText('Me', { exact: true }).click();
  await expect(filter.getByRole('button', { name: 'Showing: Me' })).toBeVisible();
  await expect(hers).toBeVisible();
  await expect(his).toHaveCount(0);
  await filter.getByRole('button', { name: 'Show all moments' }).click();
  await expect(filter.getByRole('button', { name: 'Showing: All' })).toBeVisible();
  await expect(his).toBeVisible();
  await expect(hers).toBeVisible();

  // A long press on his text offers Copy: the whole text goes to the clipboard.
  const text = his.locator('.moment-text p');
  await longPress(a.page, text);
  await textAction(a.page, 'Copy');
  await expect(toast(a.page, 'Copied')).toBeVisible();
  expect(await a.page.evaluate(() => navigator.clipboard.readText())).toBe(LONG);

  // The context menu offers Preview text: the whole text in a dialog.
  await text.click({ button: 'right' });
  await textAction(a.page, 'Preview text');
  const preview = a.page.getByRole('dialog', { name: 'Moment text' });
  await expect(preview).toBeVisible();
  await expect(a.page.locator('ion-modal .moment-preview-text')).toHaveText(LONG);
  await a.page.locator('ion-modal').getByRole('button', { name: 'Close' }).click();
  await expect(preview).toBeHidden();

  // Tapping his name opens his profile; its Moments entry lists his moments.
  await his.getByText('Bob', { exact: true }).click();
  await expect(a.page).toHaveURL(/\/friend-profile\?pub=/);
  await a.page.getByRole('link', { name: 'Moments', exact: true }).click();
  await expect(pageTitle(a.page, "Bob's Moments")).toBeVisible();
  const list = a.page.getByRole('region', { name: 'Moments', exact: true });
  await expect(momentCard(list, 'Bob', LONG_START)).toBeVisible();
  await expect(list.getByRole('article')).toHaveCount(1);

  // My own name leads to /myself, whose My moments entry lists mine.
  await navigate(a.page, '/moments');
  await momentCard(a.page.getByRole('region', { name: 'Moments', exact: true }), 'Alice', ALICES)
    .getByText('Alice', { exact: true })
    .click();
  await expect(a.page).toHaveURL(/\/myself$/);
  await a.page.getByRole('link', { name: 'My moments', exact: true }).click();
  await expect(pageTitle(a.page, 'My Moments')).toBeVisible();
  const mine = a.page.getByRole('region', { name: 'Moments', exact: true });
  await expect(momentCard(mine, 'Alice', ALICES)).toBeVisible();

  // A stranger's profile says their moments are for friends only, with no way to an empty page.
  await navigate(a.page, `/stranger-profile?pub=${encodeURIComponent(carol.pair.pub)}`);
  await expect(a.page.getByText('Only friends can see their moments.')).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(a.page.getByRole('link', { name: 'Moments', exact: true })).toHaveCount(0);
});
