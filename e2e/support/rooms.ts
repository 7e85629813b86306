/** The room screens as a user goes through them. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { NETWORK_TIMEOUT_MS, openChatList } from './friends.ts';

/** The page's title in its header (pages Ionic keeps hidden are not in the accessibility tree). */
export const pageTitle = (page: Page, name: string): Locator =>
  page.getByRole('banner').getByText(name, { exact: true });

/** Opens the Chats tab's plus menu and picks `item`. */
export async function plusMenu(page: Page, item: 'Start group chat' | 'Join group'): Promise<void> {
  await openChatList(page);
  await page.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('button', { name: item, exact: true }).click();
}

/** Opens the Chats page's Rooms tab and returns its console. */
export async function openRoomsConsole(page: Page): Promise<Locator> {
  await openChatList(page);
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

/** In the Rooms console on show: creates a room named `name`, which ends selected. */
export async function createRoom(page: Page, name: string): Promise<void> {
  const roomsConsole = page.getByRole('region', { name: 'Rooms console' });
  await roomsConsole.getByRole('button', { name: 'Create room' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Create room' });
  await dialog.getByRole('textbox', { name: 'Room name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(roomsConsole.getByRole('status')).toHaveText(`Selected: ${name}`);
}

/**
 * In the Rooms console on show: selects the room named `name` and reads its key pair from the QR
 * dialog (whose code must show), then closes the dialog.
 */
export async function readRoomKey(page: Page, name: string): Promise<string> {
  const roomsConsole = page.getByRole('region', { name: 'Rooms console' });
  await roomsConsole.getByRole('button', { name: new RegExp(`^${name} `) }).click();
  await roomsConsole.getByRole('button', { name: 'Show room QR' }).click();
  // Ionic slots a modal's content into its dialog from outside: it is found on the page.
  const dialog = page.getByRole('dialog', { name: 'Room QR code' });
  await expect(page.getByRole('img', { name: `QR code of ${name}` })).toBeVisible();
  const key = await page.getByRole('textbox', { name: 'Key pair' }).inputValue();
  expect(JSON.parse(key)).toEqual(
    expect.objectContaining({ pub: expect.any(String), priv: expect.any(String) }),
  );
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return key;
}

/** Pastes a room's key pair into the plus menu's Join group. */
export async function joinByKey(page: Page, key: string): Promise<void> {
  await plusMenu(page, 'Join group');
  await page.getByRole('textbox', { name: 'Room key pair' }).fill(key);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Join' }).click();
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
