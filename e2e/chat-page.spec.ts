import type { Locator, Page } from '@playwright/test';
import { accepted } from '../test/support/result.ts';
import { expect, test } from './support/fixtures.ts';
import { message, messages, openChat, send } from './support/chat.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { textsFrom } from './support/partner.ts';

const PASSWORD = 'chat page test password';

/** The message's menu, as a right click (or a long press) opens it, and one of its actions. */
async function choose(page: Page, article: Locator, action: string): Promise<void> {
  await article.locator('.chat-bubble').click({ button: 'right' });
  const menu = page.getByRole('dialog', { name: 'Message' });
  await menu.getByRole('button', { name: action, exact: true }).click();
  // Until the menu has gone, its backdrop takes the next click.
  await expect(menu).toBeHidden();
}

/**
 * A plain picture of one colour, made in the page, as the app sends a picture: a JPEG data URL.
 * (Picking a picture in the composer, and its compression, are chat.spec.ts's.)
 */
async function jpegPicture(page: Page, colour: string): Promise<string> {
  return page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 30;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = fill;
    context.fillRect(0, 0, 40, 30);
    return canvas.toDataURL('image/jpeg');
  }, colour);
}

test('reply to a message, forward it to another friend, and links in texts', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(300_000);
  const [alice, bob] = [await newUser(), await newUser()];
  // Carol only receives a forward: she needs no browser.
  const {
    users: [alicesId],
    partners: [carol],
  } = await seed([alice, bob], PASSWORD, {
    partners: 1,
    friendships: [
      [0, 1],
      [0, 2],
    ],
  });
  await Promise.all([openChat(alice.page, 'Bob'), openChat(bob.page, 'Alice')]);

  await send(bob.page, 'Are you coming tonight?');
  // Its own article, not the answer that will quote it.
  const question = messages(alice.page).filter({ hasText: /^Are you coming tonight\?/ });
  await expect(question).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  // Today's messages sit under a "Today" heading.
  await expect(
    alice.page.getByRole('log', { name: 'Messages' }).getByRole('heading', { name: 'Today' }),
  ).toBeVisible();

  // Alice answers Bob's question: the quote bar shows what she answers; × drops it.
  const bar = alice.page.getByRole('group', { name: 'Replying' });
  await choose(alice.page, question, 'Reply');
  await bar.getByRole('button', { name: 'Cancel reply' }).click();
  await expect(bar).toBeHidden();
  await choose(alice.page, question, 'Reply');
  await expect(bar).toContainText('Replying to Bob');
  await expect(bar).toContainText('Are you coming tonight?');
  await send(alice.page, 'Yes, at eight');
  await expect(bar).toBeHidden();
  const answer = message(alice.page, 'Yes, at eight');
  await expect(answer.getByRole('button', { name: /Are you coming tonight\?/ })).toContainText(
    'Bob',
  );

  // Bob sees the quote above the answer, as his own words, and tapping it shows his question.
  const answerAtBob = message(bob.page, 'Yes, at eight');
  await expect(answerAtBob).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  const quote = answerAtBob.getByRole('button', { name: /Are you coming tonight\?/ });
  await expect(quote).toContainText('You');
  const original = messages(bob.page).filter({ hasText: /^Are you coming tonight\?/ });
  await expect(original).not.toHaveAttribute('aria-current');
  await quote.click();
  await expect(original).toHaveAttribute('aria-current', 'true');

  // Alice forwards Bob's question to Carol, who gets it as a new message from Alice.
  await choose(alice.page, question, 'Forward');
  // Ionic slots a modal's content into its dialog from outside: it is found on the page.
  const picker = alice.page.getByRole('dialog', { name: 'Forward to' });
  const friends = alice.page.getByRole('list', { name: 'Forward to' });
  // Carol is named once her card has come from the relay.
  await expect(friends.getByText('Carol', { exact: true })).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
  await expect(friends.getByText('Bob', { exact: true })).toHaveCount(0);
  await friends.getByText('Carol', { exact: true }).click();
  await expect(picker).toBeHidden();
  await expect
    .poll(() => textsFrom(carol, alicesId.pub), { timeout: NETWORK_TIMEOUT_MS })
    .toContain('Are you coming tonight?');

  // Web addresses become links that open in a new tab without a way back; other schemes stay text.
  await send(alice.page, 'Map: https://example.org/map?at=8 and javascript:alert(1) too');
  const atBob = message(bob.page, 'Map:');
  await expect(atBob).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
  const link = atBob.getByRole('link', { name: 'https://example.org/map?at=8' });
  await expect(link).toHaveAttribute('href', 'https://example.org/map?at=8');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(atBob.getByRole('link')).toHaveCount(1);
  await expect(atBob).toContainText('javascript:alert(1) too');
});

test('pictures open in a viewer: zoom, previous and next, download, Escape', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(300_000);
  const alice = await newUser();
  // Bob only sends the pictures: he needs no browser.
  const {
    users: [alicesId],
    partners: [bob],
  } = await seed([alice], PASSWORD, { partners: 1, friendships: [[0, 1]] });
  await openChat(alice.page, 'Bob');
  for (const colour of ['red', 'blue']) {
    const dataUrl = await jpegPicture(alice.page, colour);
    await accepted(bob.core.chat.send(alicesId.pub, { kind: 'image', dataUrl }));
  }
  const pictures = messages(alice.page).getByRole('button', { name: 'Open picture' });
  await expect(pictures).toHaveCount(2, { timeout: NETWORK_TIMEOUT_MS });

  await pictures.first().click();
  const viewer = alice.page.getByRole('dialog', { name: 'Picture viewer' });
  await expect(viewer).toBeVisible();
  await expect(alice.page.getByRole('img', { name: 'Picture 1 of 2' })).toBeVisible();
  const previous = alice.page.getByRole('button', { name: 'Previous picture' });
  const next = alice.page.getByRole('button', { name: 'Next picture' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect(alice.page.getByRole('img', { name: 'Picture 2 of 2' })).toBeVisible();
  await expect(next).toBeDisabled();
  await alice.page.keyboard.press('ArrowLeft');
  await expect(alice.page.getByRole('img', { name: 'Picture 1 of 2' })).toBeVisible();
  await alice.page.keyboard.press('ArrowRight');
  const shown = alice.page.getByRole('img', { name: 'Picture 2 of 2' });
  await expect(shown).toBeVisible();

  // Zoom in with the button and the wheel, back out with the button.
  const zoom = alice.page.getByRole('status', { name: 'Zoom' });
  await expect(zoom).toHaveText('100%');
  await alice.page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoom).toHaveText('125%');
  await shown.hover();
  await alice.page.mouse.wheel(0, -100);
  await expect(zoom).toHaveText('156%');
  // A zoomed picture is dragged about.
  const box = await shown.boundingBox();
  if (!box) throw new Error('picture not on screen');
  await alice.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await alice.page.mouse.down();
  await alice.page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 20, {
    steps: 4,
  });
  await alice.page.mouse.up();
  await expect(shown).toHaveCSS('transform', /^matrix\(1\.56\d*, 0, 0, 1\.56\d*, 30, 20\)$/);
  await alice.page.getByRole('button', { name: 'Zoom out' }).click();
  await alice.page.getByRole('button', { name: 'Zoom out' }).click();
  await expect(zoom).toHaveText('100%');
  await expect(shown).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');

  // Download saves the picture on show.
  const download = alice.page.getByRole('link', { name: 'Download picture' });
  const src = await shown.getAttribute('src');
  expect(src).toMatch(/^data:image\/jpeg;base64,/);
  await expect(download).toHaveAttribute('href', src ?? '');
  await expect(download).toHaveAttribute('download', /\.jpg$/);
  const saving = alice.page.waitForEvent('download');
  await download.click();
  expect((await saving).suggestedFilename()).toMatch(/\.jpg$/);

  await alice.page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});
