/**
 * The self-hosted relay: `npm run relay -- [--port 8765] [--data dir] [--peers urls]` (with the Node
 * flags of `node-flags.ts`).
 * Prints what it serves, then, last, the real address (port 0 picks a free port); shuts down
 * cleanly on SIGINT/SIGTERM, after pending disk writes are flushed.
 */
// Before anything else loads Gun.
import './quiet-gun.ts';
import { existsSync } from 'node:fs';
import {
  parseRelayConfig,
  RelayConfigError,
  RELAY_USAGE,
  wantsHelp,
  type RelayConfig,
} from './config.ts';
import { startRelay, type RunningRelay } from './server.ts';
import { BUILD_HINT } from './static-site.ts';

function readConfig(argv: readonly string[]): RelayConfig {
  try {
    return parseRelayConfig(argv, process.env);
  } catch (error) {
    if (!(error instanceof RelayConfigError)) throw error;
    console.error(`${error.message}\n\n${RELAY_USAGE}`);
    process.exit(2);
  }
}

function describeApp(config: RelayConfig): string {
  if (!config.serveApp) return 'App: not served (sync only)';
  if (!existsSync(config.staticDir)) {
    return `App: not built, run \`${BUILD_HINT}\` to create ${config.staticDir}`;
  }
  return `App: served from ${config.staticDir}`;
}

function stopOnSignals(relay: RunningRelay): void {
  let stopping = false;
  const stop = (reason: string): void => {
    if (stopping) {
      console.error(`Meshtalk relay: ${reason} again, exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    console.log(`Meshtalk relay stopping (${reason})`);
    relay.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Meshtalk relay: shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Started by a supervisor over IPC (the tests): stop when it goes away, even if it was killed.
  if (process.connected) process.once('disconnect', () => stop('supervisor gone'));
}

async function main(argv: readonly string[]): Promise<void> {
  if (wantsHelp(argv)) {
    console.log(RELAY_USAGE);
    return;
  }
  const config = readConfig(argv);
  const relay = await startRelay(config);
  stopOnSignals(relay);
  console.log(describeApp(config));
  if (config.ai) console.log(`AI proxy: ${relay.url}/ai forwards to ${config.ai.upstream}`);
  // Last and on its own: the address to open (test/support/relay.ts waits for this line).
  console.log(`Meshtalk relay listening on ${relay.url}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error('Meshtalk relay failed to start:', error);
  process.exit(1);
});
