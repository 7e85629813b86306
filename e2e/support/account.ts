/** The sign-in flows through the real screens, as a user goes through them. */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface NewAccount {
  alias: string;
  password: string;
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
  await form.getByRole('button', { name: 'Create account' }).click();
  // Ionic slots a modal's content into its dialog from outside, so its buttons are found on the page.
  await expect(page.getByRole('dialog', { name: 'User agreement' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expectHome(page);
  return { pub };
}

/** Logs in to the account stored on this device, from the login screen at '/'. */
export async function login(page: Page, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Password' }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expectHome(page);
}

/** Reloads the app (which forgets the session, as a restart does) and logs in again. */
export async function reloadAndLogin(page: Page, password: string): Promise<void> {
  await page.reload();
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  await login(page, password);
}
