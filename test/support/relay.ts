/**
 * Starts the real relay as a child process for tests: the bundle `npm start` runs (built by the
 * test setups and benches, see scripts/build-relay.ts), a free port, a fresh temporary data folder,
 * and stop/restart on the same port and folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RELAY_BUNDLE } from '../../scripts/build-relay.ts';
import { RELAY_NODE_FLAGS } from '../../src/relay/node-flags.ts';

export interface StartTestRelayOptions {
  /** Reuse a folder (e.g. another relay's); by default a fresh temp folder, removed by dispose. */
  dataDir?: string;
  peers?: readonly string[];
  staticDir?: string;
  serveApp?: boolean;
  /** More command-line flags, e.g. `['--ai-token', '...']`. */
  args?: readonly string[];
  /** More environment variables for the relay process. */
  env?: Readonly<Record<string, string>>;
  /** More flags for Node itself, e.g. `['--cpu-prof']` (Node refuses some in `NODE_OPTIONS`). */
  nodeFlags?: readonly string[];
}

export interface RelayExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

export interface TestRelay {
  readonly url: string;
  readonly gunUrl: string;
  readonly port: number;
  readonly dataDir: string;
  /** Everything the relay printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** The relay's process id while it runs (benches read its CPU time and memory). */
  pid(): number | undefined;
  /** SIGTERM, then waits for the process to exit (SIGKILL after 15 s). */
  stop(): Promise<RelayExit>;
  /** SIGKILL at once, as a crash or a power cut of the process would, and waits for the exit. */
  kill(): Promise<RelayExit>;
  /** Starts again on the same port and data folder (stops first if running). */
  restart(): Promise<void>;
  /** Stops and removes the data folder if this helper created it. */
  dispose(): Promise<void>;
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const READY_LINE = /Meshtalk relay listening on (http:\/\/\S+)/;
const START_TIMEOUT_MS = 20_000;
const STOP_TIMEOUT_MS = 15_000;
/** Settings a developer may have exported; the relay under test must not pick them up. */
const RELAY_ENV = [
  'HOST',
  'PORT',
  'MESHTALK_DATA',
  'MESHTALK_RETENTION_DAYS',
  'MESHTALK_PEERS',
  'MESHTALK_MESH_SECRET',
  'MESHTALK_STATIC',
  'MESHTALK_SERVE_APP',
  'MESHTALK_METRICS',
  'MESHTALK_BLOCKED_KEYS',
  'MESHTALK_MAX_CONNECTIONS',
  'MESHTALK_MAX_CONNECTIONS_PER_ADDRESS',
  'MESHTALK_IDLE_TIMEOUT',
  'MESHTALK_AI_TOKEN',
  'MESHTALK_AI_UPSTREAM',
];

const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));

export async function startTestRelay(options: StartTestRelayOptions = {}): Promise<TestRelay> {
  if (!existsSync(RELAY_BUNDLE)) {
    throw new Error(`The relay is not built (${RELAY_BUNDLE}): run \`npm run build:relay\` first.`);
  }
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'meshtalk-relay-')));
  let log = '';
  let port = 0;
  let child: ChildProcess | undefined;

  const start = async (): Promise<string> => {
    const args = ['--port', String(port), '--data', dataDir];
    if (options.peers?.length) args.push('--peers', options.peers.join(','));
    if (options.staticDir !== undefined) args.push('--static', options.staticDir);
    if (options.serveApp === false) args.push('--no-serve-app');
    args.push(...(options.args ?? []));
    const started = spawnRelay(args, (text) => (log += text), options);
    child = started.child;
    const url = await started.ready.catch(async (error: unknown) => {
      await stopChild(started.child, 'SIGTERM');
      throw new Error(`${String(error)}\n--- relay output ---\n${log}`);
    });
    port = Number(new URL(url).port);
    return url;
  };
  const stop = async (signal: NodeJS.Signals = 'SIGTERM'): Promise<RelayExit> => {
    const exit = child ? await stopChild(child, signal) : { code: null, signal: null };
    child = undefined;
    return exit;
  };

  const url = await start();
  return {
    url,
    gunUrl: `${url}/gun`,
    port,
    dataDir,
    output: () => log,
    pid: () => child?.pid,
    stop: () => stop(),
    kill: () => stop('SIGKILL'),
    restart: async () => {
      await stop();
      await start();
    },
    dispose: async () => {
      await stop();
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** This process's environment without the relay's settings, plus `extra`. */
export function relayEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of RELAY_ENV) delete env[name];
  return Object.assign(env, extra);
}

function spawnRelay(
  args: string[],
  onOutput: (text: string) => void,
  { env, nodeFlags = [] }: Pick<StartTestRelayOptions, 'env' | 'nodeFlags'>,
): { child: ChildProcess; ready: Promise<string> } {
  const child = spawn(
    process.execPath,
    [...RELAY_NODE_FLAGS, ...nodeFlags, RELAY_BUNDLE, ...args],
    {
      cwd: REPO_ROOT,
      env: relayEnv(env),
      // The IPC channel is only a lifeline: the relay shuts down when this process goes away.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stderr?.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(
      () => reject(new Error('relay did not start in time')),
      START_TIMEOUT_MS,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      onOutput(chunk.toString());
      stdout += chunk.toString();
      const url = READY_LINE.exec(stdout)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`relay exited with code ${String(code)} before it was ready`));
    });
  });
  return { child, ready };
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<RelayExit> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return { code: child.exitCode, signal: child.signalCode };
  }
  const exited = new Promise<RelayExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  const exit = await exited;
  clearTimeout(timer);
  return exit;
}
