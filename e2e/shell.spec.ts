import type { Page } from '@playwright/test';
import { createAccount, expect, reloadAndLogin, test } from './support/fixtures.ts';

const PASSWORD = 'shell test password';

// The shell as most users see it: with page transitions (the other specs ask for reduced motion).
test.use({ reducedMotion: 'no-preference' });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Tab bar' });

async function buttonNames(navigation: ReturnType<typeof sidebar>): Promise<string[]> {
  const names = await navigation.getByRole('button').allInnerTexts();
  return names.map((name) => name.replace(/\s+/g, ' ').trim());
}

test('wide windows show the sidebar, narrow ones the tab bar, which brings the last open tab back after a reload and login', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await createAccount(page, { alias: 'Wide', password: PASSWORD });
  await expect(sidebar(page)).toBeVisible();
  await expect(tabBar(page)).toHaveCount(0);
  expect(await buttonNames(sidebar(page))).toEqual([
    'Chat',
    'Contacts',
    'AI Chat',
    'Moments',
    'Relay',
    'Settings',
    'OS',
    'Profile: Wide',
  ]);
  await sidebar(page).getByRole('button', { name: 'Relay', exact: true }).click();
  await expect(page.getByRole('banner').getByText('Network Status', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: 'Relay', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(tabBar(page)).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  expect(await buttonNames(tabBar(page))).toEqual([
    'Chat',
    'Contacts',
    'Moments',
    'AI Chat',
    'Profile',
  ]);
  await tabBar(page).getByRole('button', { name: 'Moments', exact: true }).click();
  await expect(page.getByRole('banner').getByText('Moments', { exact: true })).toBeVisible();

  // The tab bar has no room for OS: the Profile tab leads to it, and its Back returns there.
  await tabBar(page).getByRole('button', { name: 'Profile', exact: true }).click();
  await page.getByRole('button', { name: 'OS', exact: true }).click();
  await expect(page.getByRole('banner').getByText('OS', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Profile' }).click();
  await expect(tabBar(page).getByRole('button', { name: 'Profile', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // The last open tab comes back after a reload and login.
  await tabBar(page).getByRole('button', { name: 'Contacts', exact: true }).click();
  await expect(page.getByRole('banner').getByText('Contacts', { exact: true })).toBeVisible();

  await reloadAndLogin(page, PASSWORD);
  await expect(tabBar(page).getByRole('button', { name: 'Contacts', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('banner').getByText('Contacts', { exact: true })).toBeVisible();
});
