/**
 * `npm test` (and `npm run verify`): every check CI runs, in the least wall time this machine
 * allows. The browser tests are the longest step, so they start as soon as the app is built; the
 * integration tests run beside them, and the static checks one after another beside both, niced,
 * then the unit tests. Each step's output is held and printed whole when it ends, so steps that run
 * together do not interleave; a failed step's output is printed last, just above the summary, where
 * a log cut to its tail shows it.
 * Exits 1 when any step failed, after every step has ended.
 */
import { spawn } from 'node:child_process';

interface Step {
  readonly name: string;
  readonly command: string;
}

/**
 * Steps in a chain run one after another; the chains run side by side. The static checks need no
 * timing of their own, so they run at the lowest priority, in the time the tests leave the cores
 * idle (waiting on relays and time-outs), rather than slowing the browser tests, the longest step.
 * The unit tests follow them rather than the integration tests: the chains then end about together,
 * where after the integration tests they kept one core busy alone at the end.
 */
const CHAINS: readonly (readonly Step[])[] = [
  [
    { name: 'chromium', command: 'bash scripts/ensure-chromium.sh' },
    { name: 'build', command: 'vite build --logLevel warn' },
    { name: 'browser tests', command: 'playwright test' },
  ],
  [{ name: 'integration tests', command: 'vitest run --project integration' }],
  [
    { name: 'types and lint', command: 'nice -n 19 npm run -s check' },
    { name: 'cycles', command: 'nice -n 19 npm run -s cycles' },
    { name: 'format', command: 'nice -n 19 npm run -s format:check' },
    { name: 'unit tests', command: 'vitest run --project unit' },
  ],
];

interface Outcome {
  readonly name: string;
  readonly ok: boolean;
  readonly seconds: number;
  /** Printed when the step ends if it passed, after every step if it failed. */
  readonly report: Buffer;
}

function run(step: Step): Promise<Outcome> {
  const started = performance.now();
  process.stdout.write(`started ${step.name}\n`);
  return new Promise((resolve) => {
    const child = spawn(step.command, {
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Colours as on a terminal, though the output is held first.
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const ok = code === 0;
      const report = Buffer.concat([
        Buffer.from(`\n── ${step.name} (${step.command}) ──\n`),
        ...output,
        Buffer.from(`── ${step.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s ──\n`),
      ]);
      if (ok) process.stdout.write(report);
      else process.stdout.write(`── ${step.name}: FAILED, its output follows the other steps ──\n`);
      resolve({ name: step.name, ok, seconds, report });
    });
  });
}

/** A chain stops at its first failure: a failed build leaves nothing for the browser tests. */
async function runChain(chain: readonly Step[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of chain) {
    const outcome = await run(step);
    outcomes.push(outcome);
    if (!outcome.ok) break;
  }
  return outcomes;
}

const started = performance.now();
const outcomes = (await Promise.all(CHAINS.map(runChain))).flat();
const failed = outcomes.filter((outcome) => !outcome.ok);
const skipped = CHAINS.flat().length - outcomes.length;
for (const { report } of failed) process.stdout.write(report);
process.stdout.write('\n');
for (const { name, ok, seconds } of outcomes)
  process.stdout.write(`${ok ? 'passed' : 'FAILED'}  ${name.padEnd(17)} ${seconds.toFixed(0)} s\n`);
if (skipped > 0) process.stdout.write(`${skipped} step(s) not run after a failure\n`);
process.stdout.write(`all steps: ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
process.exit(failed.length === 0 && skipped === 0 ? 0 : 1);
