import { registerSW } from 'virtual:pwa-register';

/** A tab left open hears of a new version within this time (browsers check on navigation only). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let reloading = false;

function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * Registers the service worker that precaches the app (see vite.config.ts). A new version it
 * installs waits and is handed to `onNewVersion`; `activate` lets it take over and reloads the
 * page, which happens only when the user says so (vite-plugin-pwa's prompt mode).
 */
export function registerServiceWorker(
  onNewVersion: (version: { activate: () => Promise<void> }) => void,
): void {
  const skipWaiting = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      onNewVersion({
        activate: () => {
          // vite-plugin-pwa reloads when the new worker takes over only if a worker controlled
          // this page as it registered; a first visit left open until the next version did not.
          navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
          return skipWaiting();
        },
      }),
    onNeedReload: reloadOnce,
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onRegisterError: (error: unknown) =>
      console.warn('the service worker could not be registered', error),
  });
}
