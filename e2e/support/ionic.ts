import { expect, type Locator } from '@playwright/test';

/**
 * Checks an Ionic radio or checkbox. Ionic shows the new state a frame after the click, and a
 * click that lands while the page is still sliding in can be lost, so this clicks until the
 * control says it is checked (Playwright's `check` gives up after the first click).
 */
export async function checkIonControl(control: Locator): Promise<void> {
  await expect(async () => {
    if (!(await control.isChecked())) await control.click();
    await expect(control).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}
