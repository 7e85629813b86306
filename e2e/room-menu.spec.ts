import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { message, messages, openChat, send } from './support/chat.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import {
  createRoom,
  joinByKey,
  openRoomsConsole,
  pageTitle,
  readRoomKey,
} from './support/rooms.ts';
import { seedAccounts } from './support/seed.ts';

const PASSWORD = 'room menu test password';
const ROOM = 'Ridge';

/** The message's menu, as a right click (or a long press) opens it, and one of its actions. */
async function choose(page: Page, article: Locator, action: string): Promise<void> {
  await article.locator('.chat-bubble').click({ button: 'right' });
  const menu = page.getByRole('dialog', { name: 'Message' });
  await menu.getByRole('button', { name: action, exact: true }).click();
  // Until the menu has gone, its backdrop takes the next click.
  await expect(menu).toBeHidden();
}

test('a room message’s menu: reply with a quote, retract for everyone, forward to a friend', async ({
  newUser,
}) => {
  test.setTimeout(300_000);
  const [a, b] = await Promise.all([newUser(), newUser()]);
  await seedAccounts([a, b], PASSWORD, [[0, 1]]);

  const roomsConsole = await openRoomsConsole(a.page);
  await createRoom(a.page, ROOM);
  await joinByKey(b.page, await readRoomKey(a.page, ROOM));
  await expect(pageTitle(b.page, ROOM)).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await roomsConsole.getByRole('button', { name: 'Open room' }).click();
  await expect(pageTitle(a.page, ROOM)).toBeVisible();

  // Bob asks; Alice answers his message from its menu, and the quote bar says whom she answers.
  await send(b.page, 'Who brings the map?');
  // Its own article, not the answer that will quote it.
  const question = messages(a.page)
    .filter({ hasText: 'Who brings the map?' })
    .filter({ hasNotText: 'I will bring it' });
  await expect(question).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  const bar = a.page.getByRole('group', { name: 'Replying' });
  await choose(a.page, question, 'Reply');
  await expect(bar).toContainText('Replying to Bob');
  await expect(bar).toContainText('Who brings the map?');
  await send(a.page, 'I will bring it');
  await expect(bar).toBeHidden();
  await expect(
    message(a.page, 'I will bring it').getByRole('button', { name: /Who brings the map\?/ }),
  ).toContainText('Bob');

  // Bob sees the answer with the quote of his own words.
  const answerAtBob = message(b.page, 'I will bring it');
  await expect(answerAtBob).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await expect(answerAtBob).toContainText('Alice');
  await expect(answerAtBob.getByRole('button', { name: /Who brings the map\?/ })).toContainText(
    'You',
  );

  // Bob's own message offers Retract; Alice's menu on it does not.
  await question.locator('.chat-bubble').click({ button: 'right' });
  const menu = a.page.getByRole('dialog', { name: 'Message' });
  await expect(menu.getByRole('button', { name: 'Reply', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Retract', exact: true })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(menu).toBeHidden();

  // Alice retracts a message: it goes at once here, and from Bob's screen.
  await send(a.page, 'Meet at the wrong hut');
  await expect(message(b.page, 'Meet at the wrong hut')).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await choose(a.page, message(a.page, 'Meet at the wrong hut'), 'Retract');
  await expect(message(a.page, 'Meet at the wrong hut')).toHaveCount(0);
  await expect(message(b.page, 'Meet at the wrong hut')).toHaveCount(0, {
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(message(b.page, 'I will bring it')).toBeVisible();

  // Alice forwards Bob's question to a friend: it arrives in their private chat as hers.
  await choose(a.page, question, 'Forward');
  const friends = a.page.getByRole('list', { name: 'Forward to' });
  await friends.getByText('Bob', { exact: true }).click();
  await expect(a.page.getByRole('dialog', { name: 'Forward to' })).toBeHidden();
  await expect(a.page.getByText('Forwarded to Bob', { exact: true })).toBeVisible();
  await openChat(b.page, 'Alice');
  await expect(message(b.page, 'Who brings the map?')).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
});
