import { Emitter } from '@core/util/emitter.ts';

/** A new version of the app, installed by the service worker and waiting to take over. */
export interface WaitingVersion {
  /** Lets the new version take over; the page reloads once it has. */
  activate(): Promise<void>;
}

/** What the user's Reload did: reloaded, or stopped because typed text would be lost. */
export type ReloadAnswer = 'reloading' | 'unsent-text';

/**
 * Whether a new version of the app is waiting, for the update banner. Nothing reloads by itself:
 * only the user's Reload does, and while text typed and not sent yet is on the page (which a
 * reload would lose) only a second, explicit Reload does.
 */
export class AppUpdates {
  #waiting: WaitingVersion | null = null;
  readonly #changes = new Emitter('boot:app-updates');

  get waiting(): boolean {
    return this.#waiting !== null;
  }

  subscribe = (listener: () => void): (() => void) => this.#changes.subscribe(listener);

  offer(version: WaitingVersion): void {
    this.#waiting = version;
    this.#changes.emit();
  }

  /** Later: the banner goes; the new version still takes over when every tab of the app is closed. */
  later(): void {
    this.#waiting = null;
    this.#changes.emit();
  }

  /** `unsentText`: whether the page holds typed text that is not sent yet (`pageHasUnsentText`). */
  reload({ unsentText, confirmed }: { unsentText: boolean; confirmed: boolean }): ReloadAnswer {
    if (unsentText && !confirmed) return 'unsent-text';
    void this.#waiting?.activate();
    return 'reloading';
  }
}

export const appUpdates = new AppUpdates();

/**
 * Registers the service worker (a chunk of its own) once the app has booted, the page has loaded
 * and the browser is idle: it fetches every file of the app to work offline, which must not hold
 * up the first screen. Not in development, where Vite serves the sources.
 */
export function registerServiceWorkerLater(booted: Promise<unknown>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('./service-worker.ts').then(
      ({ registerServiceWorker }) => registerServiceWorker((version) => appUpdates.offer(version)),
      (error: unknown) => console.warn('the service worker could not be loaded', error),
    );
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register);
  const afterLoad = () => {
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  };
  booted.then(afterLoad, afterLoad);
}
