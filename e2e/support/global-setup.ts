/**
 * One real relay for the whole browser suite: it serves the built app (dist/app) and is the Gun
 * peer every browser context syncs through, so several contexts are several users of one network.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRelay } from '../../scripts/build-relay.ts';
import { startTestRelay } from '../../test/support/relay.ts';

// MESHTALK_APP_DIR serves another build (`vite build --outDir …`), so builds made side by side do
// not replace the files of a suite that is running.
export const APP_DIR =
  process.env['MESHTALK_APP_DIR'] ?? fileURLToPath(new URL('../../dist/app', import.meta.url));

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(APP_DIR, 'index.html'))) {
    throw new Error(`The app is not built (${APP_DIR}): run \`npx vite build\` first.`);
  }
  await buildRelay();
  const relay = await startTestRelay({ staticDir: APP_DIR });
  // playwright.config.ts reads this as baseURL; workers inherit the runner's environment.
  process.env['MESHTALK_E2E_URL'] = relay.url;
  return async () => {
    await relay.dispose();
  };
}
