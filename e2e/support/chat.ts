/** The private chat screens as a user goes through them. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { NETWORK_TIMEOUT_MS, contactRow, openContacts } from './friends.ts';

/**
 * Opens the chat with `name` from the friend's profile (Contacts → the friend → Send message): a
 * device signed in with an imported key has no chats listed until someone writes.
 */
export async function openChat(page: Page, name: string): Promise<void> {
  await openContacts(page);
  const row = contactRow(page, name);
  await expect(row).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await row.click();
  await page.getByRole('link', { name: 'Send message', exact: true }).click();
  await expect(page.getByRole('banner').getByText(name, { exact: true })).toBeVisible();
}

export const messages = (page: Page) =>
  page.getByRole('log', { name: 'Messages' }).getByRole('article');
export const message = (page: Page, text: string) => messages(page).filter({ hasText: text });
export const sending = (article: Locator) => article.getByRole('img', { name: 'Sending' });
export const sent = (article: Locator) => article.getByRole('img', { name: 'Sent' });

export async function send(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Message', exact: true });
  await input.fill(text);
  await input.press('Enter');
  await expect(message(page, text)).toBeVisible();
}
