/** The room screens as a user goes through them. */
import type { Locator, Page } from '@playwright/test';
import { homeNavigation } from './account.ts';
import { expect } from './fixtures.ts';
import { NETWORK_TIMEOUT_MS, backToHome } from './friends.ts';

/** The page's title in its header (pages Ionic keeps hidden are not in the accessibility tree). */
export const pageTitle = (page: Page, name: string): Locator =>
  page.getByRole('banner').getByText(name, { exact: true });

/** Opens the Chats tab's plus menu and picks `item`. */
export async function plusMenu(page: Page, item: 'Start group chat' | 'Join group'): Promise<void> {
  await backToHome(page);
  await homeNavigation(page).getByRole('button', { name: 'Chat', exact: true }).click();
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('button', { name: item, exact: true }).click();
}

/** Opens the Chats page's Rooms tab and returns its console. */
export async function openRoomsConsole(page: Page): Promise<Locator> {
  await backToHome(page);
  await homeNavigation(page).getByRole('button', { name: 'Chat', exact: true }).click();
  // The segment button's host takes the pointer, not the tab inside its shadow root.
  await page.locator('ion-segment-button', { hasText: 'Rooms' }).click();
  await expect(page.getByRole('tab', { name: 'Rooms', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const roomsConsole = page.getByRole('region', { name: 'Rooms console' });
  await expect(roomsConsole).toBeVisible();
  return roomsConsole;
}

/** From a room's message page: its member page. */
export async function openMembers(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Members', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Members' })).toBeVisible();
}

/** The member page's clear vote. */
export const clearVote = (page: Page): Locator =>
  page.getByRole('region', { name: 'Clear the chat history' });

/** What a voter's line in the open vote says of their vote. */
export const voter = (page: Page, name: string): Locator =>
  clearVote(page)
    .getByRole('list', { name: 'Votes' })
    .locator('ion-item')
    .filter({ hasText: name })
    .locator('ion-note');

export { NETWORK_TIMEOUT_MS };
