/**
 * Using the app by keyboard alone: moving the focus with Tab, and checking that the focused
 * control shows it. Ionic draws most controls in shadow roots, so the focus is followed into them.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** What has the keyboard focus, for messages: tag, role, name and classes of the innermost element. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    const host = (element.getRootNode() as ShadowRoot).host?.tagName.toLowerCase();
    return [
      element.tagName.toLowerCase(),
      element.getAttribute('role') && `role=${element.getAttribute('role')}`,
      name && `"${name}"`,
      element.className && `.${String(element.className).trim().replace(/\s+/g, '.')}`,
      host && `in ${host}`,
    ]
      .filter(Boolean)
      .join(' ');
  });
}

/** Whether `target` has the keyboard focus (a shadow host counts when its shadow content has it). */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element.matches(':focus'), undefined, { timeout: 5_000 });
}

export interface TabOptions {
  /** Presses allowed before the test fails. */
  maxPresses?: number;
  /** 'Shift+Tab' moves backwards. */
  key?: 'Tab' | 'Shift+Tab';
}

/**
 * Presses Tab until `target` has the focus (none if it has it already); fails after `maxPresses`,
 * naming where the focus went.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { maxPresses = 30, key = 'Tab' }: TabOptions = {},
): Promise<void> {
  await expect(target).toBeVisible();
  if (await isFocused(target)) return;
  const visited: string[] = [];
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
    visited.push(await describeFocus(page));
  }
  throw new Error(
    `${String(target)} never got the focus after ${maxPresses} × ${key}; it went to:\n` +
      visited.join('\n'),
  );
}

/**
 * The focus ring the focused control paints: the outline of the innermost focused element, or of
 * an element around it up to the Ionic component it is part of (Ionic hosts draw their inner
 * `native` part, which the app's stylesheet rings). Null when nothing there paints one.
 */
function paintedFocusRing(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    for (let node: Element | null = element; node;) {
      const style = getComputedStyle(node);
      const painted =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== 'transparent' &&
        !/^rgba\(.*,\s*0\)$/.test(style.outlineColor);
      if (painted) {
        return `${node.tagName.toLowerCase()}: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      }
      if (node.tagName.startsWith('ION-')) return null;
      node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
    }
    return null;
  });
}

/** The focused control shows a visible focus ring (checked as the browser painted it). */
export async function expectFocusVisible(page: Page): Promise<void> {
  await expect
    .poll(() => paintedFocusRing(page), {
      message: 'the focused control shows a focus ring',
      timeout: 2_000,
    })
    .not.toBeNull()
    .catch(async (error: unknown) => {
      throw new Error(`no visible focus ring on ${await describeFocus(page)}`, { cause: error });
    });
}

/** Tabs to `target`, which must then show its focus ring. */
export async function tabToVisible(
  page: Page,
  target: Locator,
  options?: TabOptions,
): Promise<void> {
  await tabTo(page, target, options);
  await expectFocusVisible(page);
}

type FocusPlace = 'inside' | 'outside' | 'browser';

/** Whether the focus is inside `dialog`, on the page outside it, or on no element of the page. */
function focusPlace(dialog: Locator): Promise<FocusPlace> {
  return dialog.evaluate((root): FocusPlace => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element || element === document.body) return 'browser';
    for (let node: Node | null = element; node;) {
      if (node === root) return 'inside';
      node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
    }
    return 'outside';
  });
}

/** A dialog that has just opened holds the focus. */
export async function expectFocusInside(dialog: Locator): Promise<void> {
  await expect
    .poll(() => focusPlace(dialog), { message: 'the dialog takes the focus' })
    .toBe('inside');
}

/**
 * While a dialog is open, Tab never takes the focus to the page outside it: `presses` presses
 * forwards, then as many backwards, each leave the focus inside `dialog`. As from a native modal
 * dialog, Tab past its last control may leave the page for the browser's own controls (no element
 * of the page is focused then); the next press comes back into the dialog.
 */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 8): Promise<void> {
  await expectFocusInside(dialog);
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let press = 0; press < presses; press++) {
      await page.keyboard.press(key);
      if ((await focusPlace(dialog)) === 'outside') {
        throw new Error(`${key} took the focus out of the dialog, to ${await describeFocus(page)}`);
      }
    }
  }
}

/** Escape closes `dialog`, and the focus is back, visibly, on `opener`, the control that opened it. */
export async function expectEscapeReturnsFocus(
  page: Page,
  dialog: Locator,
  opener: Locator,
): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect
    .poll(() => isFocused(opener), { message: 'the focus returns to the control that opened it' })
    .toBe(true)
    .catch(async (error: unknown) => {
      throw new Error(`the focus went to ${await describeFocus(page)}`, { cause: error });
    });
  await expectFocusVisible(page);
}
