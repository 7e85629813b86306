import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { loginScreenReady } from './support/account.ts';
import { createAccount, expect, test } from './support/fixtures.ts';
import { navigate } from './support/navigate.ts';
import { pageTitle } from './support/rooms.ts';

const { version } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/** Back from a page opened from /help (while a page slides, two Back buttons show: wait for one). */
async function backToHelp(page: Page): Promise<void> {
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await expect(back).toHaveCount(1);
  await back.click();
  await expect(pageTitle(page, 'Help')).toBeVisible();
}

test('signed out, the sign-in screen leads to the licence and the help pages: guide, legal, licence and version', async ({
  page,
}) => {
  await page.goto('/');
  await expect(loginScreenReady(page)).toBeVisible();

  // The agreement sentence opens the licence; Accept returns to the sign-in screen.
  await page.getByRole('link', { name: 'user agreement' }).click();
  await expect(page).toHaveURL(/\/licence$/);
  await expect(page.getByRole('heading', { name: 'End-user licence agreement' })).toBeVisible();
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(loginScreenReady(page)).toBeVisible();

  await page.getByRole('link', { name: 'Help', exact: true }).click();
  await expect(pageTitle(page, 'Help')).toBeVisible();

  await page.getByRole('link', { name: /^User Guide/ }).click();
  await expect(pageTitle(page, 'User Guide')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Run your own relay' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended models' })).toBeVisible();
  await expect(page.getByText('npm ci && npm start', { exact: true }).first()).toBeVisible();
  await backToHelp(page);

  await page.getByRole('link', { name: /^Legal/ }).click();
  await expect(pageTitle(page, 'Legal')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your privacy' })).toBeVisible();
  await expect(
    page.getByText('Urgent security notices are answered within 1 day.', { exact: false }),
  ).toBeVisible();
  await backToHelp(page);

  await page.getByRole('link', { name: /^Licence Agreement/ }).click();
  await expect(page.getByRole('heading', { name: 'End-user licence agreement' })).toBeVisible();
  await backToHelp(page);

  await page.getByRole('link', { name: /^Version Notes/ }).click();
  await expect(pageTitle(page, 'Version Notes')).toBeVisible();
  await expect(page.getByRole('definition').first()).toHaveText(version);
});

test('declining the licence while signed in logs out, once confirmed', async ({ page }) => {
  await createAccount(page, { alias: 'Alice', password: 'licence decline password' });
  await navigate(page, '/licence');
  await expect(page.getByText('Declining logs you out', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Decline the licence?' });
  await confirm.getByRole('button', { name: 'Decline and log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('There is no account on this device yet.')).toBeVisible();
});
