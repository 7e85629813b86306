/**
 * The image test server on its own, for manual use: a hosted inference endpoint and an
 * AUTOMATIC1111-compatible /sdapi/v1 on one port.
 * `npx tsx test/support/image-server/main.ts [--port 7860] [--host 127.0.0.1] [--step-delay 200]
 *  [--warm-ups 2] [--api-key hf_...]`
 */
import { numberFlag, readFlags, runUntilStopped } from '../http/test-server.ts';
import { DEFAULT_SCRIPT } from './state.ts';
import { startImageServer } from './image-server.ts';

async function main(): Promise<{ close(): Promise<void> }> {
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
  return server;
}

runUntilStopped('Image server', main);
