/** In-app navigation to any address, without a page load. */
import type { Page } from '@playwright/test';

/**
 * Goes to an address inside the running app the way a router link with routerDirection="root"
 * does; a page load would end the session, which lives in memory only. There is no link to click
 * for every address, so the test asks Ionic's router (its NavContext, found on the React fiber of
 * the router outlet). "root" starts a fresh stack per visit, so earlier screens do not pile up.
 */
export async function navigate(page: Page, address: string): Promise<void> {
  await page.evaluate((target) => {
    interface IonicNavigation {
      hasIonicRouter?: () => boolean;
      navigate?: (path: string, direction: 'root', action: 'push') => void;
    }
    interface Fiber {
      memoizedProps?: { value?: IonicNavigation | null };
      return: Fiber | null;
    }
    const outlet = document.querySelector('ion-router-outlet');
    const fiberKey = outlet && Object.keys(outlet).find((key) => key.startsWith('__reactFiber$'));
    if (!outlet || !fiberKey) throw new Error('the router outlet is not rendered by React');
    let fiber = (outlet as unknown as Record<string, Fiber | undefined>)[fiberKey];
    for (; fiber; fiber = fiber.return ?? undefined) {
      const nav = fiber.memoizedProps?.value;
      if (nav?.hasIonicRouter?.() && nav.navigate) return nav.navigate(target, 'root', 'push');
    }
    throw new Error('no Ionic router above the router outlet');
  }, address);
}

/**
 * Waits until the page transition is over and one header is on show, the new screen's, with
 * `title` as one of its lines (Ionic keeps earlier screens in the page, hidden). Checked inside
 * the page every few milliseconds: the walks over every route wait here hundreds of times, and a
 * role query from the test on each look cost them more than the screens did.
 */
export async function expectScreenTitled(page: Page, title: string, where = title): Promise<void> {
  try {
    await page.waitForFunction(
      (expected) => {
        // A modal's header is no page header: Ionic gives it no banner role.
        const shown = [...document.querySelectorAll('ion-header[role="banner"]')].filter(
          (header): header is HTMLElement =>
            header instanceof HTMLElement &&
            header.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
        );
        const lines = (header: HTMLElement) => header.innerText.split('\n').map((l) => l.trim());
        return shown.length === 1 && shown[0] !== undefined && lines(shown[0]).includes(expected);
      },
      title,
      { polling: 25, timeout: 20_000 },
    );
  } catch (error) {
    const headers = await page.getByRole('banner').allInnerTexts();
    throw new Error(`${where}: no single header titled "${title}" (${JSON.stringify(headers)})`, {
      cause: error,
    });
  }
}
