import { homeNavigation } from './support/account.ts';
import { expect, test } from './support/fixtures.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { navigate } from './support/navigate.ts';
import { pageTitle } from './support/rooms.ts';
import { momentCard, openMoments, postMoment, toast } from './support/moments.ts';
import { seedAccounts } from './support/seed.ts';

const PASSWORD = 'moment talk test password';
const MOMENT = 'Fresh bread from the market';
const COMMENT = 'Looks delicious!';
const REPLY = 'Come over tomorrow';

test('moment talk: likes toggle, comments, notifications, replies and deleting a comment', async ({
  newUser,
}) => {
  test.setTimeout(300_000);
  const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()]);
  await seedAccounts([a, b, c], PASSWORD, [[0, 1]]);
  await postMoment(a.page, MOMENT);
  const aliceFeed = await openMoments(a.page);
  const aliceCard = momentCard(aliceFeed, 'Alice', MOMENT);
  const aliceLikes = aliceCard.getByRole('button', { name: /^Like: \d+$/ });
  await expect(aliceLikes).toHaveText('0');

  // Bob likes, then presses again to unlike: Alice's count follows, back to 0.
  const bobFeed = await openMoments(b.page);
  const bobCard = momentCard(bobFeed, 'Alice', MOMENT);
  await expect(bobCard).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await bobCard.getByRole('button', { name: /^Like: \d+$/ }).click();
  await expect(toast(b.page, 'Liked successfully')).toBeVisible();
  const unlike = bobCard.getByRole('button', { name: /^Unlike: \d+$/ });
  await expect(unlike).toHaveText('1');
  await expect(aliceLikes).toHaveText('1', { timeout: NETWORK_TIMEOUT_MS });
  await unlike.click();
  await expect(toast(b.page, 'Unliked successfully')).toBeVisible();
  await expect(bobCard.getByRole('button', { name: /^Like: \d+$/ })).toHaveText('0');
  await expect(aliceLikes).toHaveText('0', { timeout: NETWORK_TIMEOUT_MS });

  // He likes it again and comments from the quick comment modal (blank is not sent).
  await bobCard.getByRole('button', { name: /^Like: \d+$/ }).click();
  await expect(unlike).toHaveText('1');
  await bobCard.getByRole('button', { name: /^Comment: \d+$/ }).click();
  await expect(b.page.getByRole('dialog', { name: 'Comment' })).toBeVisible();
  const modal = b.page.locator('ion-modal');
  const send = modal.getByRole('button', { name: 'Send', exact: true });
  const words = modal.getByRole('textbox', { name: 'Your comment' });
  await words.fill('   ');
  await expect(send).toBeDisabled();
  await words.fill(COMMENT);
  await expect(modal.getByText(`${COMMENT.length}/500`, { exact: true })).toBeVisible();
  await send.click();
  await expect(toast(b.page, 'Comment posted successfully')).toBeVisible();
  await expect(b.page.getByRole('dialog', { name: 'Comment' })).toBeHidden();
  const bobComments = bobCard.getByRole('button', { name: /^Comment: \d+$/ });
  await expect(bobComments).toHaveText('1');

  // Alice sees the counts and an unread badge on the Moments tab.
  await expect(aliceLikes).toHaveText('1', { timeout: NETWORK_TIMEOUT_MS });
  await expect(aliceCard.getByRole('button', { name: /^Comment: \d+$/ })).toHaveText('1', {
    timeout: NETWORK_TIMEOUT_MS,
  });
  const tab = homeNavigation(a.page).getByRole('button', { name: /^Moments/ });
  await expect(tab).toHaveAccessibleDescription(/unread notifications?$/, {
    timeout: NETWORK_TIMEOUT_MS,
  });

  // The notification list says who did what; Mark all read clears the badge.
  await a.page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(pageTitle(a.page, 'Notifications')).toBeVisible();
  const list = a.page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(list).toContainText('Bob liked your moment');
  await expect(
    list.getByRole('listitem').filter({ hasText: 'Bob commented on your moment' }),
  ).toContainText(COMMENT);
  await expect(list).toContainText('Unread');
  await a.page.getByRole('button', { name: 'Mark all read', exact: true }).click();
  await expect(list).not.toContainText('Unread');
  await openMoments(a.page);
  await expect(tab).toHaveAccessibleDescription('');

  // The detail page lists the comment: Alice replies, then deletes Bob's comment.
  await aliceCard.getByRole('button', { name: 'View 1 comment', exact: true }).click();
  await expect(pageTitle(a.page, 'Moment')).toBeVisible();
  const comments = a.page.getByRole('region', { name: 'Comments', exact: true });
  await expect(comments).toContainText(COMMENT);
  await comments.getByRole('button', { name: 'Reply to Bob', exact: true }).click();
  await expect(a.page.getByRole('dialog', { name: 'Reply to Bob' })).toBeVisible();
  await a.page.locator('ion-modal').getByRole('textbox', { name: 'Your comment' }).fill(REPLY);
  await a.page.locator('ion-modal').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(a.page, 'Reply posted successfully')).toBeVisible();
  await expect(comments.getByRole('listitem').filter({ hasText: REPLY })).toContainText(
    'replying to Bob',
  );
  await comments.getByRole('button', { name: 'Delete comment by Bob', exact: true }).click();
  const confirm = a.page.getByRole('alertdialog', { name: 'Delete comment' });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(a.page, 'Comment deleted successfully')).toBeVisible();
  await expect(comments).not.toContainText(COMMENT);
  await expect(comments).toContainText(REPLY);
  await expect(bobComments).toHaveText('1', { timeout: NETWORK_TIMEOUT_MS });

  // Carol, no friend of Alice's, cannot open the moment.
  const detail = new URL(a.page.url());
  await navigate(c.page, `${detail.pathname}${detail.search}`);
  await expect(c.page.getByText('This moment is not available', { exact: true })).toBeVisible();
});
