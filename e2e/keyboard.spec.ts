import { expect, test } from './support/fixtures.ts';
import { message, openChat } from './support/chat.ts';
import { NETWORK_TIMEOUT_MS, aliceAndBob } from './support/friends.ts';

const PASSWORD = 'keyboard password';

test('opening a chat puts the keyboard in the composer; Enter sends, Escape leaves', async ({
  newUser,
}) => {
  test.setTimeout(120_000);
  const [a, b] = await aliceAndBob(newUser, PASSWORD);
  await openChat(a.page, 'Bob');
  await expect(a.page.getByRole('textbox', { name: 'Message', exact: true })).toBeFocused();
  await a.page.keyboard.type('typed without a click');
  await a.page.keyboard.press('Enter');
  await expect(message(a.page, 'typed without a click')).toBeVisible();
  await openChat(b.page, 'Alice');
  await expect(message(b.page, 'typed without a click')).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await a.page.keyboard.press('Escape');
  await expect(a.page.getByRole('region', { name: 'Recent Chats' })).toBeVisible();
});
