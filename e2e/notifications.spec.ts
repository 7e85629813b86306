import type { BrowserContext, Page } from '@playwright/test';
import { createAccount, expect, test } from './support/fixtures.ts';
import { homeNavigation } from './support/account.ts';
import { message, openChat, send } from './support/chat.ts';
import { checkIonControl } from './support/ionic.ts';
import { pageTitle, plusMenu } from './support/rooms.ts';
import {
  NETWORK_TIMEOUT_MS,
  acceptFriendRequest,
  backToHome,
  sendFriendRequest,
} from './support/friends.ts';

const PASSWORD = 'notifications password';

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
}) => {
  test.setTimeout(240_000);
  const [a, b] = await Promise.all([newUser({ permissions: ['notifications'] }), newUser()]);
  await recordNotifications(a.context);
  const [alice] = await Promise.all([
    createAccount(a.page, { alias: 'Alice', password: PASSWORD }),
    createAccount(b.page, { alias: 'Bob', password: PASSWORD }),
  ]);

  // A request while Alice looks elsewhere.
  await setHidden(a.page, true);
  await sendFriendRequest(b.page, alice.pub, 'Hi Alice, it is Bob');
  await expect
    .poll(() => shown(a.page), { timeout: NETWORK_TIMEOUT_MS })
    .toEqual([{ title: 'New friend request', body: 'Bob wants to be your friend' }]);
  await setHidden(a.page, false);
  await acceptFriendRequest(a.page, 'Hi Alice, it is Bob');
  await openChat(a.page, 'Bob');
  await backToHome(a.page);

  // A message while hidden shows its text; while visible, nothing is shown.
  await openChat(b.page, 'Alice');
  await send(b.page, 'hello Alice');
  const recent = a.page.getByRole('region', { name: 'Recent Chats' });
  await expect(recent.getByText('hello Alice')).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await setHidden(a.page, true);
  await send(b.page, 'secret plans');
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
  await plusMenu(b.page, 'Start group chat');
  await b.page.getByRole('textbox', { name: 'Group name' }).fill('Trail');
  await checkIonControl(b.page.getByRole('checkbox', { name: 'Alice' }));
  await b.page.getByRole('button', { name: 'send group invitation (1)', exact: true }).click();
  await expect(pageTitle(b.page, 'Trail')).toBeVisible();
  await openChat(a.page, 'Bob');
  const invitation = a.page.getByRole('region', { name: 'Group invitation' });
  await invitation.getByRole('button', { name: 'Join', exact: true }).click({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(pageTitle(a.page, 'Trail')).toBeVisible();
  await backToHome(a.page);
  await setHidden(a.page, true);
  await send(b.page, 'on my way');
  await expect
    .poll(async () => (await shown(a.page)).slice(2), { timeout: NETWORK_TIMEOUT_MS })
    .toEqual([{ title: 'Trail', body: 'Bob: on my way' }]);
  await setHidden(a.page, false);
  await openChat(b.page, 'Alice');

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
  await send(b.page, 'more secret plans');
  await expect
    .poll(async () => (await shown(a.page)).slice(3), { timeout: NETWORK_TIMEOUT_MS })
    .toEqual([{ title: 'Bob', body: 'New message from Bob' }]);

  // Notifications off: none at all.
  await setHidden(a.page, false);
  const notifications = a.page.getByRole('switch', { name: 'Browser notifications' });
  await notifications.click();
  await expect(notifications).not.toBeChecked();
  await setHidden(a.page, true);
  await send(b.page, 'quiet now');
  await backToHome(a.page);
  await homeNavigation(a.page).getByRole('button', { name: 'Chat', exact: true }).click();
  await expect(recent.getByText('quiet now')).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  expect(await shown(a.page)).toHaveLength(4);
});
