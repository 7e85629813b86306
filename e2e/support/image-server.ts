/**
 * The image test server for browser tests: each test gets its own on a free port (`imageServer`),
 * a hosted inference endpoint and an AUTOMATIC1111-compatible /sdapi/v1 at once, scripted through
 * `setScript`. The model server fixture comes along, for the local prompt model.
 */
import type { Locator, Page } from '@playwright/test';
import {
  startImageServer,
  type ImageServer,
} from '../../test/support/image-server/image-server.ts';
import { aiChat, expect, modal, test as base } from './model-server.ts';

export { expect };

export const test = base.extend<{ imageServer: ImageServer }>({
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  imageServer: async ({}, use) => {
    const server = await startImageServer();
    await use(server);
    await server.close();
  },
});

/** From the open AI chat, the header's Image generation button and its modal. */
export async function openImageGeneration(page: Page): Promise<Locator> {
  await aiChat(page).getByRole('button', { name: 'Image generation' }).click();
  const dialog = modal(page, 'Image generation');
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeVisible();
  return dialog;
}
