import { expect, test } from './support/fixtures.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { navigate } from './support/navigate.ts';
import { pageTitle } from './support/rooms.ts';
import {
  momentCard,
  openMoments,
  ownMomentAction,
  pictureFile,
  postMoment,
  toast,
} from './support/moments.ts';
import { seedAccounts } from './support/seed.ts';

const PASSWORD = 'moments test password';
const WITH_PICTURES = 'Sunrise over the lake';
const TO_FORWARD = 'A quiet evening walk';
const FORWARD_TEXT = 'Worth a look';

test('moments: friends see pictures, strangers nothing; hide, forward, a deleted original', async ({
  newUser,
}) => {
  test.setTimeout(300_000);
  const [a, b, c] = await Promise.all([newUser(), newUser(), newUser()]);
  const [alice] = await seedAccounts([a, b, c], PASSWORD, [[0, 1]]);

  // Alice posts a moment with two pictures (a PNG and a JPEG), and one of text.
  const pictures = [
    await pictureFile(a.page, 'lake.png', '#3b82f6', 'image/png'),
    await pictureFile(a.page, 'sun.jpg', '#f59e0b', 'image/jpeg'),
  ];
  await postMoment(a.page, WITH_PICTURES, pictures);
  await postMoment(a.page, TO_FORWARD);
  const aliceFeed = await openMoments(a.page);
  await expect(momentCard(aliceFeed, 'Alice', WITH_PICTURES)).toBeVisible();

  // Bob, her friend, sees it with both pictures, one at a time.
  const bobFeed = await openMoments(b.page);
  const seen = momentCard(bobFeed, 'Alice', WITH_PICTURES);
  await expect(seen).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  const first = seen.getByRole('img', { name: 'Picture 1 of 2', exact: true });
  await expect(first).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await expect(first).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await seen.getByRole('button', { name: 'Next picture' }).click();
  await expect(seen.getByRole('img', { name: 'Picture 2 of 2', exact: true })).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(seen.getByRole('button', { name: 'Next picture' })).toBeDisabled();

  // Her page of moments shows it too.
  await navigate(b.page, `/friendmoments?pub=${encodeURIComponent(alice.pub)}`);
  await expect(pageTitle(b.page, "Alice's Moments")).toBeVisible();
  const hers = b.page.getByRole('region', { name: 'Moments', exact: true });
  await expect(momentCard(hers, 'Alice', WITH_PICTURES)).toBeVisible();
  await openMoments(b.page);

  // Carol, not her friend, sees an empty feed.
  const carolFeed = await openMoments(c.page);
  await expect(carolFeed.getByRole('status')).toHaveText('No moments yet');
  await expect(carolFeed.getByRole('article')).toHaveCount(0);

  // Alice hides it: Bob no longer sees it; Alice still does, marked hidden.
  const hidden = momentCard(aliceFeed, 'Alice', WITH_PICTURES);
  await ownMomentAction(a.page, hidden, 'Hide');
  await expect(toast(a.page, 'Moment hidden')).toBeVisible();
  await expect(hidden.getByText('Hidden', { exact: true })).toBeVisible();
  await expect(seen).toHaveCount(0, { timeout: NETWORK_TIMEOUT_MS });

  // Bob forwards her other moment; over 280 characters is refused first.
  const original = momentCard(bobFeed, 'Alice', TO_FORWARD);
  await expect(original).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  await original.getByRole('button', { name: /^Forward: \d+$/ }).click();
  await expect(b.page.getByRole('dialog', { name: 'Forward moment' })).toBeVisible();
  const modal = b.page.locator('ion-modal');
  const words = modal.getByRole('textbox', { name: 'Your words' });
  const send = modal.getByRole('button', { name: 'Forward', exact: true });
  await words.fill('x'.repeat(281));
  await expect(modal.getByRole('alert')).toHaveText('Forward content cannot exceed 280 characters');
  await expect(send).toBeDisabled();
  await words.fill(FORWARD_TEXT);
  await expect(modal.getByText(`${FORWARD_TEXT.length}/280`, { exact: true })).toBeVisible();
  await send.click();
  await expect(toast(b.page, 'Moment forwarded')).toBeVisible();
  const forward = momentCard(bobFeed, 'Bob', FORWARD_TEXT);
  await expect(forward).toBeVisible();
  const card = forward.getByRole('region', { name: 'Original moment' });
  await expect(card).toContainText(TO_FORWARD);
  await expect(card).toContainText('Alice');

  // A forward is not forwarded again.
  await forward.getByRole('button', { name: /^Forward: \d+$/ }).click();
  await expect(toast(b.page, 'Cannot forward a forwarded moment')).toBeVisible();

  // Alice deletes the original: Bob's forward says so. His forward comes to the top of her feed
  // first; until it has, a click on her card may land while the card moves down.
  await expect(momentCard(aliceFeed, 'Bob', FORWARD_TEXT)).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  const mine = momentCard(aliceFeed, 'Alice', TO_FORWARD);
  await ownMomentAction(a.page, mine, 'Delete');
  await expect(toast(a.page, 'Moment deleted successfully')).toBeVisible();
  await expect(mine).toHaveCount(0);
  await expect(card).toHaveText('Original moment deleted', { timeout: NETWORK_TIMEOUT_MS });
  await expect(original).toHaveCount(0);

  // Carol writes from /postmoment: blank text is refused; her moment is in My Moments.
  await navigate(c.page, '/postmoment');
  const text = c.page.getByRole('textbox', { name: 'Moment text' });
  await text.fill('   ');
  await c.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(c.page, 'Please enter moment content')).toBeVisible();
  await text.fill('Hello from Carol');
  await c.page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(c.page, 'Moment published successfully')).toBeVisible();
  await navigate(c.page, '/mymoments');
  await expect(pageTitle(c.page, 'My Moments')).toBeVisible();
  const carolsOwn = c.page.getByRole('region', { name: 'Moments', exact: true });
  await expect(momentCard(carolsOwn, 'Carol', 'Hello from Carol')).toBeVisible();
});
