/**
 * The image test server on its own, for manual use: a hosted inference endpoint and an
 * AUTOMATIC1111-compatible /sdapi/v1 on one port.
 * `npx tsx test/support/image-server/main.ts [--port 7860] [--host 127.0.0.1] [--step-delay 200]
 *  [--warm-ups 2] [--api-key hf_...]`
 */
import { DEFAULT_SCRIPT } from './state.ts';
import { startImageServer } from './image-server.ts';

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
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`--${name} needs a number, got "${text}"`);
  }
  return value;
}

async function main(): Promise<void> {
  const flags = readFlags(process.argv.slice(2));
  const apiKey = flags.get('api-key');
  const server = await startImageServer({
    host: flags.get('host') ?? '127.0.0.1',
    port: numberFlag(flags, 'port', 7860),
    stepDelayMs: numberFlag(flags, 'step-delay', 200),
    warmUps: numberFlag(flags, 'warm-ups', 0),
    apiKeys: apiKey ? [apiKey] : DEFAULT_SCRIPT.apiKeys,
  });
  console.log(`Image server listening on ${server.url}`);
  console.log(`Hosted API URL: ${server.url} (key ${apiKey ?? DEFAULT_SCRIPT.apiKeys[0] ?? ''})`);
  console.log(`Stable Diffusion URL: ${server.url}`);
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
  console.error('Image server failed to start:', error);
  process.exit(1);
});
