import type { Page } from '@playwright/test';

/**
 * Waits until a keyboard drag that was just picked up listens for arrow keys. dnd-kit's keyboard
 * sensor starts listening in a `setTimeout(0)` queued while Space was handled, and the pick-up
 * can be announced before that timer runs; a timer queued now runs after it.
 */
export async function keyboardDragListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
