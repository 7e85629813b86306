import type { Page } from '@playwright/test';
import { accepted } from '../test/support/result.ts';
import { homeNavigation, submitLogin } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { momentCard, openMoments, postMoment, toast } from './support/moments.ts';
import { pageTitle } from './support/rooms.ts';
import { eventually } from '../test/integration/support/core-user.ts';

const PASSWORD = 'notification settings password';
const MOMENT = 'Kites over the dunes';
const COMMENT = 'I want one too!';

/** Settings tab → the Application section's Notifications row. */
async function openNotificationSettings(page: Page): Promise<void> {
  await homeNavigation(page).getByRole('button', { name: 'Settings', exact: true }).click();
  await page
    .getByRole('region', { name: 'Application' })
    .getByRole('link', { name: 'Notifications', exact: true })
    .click();
  await expect(pageTitle(page, 'Notification Settings')).toBeVisible();
  await expect(page).toHaveURL(/\/notificationsettings$/);
}

test('with likes switched off, a like adds nothing to the list or the badge and a comment does', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(300_000);
  const a = await newUser();
  // Bob only likes and comments: a partner in Node.
  const {
    users: [alice],
    partners: [bob],
  } = await seed([a], PASSWORD, { partners: 1, friendships: [[0, 1]] });

  // Alice switches likes off; the browser notification switches live here now, not on Settings.
  await openNotificationSettings(a.page);
  const likes = a.page.getByRole('switch', { name: 'Likes on my moments' });
  const comments = a.page.getByRole('switch', { name: 'Comments on my moments' });
  const toasts = a.page.getByRole('switch', { name: 'Toast for new notifications' });
  await expect(a.page.getByRole('switch', { name: 'Browser notifications' })).toBeVisible();
  await expect(likes).toBeChecked();
  await expect(comments).toBeChecked();
  await expect(toasts).toBeChecked();
  await likes.click();
  await expect(likes).not.toBeChecked();

  // The switch is kept on the device: after a reload, signing in again opens this page, still off.
  await a.page.reload();
  await submitLogin(a.page, PASSWORD);
  await expect(pageTitle(a.page, 'Notification Settings')).toBeVisible();
  await expect(a.page).toHaveURL(/\/notificationsettings$/);
  await expect(likes).not.toBeChecked();
  await expect(comments).toBeChecked();

  await postMoment(a.page, MOMENT);
  const aliceFeed = await openMoments(a.page);
  const aliceCard = momentCard(aliceFeed, 'Alice', MOMENT);
  const tab = homeNavigation(a.page).getByRole('button', { name: /^Moments/ });

  // Bob likes it: Alice's count shows the like, yet nothing is recorded for her.
  const moment = await eventually(
    async () =>
      (await bob.core.moments.feed()).moments.find(
        (m) => m.author === alice.pub && m.text === MOMENT,
      ),
    NETWORK_TIMEOUT_MS,
    "Alice's moment in Bob's feed",
  );
  await accepted(bob.core.moments.like(moment));
  await expect(aliceCard.getByRole('button', { name: /^Like: \d+$/ })).toHaveText('1', {
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(tab).toHaveAccessibleDescription('');

  // Bob's comment is recorded: a toast, the badge and the list say so.
  await accepted(bob.core.moments.comment(moment, COMMENT));
  await expect(toast(a.page, 'Bob commented on your moment')).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(tab).toHaveAccessibleDescription('1 unread notification');
  await a.page.getByRole('link', { name: 'Notifications, 1 unread', exact: true }).click();
  await expect(pageTitle(a.page, 'Notifications')).toBeVisible();
  const list = a.page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Bob commented on your moment');
  await expect(list).toContainText(COMMENT);
  await expect(a.page.getByText('Bob liked your moment')).toHaveCount(0);
});
