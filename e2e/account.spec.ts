import { readKeptSession } from './support/account.ts';
import { createAccount, expect, expectHome, login, test } from './support/fixtures.ts';

const PASSWORD = 'correct horse battery';

test('create an account, log in again after a reload, log out', async ({ page }) => {
  await page.goto('/');
  // A fresh context starts the database worker before the first screen: once over 10 s when busy.
  await expect(page.getByText('There is no account on this device yet.')).toBeVisible({
    timeout: 30_000,
  });

  // Declining the user agreement creates nothing.
  await page.getByRole('link', { name: 'Create key' }).click();
  const form = page.getByRole('form', { name: 'Create key' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Alice');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  // Ionic slots a modal's content into its dialog from outside, so its buttons are found on the page.
  const agreement = page.getByRole('dialog', { name: 'User agreement' });
  await expect(agreement).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(agreement).toBeHidden();
  await expect(page).toHaveURL(/\/creatkeypage$/);

  await createAccount(page, { alias: 'Alice', password: PASSWORD });
  await expect(page.getByRole('button', { name: 'Profile: Alice' })).toBeVisible();

  // Not kept signed in, a reload forgets the session: the login screen asks for the password.
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Alice' })).toBeVisible();
  const loginForm = page.getByRole('form', { name: 'Log in' });
  await loginForm.getByRole('textbox', { name: 'Password' }).fill('wrong password');
  await loginForm.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByText('Decryption failure or incorrect password', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await login(page, PASSWORD);
  await expectHome(page);
  await expect(page.getByRole('button', { name: 'Profile: Alice' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Sidebar' })
    .getByRole('button', { name: 'Settings' })
    .click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Logging out wipes this device's copy of the account.
  await expect(page.getByText('There is no account on this device yet.')).toBeVisible();
});

test('deleting the account asks for the password, then wipes it from this device', async ({
  page,
}) => {
  await createAccount(page, { alias: 'Dana', password: PASSWORD, keepSignedIn: true });
  expect(await readKeptSession(page)).not.toBeNull();
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Settings' }).click();
  const settings = page.locator('.home-panel[data-tab="settings"]');
  const destroy = settings.getByRole('button', { name: 'Destroy key and delete account' });

  // Cancelling the confirmation keeps everything.
  await destroy.click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm Account Deletion' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Profile: Dana' })).toBeVisible();

  // A wrong password deletes nothing.
  await destroy.click();
  await confirm.getByRole('textbox', { name: 'Password' }).fill('not the password');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Decryption failure or incorrect password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile: Dana' })).toBeVisible();
  // The dialog closes first: a tap while it is still leaving opens no new one.
  await expect(confirm).toBeHidden();

  await destroy.click();
  await confirm.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('There is no account on this device yet.')).toBeVisible();
  // Kept signed in before, the device forgets that too.
  expect(await readKeptSession(page)).toBeNull();
  await page.reload();
  await expect(page.getByText('There is no account on this device yet.')).toBeVisible();
});
