import { readFileSync } from 'node:fs';
import { truncate, writeFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { message, messages, openChat, send, sending, sent } from './support/chat.ts';
import { NETWORK_TIMEOUT_MS, aliceAndBob, openChatList } from './support/friends.ts';

const PASSWORD = 'chat test password';

/** Picks files for the composer's picture or file button, as the file dialog would. */
async function attach(
  page: Page,
  button: 'Send a picture' | 'Send a file',
  file: string | { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** Drags a chat row to the left, as a finger would, to show its actions. */
async function swipeOpen(page: Page, row: Locator): Promise<void> {
  const box = await row.boundingBox();
  if (!box) throw new Error('row not on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 300, y, { steps: 12 });
  await page.mouse.up();
}

test('two friends: delivery marks, pictures and files, offline catch-up, blocking, search', async ({
  newUser,
}, testInfo) => {
  // About 45 s on a quiet machine; the margin is for a busy one.
  test.setTimeout(300_000);
  const [a, b] = await aliceAndBob(newUser, PASSWORD);
  await Promise.all([openChat(a.page, 'Bob'), openChat(b.page, 'Alice')]);

  // Both ways: each message shows as sending until the other side's receipt, then a check.
  await send(a.page, 'Do you like pineapple on pizza?');
  await expect(sent(message(a.page, 'pineapple'))).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await expect(message(b.page, 'pineapple')).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  // A screen reader hears an arrival once, from a live region: the list itself stays quiet, as
  // its rows come and go with scrolling.
  const heard = (page: Page) => page.getByRole('status').filter({ hasText: /^(Alice|Bob): / });
  await expect(heard(b.page)).toHaveText('Alice: Do you like pineapple on pizza?');
  await expect(b.page.getByRole('log', { name: 'Messages' })).toHaveAttribute('aria-live', 'off');
  await send(b.page, 'Only on Fridays');
  await expect(sent(message(b.page, 'Only on Fridays'))).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(message(a.page, 'Only on Fridays')).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await expect(heard(a.page)).toHaveText('Bob: Only on Fridays');
  // My own message is not news to me.
  await expect(heard(b.page)).toHaveText('Alice: Do you like pineapple on pizza?');

  // A 1600 x 900 picture arrives at most 800 px wide, as a JPEG.
  const png = await a.page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 900;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#2a7';
    context.fillRect(0, 0, 1600, 900);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await attach(a.page, 'Send a picture', {
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  const picture = messages(b.page).getByRole('img', { name: 'Picture' });
  await expect(picture).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await expect(picture).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([800, 450]);

  // A file travels in chunks and downloads with its name and bytes.
  const notes = 'Meeting notes\n'.repeat(8_000); // 112 kB: three chunks
  await attach(a.page, 'Send a file', {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(notes),
  });
  const download = b.page.getByRole('button', { name: 'Download notes.txt' });
  await expect(download).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  const saved = b.page.waitForEvent('download');
  await download.click();
  const file = await saved;
  expect(file.suggestedFilename()).toBe('notes.txt');
  expect(readFileSync(await file.path(), 'utf8')).toBe(notes);
  await expect(sent(message(a.page, 'notes.txt'))).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });

  // Over the 10 MB limit: refused with the limit in the message, nothing is sent.
  const huge = testInfo.outputPath('huge.bin');
  await writeFile(huge, '');
  await truncate(huge, 10 * 1024 * 1024 + 1); // sparse: nothing is written
  await attach(a.page, 'Send a file', huge);
  await expect(a.page.getByText('The file is too large (max 10 MB).')).toBeVisible();
  await expect(message(a.page, 'huge.bin')).toHaveCount(0);

  // Bob goes offline: Alice's messages wait as pending, then all arrive in order.
  await b.context.setOffline(true);
  const batch = [1, 2, 3, 4, 5].map((n) => `While you were away ${n}`);
  for (const text of batch) await send(a.page, text);
  await a.page.waitForTimeout(2_000);
  for (const text of batch) await expect(sending(message(a.page, text))).toBeVisible();
  await b.context.setOffline(false);
  await expect(messages(b.page)).toContainText(batch, { timeout: NETWORK_TIMEOUT_MS });
  await expect(sent(message(a.page, batch[4] ?? ''))).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await expect(sending(messages(a.page))).toHaveCount(0);

  // More talk, so the first question is no longer on the newest page of the chat.
  const later = Array.from({ length: 7 }, (_, n) => `Later ${n + 1}`);
  for (const text of later) await send(a.page, text);
  await expect(message(b.page, 'Later 7')).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });

  // Alice takes a message back (context menu → Retract): it goes on both sides.
  await send(a.page, 'Oops, wrong chat');
  await expect(message(b.page, 'Oops, wrong chat')).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await message(a.page, 'Oops, wrong chat')
    .getByText('Oops, wrong chat')
    .click({ button: 'right' });
  await a.page.getByRole('button', { name: 'Retract' }).click();
  await expect(message(a.page, 'Oops, wrong chat')).toHaveCount(0);
  await expect(message(b.page, 'Oops, wrong chat')).toHaveCount(0, { timeout: NETWORK_TIMEOUT_MS });

  // Alice blocks Bob from the chat menu's friend settings: his next message never reaches her.
  await a.page.getByRole('button', { name: 'Chat menu' }).click();
  await a.page.getByRole('button', { name: 'Friend settings' }).click();
  await a.page.getByRole('switch', { name: 'Add to blacklist' }).click();
  await expect(a.page.getByRole('switch', { name: 'Add to blacklist' })).toBeChecked();
  await a.page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(a.page.getByText('You have blocked this user.')).toBeVisible();
  await send(b.page, 'Are you ignoring me?');
  await b.page.waitForTimeout(3_000);
  await expect(sending(message(b.page, 'Are you ignoring me?'))).toBeVisible();
  await expect(message(a.page, 'Are you ignoring me?')).toHaveCount(0);

  // Search over all messages finds the first question and opens the chat at it.
  await openChatList(a.page);
  await a.page
    .getByRole('search', { name: 'Search chats and messages' })
    .getByRole('searchbox')
    .fill('pineapple');
  // A hit names the chat and shows the text around the match.
  const hit = a.page
    .getByRole('region', { name: 'Messages' })
    .getByRole('link', { name: /^Bob .*Do you like pineapple on pizza\?/ });
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(a.page).toHaveURL(/\/chatpage\?pub=.+&msg=.+/);
  const question = message(a.page, 'pineapple');
  await expect(question).toHaveAttribute('aria-current', 'true');
  await expect(question).toBeInViewport();
  await expect(message(a.page, 'Later 7')).toHaveCount(0);
  // Scrolling down loads the newer messages.
  await a.page.getByRole('log', { name: 'Messages' }).hover();
  await a.page.mouse.wheel(0, 5_000);
  await expect(message(a.page, 'Later 7')).toBeVisible();

  // Opened again, Bob's chat shows its newest 15 messages; scrolling up loads the older ones.
  await openChat(b.page, 'Alice');
  await expect(messages(b.page)).toHaveCount(15);
  await expect(message(b.page, 'pineapple')).toHaveCount(0);
  await b.page.getByRole('log', { name: 'Messages' }).hover();
  await b.page.mouse.wheel(0, -5_000);
  await expect(message(b.page, 'pineapple')).toBeVisible();

  // Bob's swipe actions: pin the chat, then delete it after "Sure?".
  await openChatList(b.page);
  const recent = b.page.getByRole('region', { name: 'Recent Chats' });
  await swipeOpen(b.page, recent.getByRole('link', { name: /^Alice / }));
  await b.page.getByRole('button', { name: 'Pin', exact: true }).click();
  const pinned = b.page.getByRole('region', { name: 'Pinned' });
  await expect(pinned.getByRole('link', { name: /^Alice / })).toBeVisible();
  await expect(recent).toHaveCount(0);
  await swipeOpen(b.page, pinned.getByRole('link', { name: /^Alice / }));
  await b.page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(b.page.getByRole('alertdialog', { name: 'Delete chat' })).toContainText('Sure?');
  await b.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(b.page.getByText('No chats yet. Add a friend to start chatting.')).toBeVisible();
});
