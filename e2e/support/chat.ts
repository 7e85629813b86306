/** The private chat screens as a user goes through them. */
import type { Locator, Page } from '@playwright/test';
import { homeNavigation } from './account.ts';
import { expect } from './fixtures.ts';
import { NETWORK_TIMEOUT_MS, backToHome } from './friends.ts';

/** Opens the Chats tab and the chat with `name` from its Recent Chats list. */
export async function openChat(page: Page, name: string): Promise<void> {
  await backToHome(page);
  await homeNavigation(page).getByRole('button', { name: 'Chat', exact: true }).click();
  const row = page
    .getByRole('region', { name: 'Recent Chats' })
    .getByRole('link', { name: new RegExp(`^${name} `) });
  await expect(row).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await row.click();
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
