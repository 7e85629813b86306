/**
 * Web Tools: a locked page as a data:text/html link, opened by a visitor in a tab of its own.
 * The link holds only ciphertext: the visitor answers the sum, a wrong password shows nothing,
 * the right one shows the content.
 */
import { createAccount, expect, test } from './support/fixtures.ts';
import { navigate } from './support/navigate.ts';
import { pageTitle } from './support/rooms.ts';

const SECRET = 'The spare key is under the blue pot 🔑 钥匙在蓝色花盆下';
const LINK_PASSWORD = 'tulip-harbour-1987';

/** The forms a secret could take in an address: as is, URI-encoded, base64 of its UTF-8. */
const encodings = (text: string) => [
  text,
  encodeURIComponent(text),
  Buffer.from(text, 'utf8').toString('base64'),
];

test('a locked link opens after the sum and the right password only, and holds neither', async ({
  newUser,
}) => {
  const { page, context } = await newUser({ permissions: ['clipboard-read', 'clipboard-write'] });
  await createAccount(page, { alias: 'Alice', password: 'web tools test password' });
  await navigate(page, '/htmlpage');
  await expect(pageTitle(page, 'Web Tools')).toBeVisible();

  await page.getByRole('textbox', { name: 'Content' }).fill(SECRET);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(LINK_PASSWORD);
  await page.getByRole('button', { name: 'Encrypt' }).click();
  const linkField = page.getByRole('textbox', { name: 'Link' });
  await expect(linkField).toHaveValue(/^data:text\/html;charset=utf-8;base64,/);
  const link = await linkField.inputValue();
  for (const secret of [SECRET, 'blue pot', LINK_PASSWORD]) {
    for (const form of encodings(secret)) expect(link).not.toContain(form);
  }
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const visitor = await context.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Locked page' })).toBeVisible();
  const question = await visitor.locator('#sum-question').innerText();
  const [, a, b] = /^(\d+) \+ (\d+) = \?$/.exec(question) ?? [];
  await visitor.getByRole('textbox', { name: 'Your answer' }).fill(String(Number(a) + Number(b)));
  await visitor.getByRole('button', { name: 'Next' }).click();

  const password = visitor.getByLabel('Password');
  await password.fill(`${LINK_PASSWORD}x`);
  await visitor.getByRole('button', { name: 'Unlock' }).click();
  await expect(visitor.getByRole('alert')).toHaveText('Wrong password. Nothing was unlocked.');
  await expect(visitor.getByRole('button', { name: 'Unlock' })).toBeEnabled();
  await expect(visitor.locator('#content')).toBeHidden();
  expect(await visitor.locator('body').innerText()).not.toContain('blue pot');

  await password.fill(LINK_PASSWORD);
  await visitor.getByRole('button', { name: 'Unlock' }).click();
  await expect(visitor.locator('#content')).toHaveText(SECRET);
  await expect(password).toBeHidden();

  // Back clears the content and the password for the next link.
  await page
    .getByRole('region', { name: 'Your locked link' })
    .getByRole('button', { name: 'Back', exact: true })
    .click();
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
});
