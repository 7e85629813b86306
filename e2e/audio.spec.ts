import type { BrowserContext, Page } from '@playwright/test';
import { submitLogin } from './support/account.ts';
import { send } from './support/chat.ts';
import { createAccount, expect, test } from './support/fixtures.ts';
import { navigate } from './support/navigate.ts';
import { createRoom, openRoomsConsole, pageTitle } from './support/rooms.ts';

const PASSWORD = 'click sounds password';
const ROOM = 'Echo';

interface SoundCount {
  clickSoundsStarted: number;
}

/** Counts, in every page of `context`, the tones started: each click sound is one oscillator. */
async function countSounds(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const counted = window as unknown as SoundCount;
    counted.clickSoundsStarted = 0;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the node as `this`.
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      counted.clickSoundsStarted += 1;
      start.call(this, when);
    };
  });
}

const soundsStarted = (page: Page) =>
  page.evaluate(() => (window as unknown as SoundCount).clickSoundsStarted);

test('click sounds play on send and preview; switched off they stay off after a reload and play nothing', async ({
  newUser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await newUser();
  await countSounds(context);
  await createAccount(page, { alias: 'Alice', password: PASSWORD });

  // A room of her own to send in: sending plays the send click.
  const roomsConsole = await openRoomsConsole(page);
  await createRoom(page, ROOM);
  await roomsConsole.getByRole('button', { name: 'Open room' }).click();
  await expect(pageTitle(page, ROOM)).toBeVisible();
  const roomUrl = new URL(page.url());
  let before = await soundsStarted(page);
  await send(page, 'with sounds on');
  await expect.poll(() => soundsStarted(page)).toBe(before + 1);

  // Audio settings: on by default, and each sound has a preview.
  await navigate(page, '/audioset');
  await expect(pageTitle(page, 'Audio Settings')).toBeVisible();
  const sounds = page.getByRole('switch', { name: 'Click sounds' });
  const previewSend = page.getByRole('button', { name: 'Play Send' });
  await expect(sounds).toBeChecked();
  before = await soundsStarted(page);
  await previewSend.click();
  await expect.poll(() => soundsStarted(page)).toBe(before + 1);

  await sounds.click();
  await expect(sounds).not.toBeChecked();
  await expect(previewSend).toBeDisabled();

  // Kept on the device: after a reload and logging in again, sounds are still off.
  await page.reload();
  await submitLogin(page, PASSWORD);
  await expect(pageTitle(page, 'Audio Settings')).toBeVisible();
  await expect(sounds).not.toBeChecked();

  // A message sent while off plays nothing: the click of turning sounds on again is the first
  // sound since the reload.
  await navigate(page, roomUrl.pathname + roomUrl.search);
  await expect(pageTitle(page, ROOM)).toBeVisible();
  await send(page, 'with sounds off');
  await navigate(page, '/audioset');
  await sounds.click();
  await expect(sounds).toBeChecked();
  await expect.poll(() => soundsStarted(page)).toBe(1);
});
