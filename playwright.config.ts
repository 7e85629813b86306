import { defineConfig } from '@playwright/test';

/**
 * Chromium 156 opens its omnibox popup, a WebUI page with a renderer of its own, in every window,
 * so every browser context a test opens paid for a second page it never shows (about a fifth of
 * an empty context's CPU). Chromium reads only the last --disable-features, so this one repeats
 * the features @playwright/test 1.65 disables itself.
 */
const DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
];

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
  // A synthetic microphone, granted without a prompt, for voice messages.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/**
 * Debian's Chromium (Playwright cannot download its own browsers here), the whole browser: what
 * the benchmarks measure, and what the tests of notifications and installing the app need (the
 * headless shell has neither).
 */
export const chromiumLaunchOptions = { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS };

/**
 * Debian's build of Chromium's headless shell, as Playwright runs headless tests by default: the
 * same engine without the browser's own pages and services, so the suite takes about a sixth less
 * CPU.
 */
const headlessShellLaunchOptions = {
  executablePath: '/usr/bin/chromium-headless-shell',
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // Two browser tests at a time, one per core: with friends who need no screen seeded in Node and
  // no screencast recorded, a test leaves a core idle about half the time (waiting on the relay
  // and on time-outs), so two at once take about half as long in all as one after another.
  workers: 2,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    // global-setup starts one real relay serving the built app and publishes its address here.
    baseURL: process.env['MESHTALK_E2E_URL'],
    launchOptions: headlessShellLaunchOptions,
    // Users who ask for reduced motion: no page and overlay transitions to render and wait out
    // (shell.spec.ts keeps them on).
    reducedMotion: 'reduce',
    // The service worker precaches the whole app on each fresh context: only pwa.spec.ts allows it.
    serviceWorkers: 'block',
    // Actions, console and network of a failed test, without the screencast and DOM snapshots:
    // recording those for every test cost about a quarter of the suite's CPU time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
});
