/**
 * The simulated Ollama server on its own, for manual use and browser tests:
 * `npx tsx test/support/model-server/main.ts [--port 11434] [--host 127.0.0.1]
 *  [--chunk-delay 40] [--pull-delay 200] [--pull-stall-after N]`
 */
import { numberFlag, readFlags, runUntilStopped } from '../http/test-server.ts';
import { startModelServer } from './model-server.ts';

async function main(): Promise<{ close(): Promise<void> }> {
  const flags = readFlags(process.argv.slice(2));
  const stallAfter = flags.has('pull-stall-after')
    ? numberFlag(flags, 'pull-stall-after', 0)
    : undefined;
  const server = await startModelServer({
    host: flags.get('host') ?? '127.0.0.1',
    port: numberFlag(flags, 'port', 11434),
    chunkDelayMs: numberFlag(flags, 'chunk-delay', 40),
    pull: {
      layers: [400_000_000, 12_000, 500],
      steps: 20,
      stepDelayMs: numberFlag(flags, 'pull-delay', 200),
      ...(stallAfter !== undefined ? { stallAfter } : {}),
    },
  });
  console.log(`Model server listening on ${server.url}`);
  return server;
}

runUntilStopped('Model server', main);
