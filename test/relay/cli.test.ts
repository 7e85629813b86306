import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { RELAY_BUNDLE } from '../../scripts/build-relay.ts';
import { RELAY_NODE_FLAGS } from '../../src/relay/node-flags.ts';
import { relayEnv } from '../support/relay.ts';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the relay CLI; `untilStdout` sends SIGINT once stdout matches it. */
function runRelay(
  args: string[],
  untilStdout?: RegExp,
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<Run> {
  const env = relayEnv(extraEnv);
  const child = spawn(process.execPath, [...RELAY_NODE_FLAGS, RELAY_BUNDLE, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const run: Run = { code: null, stdout: '', stderr: '' };
  let interrupted = false;
  const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  child.stdout.on('data', (chunk: Buffer) => {
    run.stdout += chunk.toString();
    if (!interrupted && untilStdout?.test(run.stdout)) {
      interrupted = true;
      child.kill('SIGINT');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(killer);
      resolve({ ...run, code });
    }),
  );
}

describe('relay command line', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'meshtalk-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("is built and started by npm start and npm run relay with the relay's Node flags", () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    const build = 'tsx scripts/build-relay.ts';
    const run = `node ${RELAY_NODE_FLAGS.join(' ')} build/relay/main.js`;
    expect(scripts['build:relay']).toBe(build);
    expect(scripts['relay']).toBe(`${build} && ${run}`);
    // vite.config.ts builds the relay after the app.
    expect(scripts['start']).toBe(`vite build --logLevel warn && ${run}`);
    expect(readFileSync('vite.config.ts', 'utf8')).toMatch(/closeBundle: \(\) => buildRelay\(\)/);
  });

  it('refuses a bad port with a clear message and exit code 2', async () => {
    const run = await runRelay(['--port', '99999', '--data', dataDir]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Invalid port "99999"');
    expect(run.stderr).toContain('Usage:');
  });

  it('says where the app is, prints the real port for --port 0 last, and exits 0 on SIGINT', async () => {
    const missingApp = path.join(dataDir, 'no-app-here');
    const run = await runRelay(
      ['--port', '0', '--data', dataDir, '--static', missingApp],
      /listening on .*\n/,
    );
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    const ready = lines.findIndex((line) => line.startsWith('Meshtalk relay listening on'));
    // Only the relay's own lines: no banner from Gun before them.
    expect(lines.slice(0, ready + 1)).toEqual([
      `App: not built, run \`npm run build\` to create ${missingApp}`,
      expect.stringMatching(/^Meshtalk relay listening on http:\/\/127\.0\.0\.1:\d+$/),
    ]);
    expect(Number(/:(\d+)$/.exec(lines[ready] ?? '')?.[1])).toBeGreaterThan(0);
    expect(run.stdout).toContain('Meshtalk relay stopping (SIGINT)');
  });

  it('names the AI proxy and its model server before the address', async () => {
    const run = await runRelay(
      ['--port', '0', '--data', dataDir, '--no-serve-app', '--ai-upstream', 'http://127.0.0.1:1'],
      /listening on .*\n/,
      { MESHTALK_AI_TOKEN: 'a-token-of-sixteen-or-more' },
    );
    expect(run.code).toBe(0);
    const port = /Meshtalk relay listening on http:\/\/127\.0\.0\.1:(\d+)\n/.exec(run.stdout)?.[1];
    expect(run.stdout).toContain(
      `App: not served (sync only)\nAI proxy: http://127.0.0.1:${port}/ai forwards to http://127.0.0.1:1\nMeshtalk relay listening on`,
    );
  });

  it('prints usage for --help', async () => {
    const run = await runRelay(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--peers <urls>');
  });
});
