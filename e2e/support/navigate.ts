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
