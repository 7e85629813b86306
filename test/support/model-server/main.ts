/**
 * The simulated Ollama server on its own, for manual use and browser tests:
 * `npx tsx test/support/model-server/main.ts [--port 11434] [--host 127.0.0.1]
 *  [--chunk-delay 40] [--pull-delay 200] [--pull-stall-after N]`
 */
import { startModelServer } from './model-server.ts';

function readFlags(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i] ?? '');
    if (!match?.[1]) throw new Error(`Unknown argument "${argv[i] ?? ''}"`);
    flags.set(match[1], match[2] ?? argv[++i] ?? '');
  }
  return flags;
}

function numberFlag(flags: Map<string, string>, name: string, fallback: number): number {
  const text = flags.get(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`--${name} needs a number, got "${text}"`);
  return value;
}

async function main(): Promise<void> {
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
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('Model server failed to start:', error);
  process.exit(1);
});
