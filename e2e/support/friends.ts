/** Making friends through the real screens: New Friends on one side, the request sheet on the other. */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { expectHome, homeNavigation } from './account.ts';
import type { NewUser, User } from './fixtures.ts';
import { seedAccounts } from './seed.ts';

const DEFAULT_MESSAGE = 'Hello, shall we be friends?';

/** Letters travel through the relay and profiles are looked up with retries: allow for both. */
export const NETWORK_TIMEOUT_MS = 30_000;

/** Opens the Contacts tab of the home screen and returns its friend list. */
export async function openContacts(page: Page): Promise<Locator> {
  await backToHome(page);
  const tab = homeNavigation(page).getByRole('button', { name: /^Contacts/ });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-current', 'page');
  await expect(addFriendLink(page)).toBeVisible();
  return friendList(page);
}

/** Goes home and opens the Chat tab (its Recent Chats). */
export async function openChatList(page: Page): Promise<void> {
  await backToHome(page);
  const tab = homeNavigation(page).getByRole('button', { name: 'Chat', exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-current', 'page');
}

/** The Contacts header's way to New Friends. */
export function addFriendLink(page: Page): Locator {
  return page.getByRole('link', { name: 'Add friend', exact: true });
}

/** The friend list of the Contacts tab on show. */
export function friendList(page: Page): Locator {
  return page.getByRole('region', { name: 'Friends' });
}

/**
 * A friend's row in the Contacts list, by the name it shows (remark or alias): its heading, which
 * opens the friend profile when clicked. (Ionic items slot their content into a shadow link, so
 * the link itself cannot be filtered by text.)
 */
export function contactRow(page: Page, name: string): Locator {
  return friendList(page).getByRole('heading', { name, exact: true });
}

/** Steps back with the page's Back button until the home screen shows. */
export async function backToHome(page: Page): Promise<void> {
  // While a page transition runs, both pages (and both Back buttons) are on show: wait for one.
  const back = page.getByRole('button', { name: 'Back', exact: true });
  for (let step = 0; step < 5 && !/\/index$/.test(new URL(page.url()).pathname); step++) {
    const before = page.url();
    await expect(back).toHaveCount(1);
    await back.click();
    await expect(page).not.toHaveURL(before);
  }
  await expectHome(page);
  await expect(back).toHaveCount(0);
}

/**
 * A sends a friend request to B's ID from New Friends (Contacts → Add friend → Search → the
 * stranger profile → message → Send); B opens the request from the bell and agrees in the bottom
 * sheet. Resolves once each sees the other in Contacts; both end on their Contacts tab.
 */
export async function befriend(
  a: { page: Page },
  b: { page: Page; pub: string },
  message: string = DEFAULT_MESSAGE,
): Promise<void> {
  const bName = await sendFriendRequest(a.page, b.pub, message);
  const aName = await acceptFriendRequest(b.page, message);
  await expect(contactRow(b.page, aName)).toBeVisible();
  await openContacts(a.page);
  await expect(contactRow(a.page, bName)).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
}

/**
 * Alice and Bob, friends, each signed in on a browser of their own, on the home screen (seeded:
 * the request screens have their own spec).
 */
export async function aliceAndBob(newUser: NewUser, password: string): Promise<[User, User]> {
  const users = [await newUser(), await newUser()] as const;
  await seedAccounts(users, password, [[0, 1]]);
  return [...users];
}

/** From the home screen: finds `pub` on New Friends and sends the request; returns their name. */
export async function sendFriendRequest(page: Page, pub: string, message: string): Promise<string> {
  await openContacts(page);
  await addFriendLink(page).click();
  await page.getByRole('textbox', { name: 'Friend ID' }).fill(pub);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const form = page.getByRole('form', { name: 'Friend request' });
  await expect(form).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  const name = (
    await page.getByRole('region', { name: 'Profile' }).getByRole('heading').first().innerText()
  ).trim();
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('button', { name: 'Send friend request' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Friend request sent. Waiting for them to agree.',
    { timeout: NETWORK_TIMEOUT_MS },
  );
  return name;
}

/**
 * From the home screen: waits for the unviewed-request bell, opens the request with `message`
 * and agrees; returns the sender's name. Ends on the Contacts tab.
 */
export async function acceptFriendRequest(page: Page, message: string): Promise<string> {
  await openContacts(page);
  const bell = page.getByRole('link', { name: 'Friend requests (new)' });
  await expect(bell).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await bell.click();
  await page.getByText(message, { exact: true }).click();
  // Ionic slots the sheet's content into its dialog from outside: it is found on the page.
  const sheet = page.getByRole('dialog', { name: 'Friend request' });
  const details = page.getByRole('region', { name: 'Friend request', exact: true });
  await expect(details.getByText(message)).toBeVisible();
  const name = (await details.getByRole('heading').first().innerText()).trim();
  await details.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(sheet).toBeHidden();
  await openContacts(page);
  return name;
}
