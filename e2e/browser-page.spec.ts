/**
 * The browser page and the web boxes: a data:text/html page runs offline in a frame that reaches
 * neither the app, its storage nor the network; addresses, keywords and searches open in a new
 * tab, from /browser and from the Chats search box alike (one rule). And /base64 round-trips.
 * No external site is reachable here: a new tab's address is read, never its load awaited.
 */
import type { Page } from '@playwright/test';
import { homeNavigation } from './support/account.ts';
import { createAccount, expect, test } from './support/fixtures.ts';
import { navigate } from './support/navigate.ts';
import { pageTitle } from './support/rooms.ts';

/**
 * What the offline page tries: the app's storage and cookies, the app's document, the relay's
 * /health. It writes what it got into its own body.
 */
const probePage = (health: string) => `<pre id="out">running</pre>
<script>
var results = {};
var show = function () { document.getElementById('out').textContent = JSON.stringify(results); };
var attempt = function (name, run) {
  try { results[name] = 'got ' + String(run()); } catch (error) { results[name] = 'refused ' + error.name; }
};
attempt('localStorage', function () { localStorage.setItem('meshtalk:from-frame', 'x'); return localStorage.length; });
attempt('indexedDB', function () { indexedDB.open('from-frame'); return 'a database'; });
attempt('cookie', function () { document.cookie = 'from-frame=1'; return document.cookie; });
attempt('app', function () { return top.document.title; });
document.addEventListener('securitypolicyviolation', function (event) {
  results.policy = event.effectiveDirective;
  show();
});
fetch('${health}').then(
  function (response) { results.fetch = 'got ' + response.status; show(); },
  function (error) { results.fetch = 'refused ' + error.name; show(); }
);
show();
</script>`;

/**
 * Runs `open` and returns the address a new tab asked for. Nothing outside answers here, so the
 * tab's first request is read rather than the page it would load.
 */
async function openedAddress(app: Page, open: () => Promise<void>): Promise<string> {
  const appOrigin = new URL(app.url()).origin;
  const context = app.context();
  const tab = context.waitForEvent('page');
  const requested = context.waitForEvent(
    'request',
    (request) =>
      !request.serviceWorker() &&
      request.isNavigationRequest() &&
      new URL(request.url()).origin !== appOrigin,
  );
  await open();
  const url = (await requested).url();
  await (await tab).close();
  return url;
}

const browserInput = (page: Page) =>
  page.getByRole('textbox', { name: 'Address, keyword or search' });

test('a data:text/html page runs offline, cut off; addresses, keywords and searches open in new tabs', async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the offline page's refused request is a console error by design, which
  // the suite's watch would count as the app's; every other error still fails the test.
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(error.error().message));
  context.on('console', (message) => {
    const refusedByPolicy = /Content Security Policy|Refused to connect/.test(message.text());
    if (message.type() === 'error' && !refusedByPolicy) errors.push(message.text());
  });
  const page = await context.newPage();
  await createAccount(page, { alias: 'Alice', password: 'browser test password' });

  await navigate(page, '/browser');
  await expect(pageTitle(page, 'Browser')).toBeVisible();
  const health = new URL('/health', page.url()).href;
  await browserInput(page).fill(`data:text/html,${encodeURIComponent(probePage(health))}`);
  await browserInput(page).press('Enter');
  const frame = page
    .frameLocator('iframe[title="Offline page"]')
    .frameLocator('iframe[title="Offline page content"]');
  const out = frame.locator('#out');
  await expect(out).toContainText('"fetch"');
  await expect(out).toContainText('"policy"');
  expect(JSON.parse(await out.innerText())).toEqual({
    localStorage: 'refused SecurityError',
    indexedDB: 'refused SecurityError',
    cookie: 'refused SecurityError',
    app: 'refused SecurityError',
    fetch: 'refused TypeError',
    policy: 'connect-src',
  });
  // Nothing the page tried to write reached the app's storage.
  expect(await page.evaluate(() => localStorage.getItem('meshtalk:from-frame'))).toBeNull();
  const databases = await page.evaluate(async () =>
    (await indexedDB.databases()).map((database) => database.name),
  );
  expect(databases).not.toContain('from-frame');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('from-frame');
  await page.getByRole('button', { name: 'Close' }).click();
  // Until it has gone, the dialog keeps the focus (and the keys) to itself.
  await expect(page.getByRole('dialog', { name: 'Offline page' })).toBeHidden();

  // A domain opens over https; a keyword opens its site.
  const viaBrowser = (text: string) => async () => {
    await browserInput(page).fill(text);
    await browserInput(page).press('Enter');
  };
  expect(await openedAddress(page, viaBrowser('example.com/docs?q=1'))).toBe(
    'https://example.com/docs?q=1',
  );
  expect(await openedAddress(page, viaBrowser('YouTube'))).toBe('https://www.youtube.com/');

  // The Chats search box runs the same rule: a keyword opens its site.
  await navigate(page, '/index');
  await homeNavigation(page).getByRole('button', { name: 'Chat', exact: true }).click();
  const search = page
    .getByRole('search', { name: 'Search chats and messages' })
    .getByRole('searchbox');
  expect(
    await openedAddress(page, async () => {
      await search.fill('github');
      await search.press('Enter');
    }),
  ).toBe('https://github.com/');

  // /base64: Chinese and emoji text there and back.
  const text = '你好，世界 👋🏽 base64';
  await navigate(page, '/base64');
  const input = page.getByRole('textbox', { name: 'Text or base64' });
  await input.fill(text);
  await page.getByRole('button', { name: 'Encode', exact: true }).click();
  const encoded = page.getByRole('textbox', { name: 'Base64 of the text' });
  await expect(encoded).toHaveValue(Buffer.from(text, 'utf8').toString('base64'));
  await input.fill(await encoded.inputValue());
  await page.getByRole('button', { name: 'Decode', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Decoded text' })).toHaveValue(text);
  await input.fill('not base64!');
  await page.getByRole('button', { name: 'Decode', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('This is not valid base64.');

  expect(errors, 'console errors and page errors').toEqual([]);
  await context.close();
});
