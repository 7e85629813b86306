import type { BrowserContext, Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { accepted } from '../test/support/result.ts';
import { expect, test } from './support/fixtures.ts';
import { homeNavigation } from './support/account.ts';
import { message, openChat } from './support/chat.ts';
import { pageTitle } from './support/rooms.ts';
import {
  NETWORK_TIMEOUT_MS,
  acceptFriendRequest,
  backToHome,
  openChatList,
} from './support/friends.ts';
import { expectPartnerFriend, partnerSends } from './support/partner.ts';

const PASSWORD = 'notifications password';

// Notifications need the whole browser: the headless shell shows none.
test.use({ launchOptions: chromiumLaunchOptions });

interface Shown {
  title: string;
  body: string;
}

/** Records every notification the page creates (the real one is still made). */
async function recordNotifications(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: { title: string; body: string; notice: Notification }[] = [];
    Object.assign(window, { shownNotifications: shown });
    const Native = window.Notification;
    window.Notification = class extends Native {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        shown.push({ title, body: options?.body ?? '', notice: this });
      }
    };
  });
}

const shown = (page: Page): Promise<Shown[]> =>
  page.evaluate(() =>
    (
      window as unknown as { shownNotifications: { title: string; body: string }[] }
    ).shownNotifications.map(({ title, body }) => ({ title, body })),
  );

/** As when the user switches to another tab or window. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((hide) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hide ? 'hidden' : 'visible'),
    });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

test('a hidden page notifies of friend requests, messages and room messages, with the text only when allowed', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(240_000);
  const a = await newUser({ permissions: ['notifications'] });
  await recordNotifications(a.context);
  // Bob only asks, writes and starts a group: a partner in Node, not yet a friend.
  const {
    users: [alice],
    partners: [bob],
  } = await seed([a], PASSWORD, { partners: 1 });

  // A request while Alice looks elsewhere.
  await setHidden(a.page, true);
  const request = await bob.core.contacts.sendFriendRequest(alice.pub, 'Hi Alice, it is Bob');
  expect(request.ok).toBe(true);
  await expect
    .poll(() => shown(a.page), { timeout: NETWORK_TIMEOUT_MS })
    .toEqual([{ title: 'New friend request', body: 'Bob wants to be your friend' }]);
  await setHidden(a.page, false);
  await acceptFriendRequest(a.page, 'Hi Alice, it is Bob');
  await expectPartnerFriend(bob, alice.pub);
  await openChat(a.page, 'Bob');
  await openChatList(a.page);

  // A message while hidden shows its text; while visible, nothing is shown.
  await partnerSends(bob, alice.pub, 'hello Alice');
  const recent = a.page.getByRole('region', { name: 'Recent Chats' });
  await expect(recent.getByText('hello Alice')).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await setHidden(a.page, true);
  await partnerSends(bob, alice.pub, 'secret plans');
  await expect
    .poll(async () => (await shown(a.page)).slice(1), { timeout: NETWORK_TIMEOUT_MS })
    .toEqual([{ title: 'Bob', body: 'secret plans' }]);

  // Clicking the notification opens the chat.
  await a.page.evaluate(() => {
    const list = (window as unknown as { shownNotifications: { notice: Notification }[] })
      .shownNotifications;
    list.at(-1)?.notice.onclick?.(new Event('click'));
  });
  await setHidden(a.page, false);
  await expect(message(a.page, 'secret plans')).toBeVisible();
  await backToHome(a.page);

  // A room message names the room and its sender.
  const group = await accepted(bob.core.rooms.startGroup('Trail', [alice.pub]));
  expect(group.failed).toEqual([]);
  await openChat(a.page, 'Bob');
  const invitation = a.page.getByRole('region', { name: 'Group invitation' });
  await invitation.getByRole('button', { name: 'Join', exact: true }).click({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(pageTitle(a.page, 'Trail')).toBeVisible();
  await backToHome(a.page);
  await setHidden(a.page, true);
  await accepted(bob.core.rooms.send(group.room.pub, { kind: 'text', text: 'on my way' }));
  await expect
    .poll(async () => (await shown(a.page)).slice(2), { timeout: NETWORK_TIMEOUT_MS })
    .toEqual([{ title: 'Trail', body: 'Bob: on my way' }]);
  await setHidden(a.page, false);

  // Without the text: only who wrote (Settings → Notifications holds the switches).
  await homeNavigation(a.page).getByRole('button', { name: 'Settings', exact: true }).click();
  await a.page
    .getByRole('region', { name: 'Application' })
    .getByRole('link', { name: 'Notifications', exact: true })
    .click();
  await expect(pageTitle(a.page, 'Notification Settings')).toBeVisible();
  const showText = a.page.getByRole('switch', { name: 'Show message text in notifications' });
  await expect(showText).toBeChecked();
  await showText.click();
  await expect(showText).not.toBeChecked();
  await setHidden(a.page, true);
  await partnerSends(bob, alice.pub, 'more secret plans');
  await expect
    .poll(async () => (await shown(a.page)).slice(3), { timeout: NETWORK_TIMEOUT_MS })
    .toEqual([{ title: 'Bob', body: 'New message from Bob' }]);

  // Notifications off: none at all.
  await setHidden(a.page, false);
  const notifications = a.page.getByRole('switch', { name: 'Browser notifications' });
  await notifications.click();
  await expect(notifications).not.toBeChecked();
  await setHidden(a.page, true);
  await partnerSends(bob, alice.pub, 'quiet now');
  await openChatList(a.page);
  await expect(recent.getByText('quiet now')).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  expect(await shown(a.page)).toHaveLength(4);
});
