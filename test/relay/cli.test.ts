import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the relay CLI; `untilStdout` sends SIGINT once stdout matches it. */
function runRelay(args: string[], untilStdout?: RegExp): Promise<Run> {
  const env = { ...process.env };
  for (const name of ['HOST', 'PORT', 'MESHTALK_DATA', 'MESHTALK_PEERS', 'MESHTALK_STATIC']) {
    delete env[name];
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/relay/main.ts', ...args], {
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

  it('refuses a bad port with a clear message and exit code 2', async () => {
    const run = await runRelay(['--port', '99999', '--data', dataDir]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Invalid port "99999"');
    expect(run.stderr).toContain('Usage:');
  });

  it('prints the real port for --port 0, says where the app is, and exits 0 on SIGINT', async () => {
    const missingApp = path.join(dataDir, 'no-app-here');
    const run = await runRelay(
      ['--port', '0', '--data', dataDir, '--static', missingApp],
      /listening on .*\n/,
    );
    expect(run.code).toBe(0);
    const line = /Meshtalk relay listening on http:\/\/127\.0\.0\.1:(\d+) \((.*)\)/.exec(
      run.stdout,
    );
    expect(Number(line?.[1])).toBeGreaterThan(0);
    expect(line?.[2]).toBe(`app not built: run \`npm run build\` to create ${missingApp}`);
    expect(run.stdout).toContain('Meshtalk relay stopping (SIGINT)');
  });

  it('prints usage for --help', async () => {
    const run = await runRelay(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--peers <urls>');
  });
});
