/**
 * Friends between two real users on one relay: a request by ID with a message, the red dot and the
 * bottom sheet on the other side, remarks, the blacklist, reports and deleting a friend.
 */
import type { Page } from '@playwright/test';
import { createAccount, expect, test } from './support/fixtures.ts';
import {
  NETWORK_TIMEOUT_MS,
  addFriendLink,
  backToHome,
  befriend,
  contactRow,
  friendList,
  openContacts,
} from './support/friends.ts';

const PASSWORD = 'correct horse battery';

/** Contacts in the sidebar, whose name says when unviewed requests wait. */
const contactsNav = (page: Page) =>
  page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: /^Contacts/ });

// Two accounts (key derivation) and letters through the relay: slower than one screen.
test.describe.configure({ timeout: 180_000 });

test('a request by ID with a message becomes a friendship on both sides', async ({
  page,
  newUser,
}) => {
  const b = await newUser();
  const { pub: alicePub } = await createAccount(page, { alias: 'Alice', password: PASSWORD });
  const { pub: bobPub } = await createAccount(b.page, { alias: 'Bob', password: PASSWORD });
  const message = 'Hi Bob, it is Alice from the climbing club';

  // New Friends: a blank ID is refused, a 'pubkey:' prefix is dropped.
  await openContacts(page);
  await expect(page.getByText('No friends yet', { exact: false })).toBeVisible();
  await addFriendLink(page).click();
  const id = page.getByRole('textbox', { name: 'Friend ID' });
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeDisabled();
  await id.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Publickey is null');
  await expect(page.getByText('No friend requests yet.')).toBeVisible();
  await id.fill(`pubkey:${bobPub}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();

  // The stranger profile comes from Bob's signed space; the request needs a message.
  await expect(page).toHaveURL(/\/stranger-profile\?pub=/);
  const card = page.getByRole('region', { name: 'Profile' });
  await expect(card.getByRole('heading', { name: 'Bob' })).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(card.getByText(bobPub)).toBeVisible();
  const form = page.getByRole('form', { name: 'Friend request' });
  await form.getByRole('button', { name: 'Send friend request' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Please enter a message for the friend request.',
  );
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('button', { name: 'Send friend request' }).click();
  await expect(page.getByText('The friend request has been sent')).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });

  // Bob: the red dot on Contacts and on the bell, the count, the sheet.
  await expect(contactsNav(b.page)).toHaveAccessibleName('Contacts (new friend requests)', {
    timeout: NETWORK_TIMEOUT_MS,
  });
  await openContacts(b.page);
  await b.page.getByRole('link', { name: 'Friend requests (new)' }).click();
  await expect(b.page.getByText('1 pending request')).toBeVisible();
  await b.page.getByText(message).click();
  // Ionic slots the sheet's content into its dialog from outside: it is found on the page.
  const sheet = b.page.getByRole('dialog', { name: 'Friend request' });
  const details = b.page.getByRole('region', { name: 'Friend request', exact: true });
  await expect(sheet).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Alice' })).toBeVisible();
  await expect(details.getByText(alicePub)).toBeVisible();
  await expect(details.getByText(message)).toBeVisible();
  await expect(details.getByRole('switch', { name: 'Add to blacklist' })).not.toBeChecked();
  await details.getByRole('button', { name: 'Agree', exact: true }).click();
  await expect(sheet).toBeHidden();
  await expect(b.page.getByText('No friend requests yet.')).toBeVisible();

  // Viewed: the dots are gone.
  await openContacts(b.page);
  await expect(contactsNav(b.page)).toHaveAccessibleName('Contacts');
  await expect(b.page.getByRole('link', { name: 'Friend requests', exact: true })).toBeVisible();
  await expect(contactRow(b.page, 'Alice')).toBeVisible();
  await expect(friendList(b.page).getByText('1 friend')).toBeVisible();
  await openContacts(page);
  await expect(contactRow(page, 'Bob')).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await expect(friendList(page).getByText('1 friend')).toBeVisible();

  // Searching a friend's ID opens the friend profile.
  await addFriendLink(page).click();
  await page.getByRole('textbox', { name: 'Friend ID' }).fill(bobPub);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/friend-profile\?pub=/);
  await expect(page.getByRole('link', { name: 'Send message' })).toBeVisible();
});

test('remark, blacklist, report and deleting a friend on both sides', async ({ page, newUser }) => {
  const b = await newUser();
  await createAccount(page, { alias: 'Alice', password: PASSWORD });
  const bob = await createAccount(b.page, { alias: 'Bob', password: PASSWORD });
  await befriend({ page }, { page: b.page, pub: bob.pub });

  // Remark name: shown in Contacts instead of the alias.
  await contactRow(page, 'Bob').click();
  await expect(page).toHaveURL(/\/friend-profile\?pub=/);
  await page.getByRole('link', { name: 'Friend settings' }).first().click();
  const remark = page.getByRole('form', { name: 'Remark' });
  await remark.getByRole('textbox', { name: 'Remark name' }).fill('Bobby Climber');
  await remark.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successful update')).toBeVisible();

  // Block from the friend's settings: the blacklist page lists him; remove him there.
  await page.getByRole('switch', { name: 'Add to blacklist' }).click();
  await expect(page.getByRole('switch', { name: 'Add to blacklist' })).toBeChecked();
  await backToHome(page);
  await expect(contactRow(page, 'Bobby Climber')).toBeVisible();
  await openBlacklist(page);
  const blocked = page.getByRole('region', { name: 'Blocked users' });
  await expect(blocked.getByText('Bobby Climber')).toBeVisible();
  await expect(blocked.getByText(bob.pub)).toBeVisible();
  await page.getByRole('button', { name: 'Remove Bobby Climber from blacklist' }).click();
  await expect(page.getByText('Your blacklist is empty.')).toBeVisible();

  // Add by ID: a blank key is refused, a key is listed.
  const blockForm = page.getByRole('form', { name: 'Block a user' });
  await blockForm.getByRole('button', { name: 'Add' }).click();
  await expect(blockForm.getByRole('alert')).toHaveText('Publickey is null');
  await blockForm.getByRole('textbox', { name: 'Public key' }).fill(bob.pub);
  await blockForm.getByRole('button', { name: 'Add' }).click();
  await expect(blocked.getByText(bob.pub)).toBeVisible();
  await page.getByRole('button', { name: 'Remove Bobby Climber from blacklist' }).click();
  await expect(page.getByText('Your blacklist is empty.')).toBeVisible();
  await openContacts(page);

  // Report: kept on this device, and the page says so.
  await contactRow(page, 'Bobby Climber').click();
  await page.getByRole('link', { name: 'Friend settings' }).first().click();
  await page.getByRole('link', { name: 'Report user' }).click();
  await expect(page.getByRole('note')).toContainText('no one receives them');
  const report = page.getByRole('form', { name: 'Report a user' });
  await expect(report.getByRole('textbox', { name: 'Public key of the user' })).toHaveValue(
    bob.pub,
  );
  await report.getByRole('button', { name: 'Save report' }).click();
  await expect(report.getByRole('alert')).toHaveText('Please choose a reason for the report.');
  await report.getByRole('radio', { name: 'Spam' }).click();
  await report.getByRole('button', { name: 'Save report' }).click();
  await expect(
    page.getByRole('region', { name: 'Saved reports' }).getByText(bob.pub),
  ).toBeVisible();

  // Delete friend: gone here at once, gone on Bob's side with a notice.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: 'Delete friend' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sure?' });
  await expect(confirm).toContainText('Bobby Climber will be removed from your contacts');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  // Removed here at once; the page goes home once the notice to Bob is on its way.
  await expect(page).toHaveURL(/\/index$/, { timeout: NETWORK_TIMEOUT_MS });
  await openContacts(page);
  await expect(page.getByText('No friends yet', { exact: false })).toBeVisible();

  await openContacts(b.page);
  await expect(b.page.getByText('Alice removed you from their friends.')).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(b.page.getByText('No friends yet', { exact: false })).toBeVisible();
  await b.page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(b.page.getByText('Alice removed you from their friends.')).toBeHidden();
});

/** Settings tab → Blacklist. */
async function openBlacklist(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('button', { name: 'Settings', exact: true })
    .click();
  await page.getByRole('link', { name: 'Blacklist' }).click();
  await expect(page).toHaveURL(/\/blackList$/i);
}
