/** The sign-in flows through the real screens, as a user goes through them. */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface NewAccount {
  alias: string;
  password: string;
  /**
   * "Keep me signed in on this device". The app ticks it by default; tests untick it unless they
   * say otherwise, so a reload signs out as a restart did before.
   */
  keepSignedIn?: boolean;
}

export interface LoginOptions {
  /** As for `NewAccount`: unticked unless the test says otherwise. */
  keepSignedIn?: boolean;
}

const KEEP_SIGNED_IN = 'Keep me signed in on this device';

/** Sets the "keep me signed in" box of `form`. */
export async function chooseKeepSignedIn(form: Locator, keep = false): Promise<void> {
  const box = form.getByRole('checkbox', { name: KEEP_SIGNED_IN });
  await box.setChecked(keep);
  await expect(box).toBeChecked({ checked: keep });
}

/** The home screen's navigation: the sidebar on wide windows, the tab bar on narrow ones. */
export function homeNavigation(page: Page): Locator {
  return page
    .getByRole('navigation', { name: 'Sidebar' })
    .or(page.getByRole('navigation', { name: 'Tab bar' }));
}

export async function expectHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/index$/);
  await expect(homeNavigation(page)).toBeVisible();
}

/** The login screen once it has read the stored account: its Log in button (or Create key). */
export function loginScreenReady(page: Page): Locator {
  return page
    .getByRole('button', { name: 'Log in', exact: true })
    .or(page.getByRole('link', { name: 'Create key' }));
}

/**
 * Creates an account on a fresh device: Create key, name and password, Create account, accept
 * the user agreement. Ends on the home screen; returns the new ID (public key) shown on the way.
 */
export async function createAccount(page: Page, account: NewAccount): Promise<{ pub: string }> {
  await page.goto('/');
  await page.getByRole('link', { name: 'Create key' }).click();
  const form = page.getByRole('form', { name: 'Create key' });
  await expect(form.getByRole('button', { name: 'Create account' })).toBeVisible();
  const pub = (
    await form.getByRole('region', { name: 'Your ID' }).locator('code').innerText()
  ).trim();
  await form.getByRole('textbox', { name: 'Name' }).fill(account.alias);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(account.password);
  await chooseKeepSignedIn(form, account.keepSignedIn);
  await form.getByRole('button', { name: 'Create account' }).click();
  // Ionic slots a modal's content into its dialog from outside, so its buttons are found on the page.
  await expect(page.getByRole('dialog', { name: 'User agreement' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expectHome(page);
  return { pub };
}

/** The names of a test's users, in order: Alice, Bob, Carol, Dave. */
export function userName(index: number): string {
  return ['Alice', 'Bob', 'Carol', 'Dave'][index] ?? `User ${index}`;
}

/** An account on each user's page, at once, named Alice, Bob, Carol… in order; their IDs. */
export async function createAccounts<const U extends readonly { page: Page }[]>(
  users: U,
  password: string,
): Promise<{ [K in keyof U]: { pub: string } }> {
  const accounts = await Promise.all(
    users.map((user, i) => createAccount(user.page, { alias: userName(i), password })),
  );
  return accounts as { [K in keyof U]: { pub: string } };
}

/** Fills in and submits the login form of the account stored on this device. */
export async function submitLogin(
  page: Page,
  password: string,
  options: LoginOptions = {},
): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Password' }).fill(password);
  await chooseKeepSignedIn(form, options.keepSignedIn);
  await form.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in to the account stored on this device, from the login screen at '/'; ends at home. */
export async function login(
  page: Page,
  password: string,
  options: LoginOptions = {},
): Promise<void> {
  await submitLogin(page, password, options);
  await expectHome(page);
}

/** Reloads the app (which forgets a session not kept, as a restart does) and logs in again. */
export async function reloadAndLogin(page: Page, password: string): Promise<void> {
  await page.reload();
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  await login(page, password);
}

/** What the browser keeps for "keep me signed in", as a page of the app's origin sees it. */
export interface KeptSessionRecord {
  pub: string;
  keyExtractable: boolean;
  keyAlgorithm: string;
  /** Whether script could read the device key out (it must not be able to). */
  keyExportable: boolean;
}

/** The kept session stored in the browser (IndexedDB `meshtalk-device`), or null. */
export function readKeptSession(page: Page): Promise<KeptSessionRecord | null> {
  return page.evaluate(async () => {
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
      });
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('meshtalk-device')) return null;
    const db = await request(indexedDB.open('meshtalk-device'));
    try {
      const kept = (await request(
        db.transaction('kept-session').objectStore('kept-session').get('current'),
      )) as { pub: string; key: CryptoKey } | undefined;
      if (!kept) return null;
      const keyExportable = await crypto.subtle.exportKey('raw', kept.key).then(
        () => true,
        () => false,
      );
      return {
        pub: kept.pub,
        keyExtractable: kept.key.extractable,
        keyAlgorithm: kept.key.algorithm.name,
        keyExportable,
      };
    } finally {
      db.close();
    }
  });
}
