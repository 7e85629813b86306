/**
 * The simulated Ollama model server for browser tests: each test gets its own on a free port
 * (`modelServer`), scripted through `setScript`. The app is pointed at it the way a user does it,
 * by typing its address into the chat settings.
 */
import type { Locator, Page } from '@playwright/test';
import {
  startModelServer,
  type ModelServer,
} from '../../test/support/model-server/model-server.ts';
import { homeNavigation } from './account.ts';
import { expect, test as base } from './fixtures.ts';

export { expect };

export const test = base.extend<{ modelServer: ModelServer }>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  modelServer: async ({}, use) => {
    const server = await startModelServer();
    await use(server);
    await server.close();
  },
});

/** The AI chat screen that is showing: the innermost visible page holding the chat. */
export function aiChat(page: Page): Locator {
  return page
    .locator('.ion-page')
    .filter({ visible: true, has: page.getByRole('region', { name: 'AI chat' }) })
    .last();
}

/**
 * An open Ionic modal by its label. Ionic slots a modal's content into its dialog from outside,
 * so the content is found under the modal element, not under its role="dialog".
 */
export function modal(page: Page, name: string): Locator {
  return page.locator(`ion-modal[aria-label="${name}"]`);
}

export async function openAiChatTab(page: Page): Promise<Locator> {
  await homeNavigation(page).getByRole('button', { name: 'AI Chat', exact: true }).click();
  const screen = aiChat(page);
  await expect(screen.getByRole('region', { name: 'AI chat' })).toBeVisible();
  return screen;
}

export interface ChatSetup {
  apiUrl: string;
  model?: string;
  stream?: boolean;
}

/**
 * In the open AI chat: Chat settings, the address and Connect, then the model and streaming,
 * and Save. Waits for the spec's toasts on the way.
 */
export async function setUpChat(page: Page, setup: ChatSetup): Promise<void> {
  await aiChat(page).getByRole('button', { name: 'Chat settings' }).click();
  const dialog = modal(page, 'Chat settings');
  await expect(dialog.getByRole('textbox', { name: 'API URL' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'API URL' }).fill(setup.apiUrl);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('API URL updated successfully')).toBeVisible();
  if (setup.model) {
    const select = dialog.getByRole('combobox', { name: 'Model' });
    await expect(select.locator(`option[value="${setup.model}"]`)).toHaveCount(1);
    await select.selectOption(setup.model);
  }
  if (setup.stream) {
    // Ionic updates aria-checked a render after the click, too late for Playwright's check().
    const stream = dialog.getByRole('switch', { name: 'Stream replies' });
    await stream.click();
    await expect(stream).toBeChecked();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Console errors a test expects (a refused connection to a stopped model server): they must have
 * happened, and only they are taken off the list the suite fails on.
 */
export function takeExpectedConsoleErrors(watch: { errors: string[] }, pattern: RegExp): string[] {
  const expected = watch.errors.filter((line) => pattern.test(line));
  const others = watch.errors.filter((line) => !pattern.test(line));
  watch.errors.splice(0, watch.errors.length, ...others);
  return expected;
}

/** From the AI chat's settings to the AI settings page, as a user gets there. */
export async function openAiSettings(page: Page): Promise<Locator> {
  await openAiChatTab(page);
  await aiChat(page).getByRole('button', { name: 'Chat settings' }).click();
  await modal(page, 'Chat settings').getByRole('link', { name: 'All AI settings' }).click();
  await expect(page).toHaveURL(/\/aisetting$/);
  const settings = page
    .locator('.ion-page')
    .filter({ visible: true, has: page.getByRole('form', { name: 'Model configuration' }) })
    .last();
  await expect(settings.getByRole('form', { name: 'API URL' })).toBeVisible();
  return settings;
}

export async function saveApiUrl(settings: Locator, url: string): Promise<void> {
  const form = settings.getByRole('form', { name: 'API URL' });
  const field = form.getByRole('textbox', { name: 'API URL' });
  await field.fill('');
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await field.fill(url);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(settings.page().getByText('API URL updated successfully')).toBeVisible();
}
