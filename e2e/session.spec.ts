import type { Page } from '@playwright/test';
import { NETWORK_TIMEOUT_MS, contactRow, openContacts } from './support/friends.ts';
import { createAccount, expect, expectHome, login, test } from './support/fixtures.ts';
import { homeNavigation, readKeptSession, submitLogin } from './support/account.ts';

const PASSWORD = 'session password';

const loginForm = (page: Page) => page.getByRole('form', { name: 'Log in' });
const screenTitle = (page: Page, title: string) =>
  page.getByRole('banner').getByText(title, { exact: true });

test('a reload keeps the session and the open screen until logout', async ({ page }) => {
  const { pub } = await createAccount(page, {
    alias: 'Kim',
    password: PASSWORD,
    keepSignedIn: true,
  });
  expect(await readKeptSession(page)).toEqual({
    pub,
    keyExtractable: false,
    keyAlgorithm: 'AES-GCM',
    keyExportable: false,
  });

  // A typed address opens signed in, and so does a reload of it.
  await page.goto('/settingspage');
  await expect(screenTitle(page, 'Settings')).toBeVisible();
  await page.reload();
  await expect(page).toHaveURL(/\/settingspage$/);
  await expect(screenTitle(page, 'Settings')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(loginForm(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => readKeptSession(page)).toBeNull();
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('There is no account on this device yet.')).toBeVisible();
  await page.goto('/settingspage');
  await expect(page).toHaveURL(/\/\?next=%2Fsettingspage$/);
});

test('without "keep me signed in" a reload asks for the password again', async ({ page }) => {
  await createAccount(page, { alias: 'Lee', password: PASSWORD, keepSignedIn: false });
  expect(await readKeptSession(page)).toBeNull();
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(loginForm(page)).toBeVisible();
  // The app offers to keep the session, as on a personal device.
  await expect(
    loginForm(page).getByRole('checkbox', { name: 'Keep me signed in on this device' }),
  ).toBeChecked();

  await login(page, PASSWORD, { keepSignedIn: false });
  await page.reload();
  await expect(loginForm(page)).toBeVisible();

  // Ticked at login, the next reload stays signed in.
  await login(page, PASSWORD, { keepSignedIn: true });
  await page.reload();
  await expectHome(page);
});

test('a kept sign-in that no longer opens falls back to the password, and says so', async ({
  page,
}) => {
  await createAccount(page, { alias: 'Max', password: PASSWORD, keepSignedIn: true });
  // The browser lost the device key (site data partly cleared): another one stands in its place.
  await page.evaluate(async () => {
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
      });
    const db = await request(indexedDB.open('meshtalk-device'));
    const store = () => db.transaction('kept-session', 'readwrite').objectStore('kept-session');
    const kept = (await request(store().get('current'))) as Record<string, unknown>;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await request(store().put({ ...kept, key }, 'current'));
    db.close();
  });

  await page.reload();
  await expect(
    page.getByText(
      'This device could not open its saved sign-in, so you are signed out. Log in with your password.',
    ),
  ).toBeVisible();
  await expect(loginForm(page)).toBeVisible();
  // Logging in with the password keeps the session anew.
  await login(page, PASSWORD, { keepSignedIn: true });
  await page.reload();
  await expectHome(page);
});

test('a deep link opened while signed out shows its screen right after login', async ({
  newUser,
  seed,
}) => {
  const a = await newUser();
  // Bob only needs to be a friend.
  const {
    partners: [bob],
  } = await seed([a], PASSWORD, { partners: 1, friendships: [[0, 1]] });
  await openContacts(a.page);
  await expect(contactRow(a.page, 'Bob')).toBeVisible({ timeout: NETWORK_TIMEOUT_MS });

  // Alice opens a link to Bob's profile in a fresh start of the app: she is signed out.
  const link = `/friend-profile?pub=${encodeURIComponent(bob.pair.pub)}`;
  await a.page.goto(link);
  await expect(a.page).toHaveURL(/\/\?next=%2Ffriend-profile%3Fpub%3D/);
  await submitLogin(a.page, PASSWORD, { keepSignedIn: true });
  await expect(a.page).toHaveURL(new RegExp(`${escapeRegExp(link)}$`));
  await expect(screenTitle(a.page, 'Friend Profile')).toBeVisible();
  await expect(a.page.getByRole('heading', { name: 'Bob' })).toBeVisible();
  await expect(a.page.getByRole('link', { name: 'Send message' })).toBeVisible();
  await expect(homeNavigation(a.page)).toHaveCount(0);

  // Kept signed in at that login, Alice meets the sign-in screen only to be sent on: to a
  // remembered screen of this app, never to another site.
  await a.page.goto('/?next=https%3A%2F%2Fexample.com%2F');
  await expectHome(a.page);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
