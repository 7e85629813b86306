import { defineConfig } from '@playwright/test';

/** Debian's Chromium: Playwright cannot download its own browsers here. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // A synthetic microphone, granted without a prompt, for voice messages.
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  // One browser test at a time: each runs two to four browsers and a relay, which fill both cores
  // of the reference machine; two at once took longer in all, and each past its time budget.
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: 'list',
  use: {
    // global-setup starts one real relay serving the built app and publishes its address here.
    baseURL: process.env['MESHTALK_E2E_URL'],
    launchOptions: chromiumLaunchOptions,
    // Actions, console and network of a failed test, without the screencast and DOM snapshots:
    // recording those for every test cost about a quarter of the suite's CPU time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
});
