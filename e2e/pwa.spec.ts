import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../playwright.config.ts';
import { expect, test } from './support/fixtures.ts';
import { expectHome, submitLogin } from './support/account.ts';
import { openChat, send } from './support/chat.ts';
import { NETWORK_TIMEOUT_MS, openChatList } from './support/friends.ts';
import { relayLink } from './support/relay-link.ts';

const PASSWORD = 'installable app password';

/** The build the suite's relay serves (as global-setup.ts finds it). */
const APP_DIR =
  process.env['MESHTALK_APP_DIR'] ?? fileURLToPath(new URL('../dist/app', import.meta.url));

// The rest of the suite blocks service workers; these tests are about it. The second one deploys
// a new service worker in the served build, so the two do not run side by side. Installing needs
// the whole browser: the headless shell has no installable apps.
test.use({ serviceWorkers: 'allow', launchOptions: chromiumLaunchOptions });
test.describe.configure({ mode: 'serial' });

/** Waits until the service worker has precached the app (it is active) and controls the page. */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: NETWORK_TIMEOUT_MS,
  });
}

test('installable, and with the network gone a reload opens the chats from the cache', async ({
  page,
  context,
  seed,
}) => {
  // Offline mode fails the relay's socket too, but Chromium logs each failed redial as a console
  // error: the socket is cut here instead, and offline mode takes the rest of the network.
  const link = await relayLink(context);
  await seed([{ page }], PASSWORD, { friendships: [[0, 1]], partners: 1 });

  // What Chromium reads to offer installing the app.
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestResponse = await page.request.get(manifestUrl ?? '');
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await manifestResponse.json()) as {
    display: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ sizes: '192x192', type: 'image/png', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'any' }),
      expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'maskable' }),
    ]),
  );
  for (const icon of manifest.icons) {
    expect((await page.request.get(icon.src)).headers()['content-type']).toBe(icon.type);
  }
  // The service worker's script is revalidated on every check, or a new version would go unseen.
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['content-type']).toContain('text/javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  await controlledByServiceWorker(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's contexts are incognito profiles, where Chromium installs nothing: only that.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

  // Local data: a chat with a message (short enough for the chat list's preview to show it
  // whole), and the session kept on this device.
  const text = 'kept offline';
  await openChat(page, 'Bob');
  await send(page, text);
  // Home opens again on the tab it was left on.
  await openChatList(page);
  await page.reload();
  await submitLogin(page, PASSWORD, { keepSignedIn: true });
  await expectHome(page);
  await controlledByServiceWorker(page);

  await link.cut();
  await context.setOffline(true);
  await page.reload();
  await expectHome(page);
  const chat = page
    .getByRole('region', { name: 'Recent Chats' })
    .getByRole('link', { name: new RegExp(`^Bob .*${text}`) });
  await expect(chat).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveText(
    'Offline: messages will be sent when a relay is reachable again.',
    { timeout: NETWORK_TIMEOUT_MS },
  );
});

test("a new version is offered, and the page reloads into it only on the user's word", async ({
  page,
}) => {
  // A theme chosen before: the browser's title bar takes its colour (light scheme) as the app starts.
  await page.addInitScript(() => localStorage.setItem('meshtalk:pref:theme', '"forest"'));
  await page.goto('/');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#166534');
  await controlledByServiceWorker(page);
  // Something typed and not sent: the Create key form's name.
  await page.getByRole('link', { name: 'Create key' }).click();
  const name = page
    .getByRole('form', { name: 'Create key' })
    .getByRole('textbox', { name: 'Name' });
  await name.fill('Alice');
  await page.evaluate(() => Object.assign(window, { loadedBeforeUpdate: true }));

  // A new deployment: a service worker that differs from the one installed.
  const workerFile = path.join(APP_DIR, 'sw.js');
  const deployed = await readFile(workerFile);
  try {
    await writeFile(workerFile, Buffer.concat([deployed, Buffer.from('\n// next version\n')]));
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const banner = page
      .getByRole('status')
      .filter({ has: page.getByRole('button', { name: 'Later' }) });
    await expect(banner).toHaveText(/A new version of Meshtalk is ready\./);
    await banner.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(banner).toContainText('Text you typed is not sent yet');
    await expect(name).toHaveValue('Alice');
    expect(await page.evaluate(() => 'loadedBeforeUpdate' in window)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Reload anyway' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'loadedBeforeUpdate' in window)).toBe(false);
    await controlledByServiceWorker(page);
    // The new version took over: none waits any more.
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return Boolean(registration?.waiting);
      }),
    ).toBe(false);
  } finally {
    await writeFile(workerFile, deployed);
  }
});
