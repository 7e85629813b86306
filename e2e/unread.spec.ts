import chatTexts from '../src/app/i18n/locales/en/chat.json' with { type: 'json' };
import { expect, test } from './support/fixtures.ts';
import { homeNavigation } from './support/account.ts';
import { message, openChat } from './support/chat.ts';
import { NETWORK_TIMEOUT_MS, backToHome } from './support/friends.ts';
import { partnerSends } from './support/partner.ts';

const PASSWORD = 'unread counts password';

test('unread counts go up per chat, on the Chat tab and in the title, and clear when read', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(180_000);
  const a = await newUser();
  // Bob only writes: a partner in Node.
  const {
    users: [alice],
    partners: [bob],
  } = await seed([a], PASSWORD, { partners: 1, friendships: [[0, 1]] });
  // Alice reads what came with the friendship (Bob's greeting, which he says again once he knows
  // her browser's device), then waits on the chat list.
  await openChat(a.page, 'Bob');
  await expect(message(a.page, chatTexts.greeting)).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await backToHome(a.page);
  const chatTab = homeNavigation(a.page).getByRole('button', { name: 'Chat', exact: true });
  await chatTab.click();
  await expect(a.page).toHaveTitle('Meshtalk');

  await partnerSends(bob, alice.pub, 'one', 'two', 'three');
  // The row's text sits in the light DOM of its item, beside (not inside) the link's anchor.
  const recent = a.page.getByRole('region', { name: 'Recent Chats' });
  const row = recent.getByRole('link', { name: /^Bob / });
  await expect(recent.getByRole('img', { name: '3 unread messages' })).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(chatTab).toHaveAccessibleDescription('3 unread messages');
  await expect(a.page).toHaveTitle('(3) Meshtalk');

  await row.click();
  await expect(message(a.page, 'three')).toBeVisible();
  await backToHome(a.page);
  await expect(a.page).toHaveTitle('Meshtalk');
  await expect(recent.getByRole('img', { name: /unread/ })).toHaveCount(0);
  await expect(chatTab).not.toHaveAttribute('aria-description');
});
