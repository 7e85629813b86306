/**
 * The scanner and the QR codes: pictures of QR codes (drawn here with the `qrcode` package) are
 * fed to the scan screen's photo picker, as a user picks a photo of a code.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { accepted } from '../test/support/result.ts';
import QRCode from 'qrcode';
import { homeNavigation } from './support/account.ts';
import { createAccount, expect, test } from './support/fixtures.ts';
import { NETWORK_TIMEOUT_MS } from './support/friends.ts';
import { navigate } from './support/navigate.ts';
import { roomKeyText } from '../src/core/rooms/room-key.ts';
import { pageTitle } from './support/rooms.ts';

const PASSWORD = 'scan test password';

/** A PNG of a QR code holding `text`. */
const qrPicture = (text: string): Promise<Buffer> =>
  QRCode.toBuffer(text, { scale: 8, margin: 4, errorCorrectionLevel: 'L' });

async function openScanner(page: Page): Promise<void> {
  await navigate(page, '/ScanPage');
  await expect(pageTitle(page, 'Scanner')).toBeVisible();
}

/** Picks a photo of a QR code holding `text` on the scan screen on show. */
async function scanPicture(page: Page, text: string): Promise<void> {
  await page.locator('input[type=file][aria-label="Pick a photo"]').setInputFiles({
    name: 'code.png',
    mimeType: 'image/png',
    buffer: await qrPicture(text),
  });
}

const resultDialog = (page: Page) => page.getByRole('dialog', { name: 'Scan result' });

/**
 * Closes the result dialog with Scan again. (Ionic slots a modal's content into its dialog from
 * outside, so what it shows is found on the page.)
 */
async function scanAgain(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Scan again' }).click();
  await expect(resultDialog(page)).toBeHidden();
}

/** Answers every request to `origin` with a small page titled `title`. */
async function serveSite(context: BrowserContext, origin: string, title: string): Promise<void> {
  await context.route(`${origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<title>${title}</title><p>${title}</p>` }),
  );
}

test('an ID opens the friend profile for a friend and the stranger profile for anyone else', async ({
  newUser,
  seed,
}) => {
  test.setTimeout(180_000);
  const a = await newUser();
  const {
    partners: [bob, carol],
  } = await seed([a], PASSWORD, { partners: 2, friendships: [[0, 1]] });

  await openScanner(a.page);
  await scanPicture(a.page, `pubkey:${bob.pair.pub}`);
  await expect(a.page).toHaveURL(`/friend-profile?pub=${encodeURIComponent(bob.pair.pub)}`);
  await expect(pageTitle(a.page, 'Friend Profile')).toBeVisible();

  await openScanner(a.page);
  await scanPicture(a.page, `pubkey:${carol.pair.pub}`);
  await expect(a.page).toHaveURL(`/stranger-profile?pub=${encodeURIComponent(carol.pair.pub)}`);
  await expect(a.page.getByRole('heading', { name: 'Carol' })).toBeVisible({
    timeout: NETWORK_TIMEOUT_MS,
  });
});

test('a room key joins the room and opens its messages', async ({ newUser, seed }) => {
  test.setTimeout(180_000);
  const b = await newUser();
  // Alice, in Node, made the room; Bob scans its key.
  const {
    partners: [alice],
  } = await seed([b], PASSWORD, { partners: 1 });
  const { pub } = await accepted(alice.core.rooms.create('Scanned'));
  const key = roomKeyText(await accepted(alice.core.rooms.keyPair(pub)));

  await openScanner(b.page);
  await scanPicture(b.page, `keypair:${key}`);
  await expect(b.page.getByText('Joined group successfully', { exact: true })).toBeVisible();
  await expect(b.page).toHaveURL(`/group/${encodeURIComponent(pub)}/messages`);
  await expect(pageTitle(b.page, 'Scanned')).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });
});

test('web addresses: https opens in a new tab cut off from the app, http asks first, a bare domain is probed', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await createAccount(page, { alias: 'Alice', password: PASSWORD });
  await serveSite(context, 'https://scan.example.com', 'Landed');
  await serveSite(context, 'https://meshtalk-probe.org', 'Probed');

  await openScanner(page);
  const opened = context.waitForEvent('page');
  await scanPicture(page, 'https://scan.example.com/landing?from=qr');
  const tab = await opened;
  await expect(tab).toHaveURL('https://scan.example.com/landing?from=qr');
  await expect(tab).toHaveTitle('Landed');
  // noopener and noreferrer: the page cannot reach the app, nor learn where it came from.
  expect(await tab.evaluate(() => [window.opener === null, document.referrer])).toEqual([true, '']);
  await tab.close();
  await expect(resultDialog(page)).toBeVisible();
  const opening = page.getByRole('region', { name: 'Opened in a new tab' });
  await expect(opening).toContainText('https://scan.example.com/landing?from=qr');
  await expect(opening.getByRole('link', { name: 'Open' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await scanAgain(page);

  // http: the spec's question; Cancel opens nothing.
  await scanPicture(page, 'http://scan.example.com/plain');
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('No https，Do you want to visit？');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  expect(context.pages()).toHaveLength(1);

  // A bare domain with a known suffix: HTTPS answers, so it opens over HTTPS.
  const probed = context.waitForEvent('page');
  await scanPicture(page, 'meshtalk-probe.org/welcome');
  const probedTab = await probed;
  await expect(probedTab).toHaveURL('https://meshtalk-probe.org/welcome');
  await expect(probedTab).toHaveTitle('Probed');
  await probedTab.close();
  await scanAgain(page);

  // Neither HTTPS nor HTTP answers: the spec's error, and nothing opens.
  await context.route(/^https?:\/\/meshtalk-down\.io\//, (route) =>
    route.abort('addressunreachable'),
  );
  await scanPicture(page, 'meshtalk-down.io');
  await expect(page.getByRole('alert')).toHaveText(
    'meshtalk-down.io Unable to access (HTTPS and HTTP)',
  );
  expect(context.pages()).toHaveLength(1);
});

test('hostile codes are shown as text and never run or opened', async ({ page, context }) => {
  test.setTimeout(120_000);
  await createAccount(page, { alias: 'Alice', password: PASSWORD });
  let dialogs = 0;
  page.on('dialog', () => dialogs++);
  await openScanner(page);

  const hostile = [
    'javascript:window.__scanned=1;alert(1)',
    '<img src=x onerror="window.__scanned=1"><script>window.__scanned=1</script>',
    'data:text/html,<script>window.__scanned=1</script>',
    `${'Long text. '.repeat(250)}end`,
  ];
  for (const text of hostile) {
    await scanPicture(page, text);
    await expect(resultDialog(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Scanned text' })).toContainText(text.slice(-40));
    await scanAgain(page);
  }
  expect(context.pages()).toHaveLength(1);
  expect(dialogs).toBe(0);
  expect(await page.evaluate(() => (window as { __scanned?: number }).__scanned)).toBeUndefined();
  await expect(page).toHaveURL(/\/ScanPage$/);
});

test('the camera starts after opening, stops on leaving, and a refusal shows the spec’s alert', async ({
  page,
  newUser,
}) => {
  await createAccount(page, { alias: 'Alice', password: PASSWORD });
  await openScanner(page);
  await expect(page.getByText('Point the camera at a QR code')).toBeVisible();
  const cameraOn = () =>
    page.evaluate(() => {
      const stream = document.querySelector('video')?.srcObject;
      return (
        stream instanceof MediaStream && stream.getTracks().some((t) => t.readyState === 'live')
      );
    });
  expect(await cameraOn()).toBe(true);
  await navigate(page, '/index');
  await expect.poll(cameraOn).toBe(false);

  const refused = await newUser();
  await refused.context.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await createAccount(refused.page, { alias: 'Bob', password: PASSWORD });
  // The alert can come before a look at the title would: it hides the page from screen readers.
  await navigate(refused.page, '/ScanPage');
  const alert = refused.page.getByRole('alertdialog');
  await expect(alert).toContainText(
    'The camera permission has been rejected.if you need,try agin please.',
  );
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
});

test('QR codes: my ID on the Profile tab, and any text on the QR page with the length warning', async ({
  page,
}) => {
  const { pub } = await createAccount(page, { alias: 'Alice', password: PASSWORD });
  await homeNavigation(page)
    .getByRole('button', { name: /^Profile/ })
    .click();
  await page.getByRole('button', { name: 'Show my QR code' }).click();
  const code = page.getByRole('img', { name: 'QR code of my ID' });
  await expect(code).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'My QR code' })).toBeVisible();
  await expect(page.getByText(pub, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await navigate(page, '/qrpage');
  await expect(pageTitle(page, 'QR Code')).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Text for the QR code' });
  await expect(input).toHaveAttribute('placeholder', 'QR code');
  await input.fill('hello from the QR page');
  await expect(page.getByRole('img', { name: 'QR code of the text' })).toBeVisible();
  const warning = 'Text exceeds 1800 characters, QR code may not generate!';
  await expect(page.getByText(warning)).toBeHidden();
  await input.fill('a'.repeat(1801));
  await expect(page.getByText(warning)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the text' })).toBeVisible();
  await input.fill('码'.repeat(1801));
  await expect(page.getByText('This text is too long for a QR code.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(input).toHaveValue('');
  await expect(page.getByText(warning)).toBeHidden();
});
