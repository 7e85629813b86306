import type { Page } from '@playwright/test';
import { createAccount, expect, test } from './support/fixtures.ts';
import { checkIonControl } from './support/ionic.ts';

const PASSWORD = 'preferences password';

const appliedTheme = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset['theme'] ?? null);

test('the chosen theme and language survive a reload', async ({ page }) => {
  await createAccount(page, { alias: 'Prefs', password: PASSWORD });
  const defaultTheme = await appliedTheme(page);

  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('button', { name: 'Settings', exact: true })
    .click();
  const themes = page.getByRole('radiogroup', { name: 'Colour theme' });
  await checkIonControl(themes.getByRole('radio', { name: 'Ocean' }));
  await expect.poll(() => appliedTheme(page)).toBe('ocean');
  expect(defaultTheme).not.toBe('ocean');

  await page.getByRole('link', { name: 'Language' }).click();
  // Located by the language's own name: the group's label turns Chinese as soon as the click lands.
  await checkIonControl(page.getByRole('radio', { name: '中文', exact: true }));
  // The switch is immediate: the screen's own title is now Chinese.
  await expect(page.getByRole('banner').getByText('语言', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('banner').getByText('语言', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('radiogroup', { name: '界面语言' }).getByRole('radio', { name: '中文' }),
  ).toBeChecked();
  expect(await appliedTheme(page)).toBe('ocean');

  await page.goto('/');
  const login = page.getByRole('form', { name: '登录' });
  await expect(page.getByText('请输入在本设备上保护密钥对的密码。')).toBeVisible();
  await login.getByRole('textbox', { name: '密码' }).fill(PASSWORD);
  await login.getByRole('button', { name: '登录' }).click();

  const sidebar = page.getByRole('navigation', { name: '侧边栏' });
  await expect(sidebar.getByRole('button', { name: '聊天', exact: true })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: '设置', exact: true })).toBeVisible();
  expect(await appliedTheme(page)).toBe('ocean');
});

test('with Toasts off, notices after actions are not shown and errors still are', async ({
  page,
}) => {
  await createAccount(page, { alias: 'Quiet', password: PASSWORD });
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  const toasts = page.getByRole('switch', { name: 'Toasts' });
  const profile = page.getByRole('form', { name: 'My Profile' });
  const setToasts = async (on: boolean) => {
    await sidebar.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(toasts).toBeChecked({ checked: !on });
    await toasts.click();
    await expect(toasts).toBeChecked({ checked: on });
  };
  const saveName = async (from: string, to: string) => {
    await page.getByRole('button', { name: `Profile: ${from}` }).click();
    await page.getByRole('link', { name: 'My Profile' }).click();
    await profile.getByRole('textbox', { name: 'Name' }).fill(to);
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByRole('button', { name: 'Save' })).toBeDisabled();
  };

  await setToasts(false); // browser tests start with notices on
  const shownToasts = await recordToasts(page);
  await saveName('Quiet', 'Quiet Two');
  // An error is always shown. Toasts show in the order they are asked for, so once this one is
  // up, a notice of the save before it would have been shown too.
  await profile.locator('input[type=file]').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByText('Failed to read file')).toBeVisible();
  expect(await shownToasts()).toEqual(['Failed to read file']);

  // Turned back on, the notice shows.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await setToasts(true);
  await saveName('Quiet Two', 'Quiet Three');
  await expect(page.getByText('Successful update')).toBeVisible();
});

/** Reads the messages of every toast the page shows from now on, replaced ones included. */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const toasts: HTMLElement[] = [];
    Object.assign(window, { recordedToasts: toasts });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLElement && node.tagName === 'ION-TOAST') toasts.push(node);
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { recordedToasts: { message?: unknown }[] }).recordedToasts.map(
        (toast) => String(toast.message),
      ),
    );
}
