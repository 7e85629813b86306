/**
 * Load on one relay (npm run bench:load): simulated users in several Node processes
 * (bench/support/load-worker.ts), each user with a websocket of its own, four friends, a room of
 * eight and a feed, writing sealed, signed records at a human pace with bursts and opening every
 * record they read. The same load runs against Meshtalk's relay and against a bare Gun relay
 * (bench/support/bare-relay.ts), so the figures are also ratios measured in the same run.
 *
 * Then a mesh: three Meshtalk relays linked with a mesh secret, users spread over them (so friends
 * and rooms span relays), under the same load; and the same mesh once more where, a third of the
 * way in, one relay is killed (SIGKILL) and started again on the same folder five seconds later
 * (its users' writes meanwhile fail and count as such: the app's outbox would send them again),
 * and once more where the link between two of them is cut for ten seconds and restored.
 * And the single relay once more with an abusive user (bench/support/flooder.ts) writing valid
 * records as fast as it can over 20 connections from another address: the honest users' p99 with
 * it against without.
 *
 * Reports, per run: records acknowledged per second, delivery latency to each reader (p50, p95,
 * p99), records lost and delivered twice (every acknowledged record is checked at every reader),
 * the relays' peak RSS, their CPU time per record and their data folders' size. The last line is
 * JSON.
 *
 * MESHTALK_LOAD_USERS (default 200), MESHTALK_LOAD_PROCESSES (4), MESHTALK_LOAD_SECONDS (60) and
 * MESHTALK_LOAD_RATE (records per second in all, default 100) size the run; MESHTALK_LOAD_RUNS
 * picks runs by name (one, bare, abuser, mesh, kill, cut; default all, comma-separated);
 * MESHTALK_LOAD_PROFILE_DIR has each Meshtalk relay write a CPU profile there when it stops.
 */
import '../src/relay/quiet-gun.ts';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { KeyPair } from '../src/core/crypto/sea.ts';
import { directorySize } from '../src/relay/health.ts';
import { buildRelay } from '../scripts/build-relay.ts';
import { newPair } from '../test/chat/support/chat-user.ts';
import { startTestRelay } from '../test/support/relay.ts';
import { startTcpGate, type TcpGate } from '../test/support/tcp-gate.ts';
import { loadPlan } from './support/load-plan.ts';
import type { FloodReport, FloodStart } from './support/flooder.ts';
import type { WorkerReport, WorkerStart } from './support/load-worker.ts';
import { percentiles } from './support/percentiles.ts';

const USERS = Number(process.env['MESHTALK_LOAD_USERS'] ?? 200);
const PROCESSES = Number(process.env['MESHTALK_LOAD_PROCESSES'] ?? 4);
const SECONDS = Number(process.env['MESHTALK_LOAD_SECONDS'] ?? 60);
const RATE = Number(process.env['MESHTALK_LOAD_RATE'] ?? 100);
/** Where each Meshtalk relay writes a V8 CPU profile when it stops (bench/profile.ts reads them). */
const PROFILE_DIR = process.env['MESHTALK_LOAD_PROFILE_DIR'];
const RUNS = new Set(
  (process.env['MESHTALK_LOAD_RUNS'] ?? 'one,bare,abuser,mesh,kill,cut').split(','),
);
/** Deliveries are taken as finished once none came for this long after the last write. */
const QUIET_MS = 3_000;
const DRAIN_LIMIT_MS = 120_000;
const CLOCK_TICKS = 100;
const MESH_SECRET = 'the-load-generator-mesh-secret';
const RELAY_DOWN_MS = 5_000;
const LINK_DOWN_MS = 10_000;
const FLOOD_SOCKETS = 20;

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

interface RelayUnderLoad {
  readonly gunUrl: string;
  readonly dataDir: string;
  pid(): number | undefined;
  /** Kills the relay at once and starts it again on the same port and folder after `ms`. */
  crash?(ms: number): Promise<void>;
  /** Cuts this relay's link to the first relay (dialled through a gate) and restores it after `ms`. */
  cutLink?(ms: number): Promise<void>;
  stop(): Promise<void>;
}

async function meshtalkRelay(args: readonly string[] = []): Promise<RelayUnderLoad> {
  const relay = await startTestRelay({
    serveApp: false,
    args,
    ...(PROFILE_DIR ? { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] } : {}),
  });
  return {
    ...relay,
    pid: () => relay.pid(),
    crash: async (ms) => {
      await relay.kill();
      await new Promise((resolve) => setTimeout(resolve, ms));
      await relay.restart();
    },
    stop: () => relay.dispose(),
  };
}

/**
 * Three Meshtalk relays, each dialling the ones started before it; with `gated`, the second dials
 * the first through a TCP gate, so that link can be cut and restored.
 */
async function meshtalkMesh({ gated = false } = {}): Promise<RelayUnderLoad[]> {
  const relays: RelayUnderLoad[] = [];
  let gate: TcpGate | undefined;
  for (let i = 0; i < 3; i++) {
    const first = relays[0];
    if (gated && i === 1 && first) gate = await startTcpGate(Number(new URL(first.gunUrl).port));
    const peers = relays.map((relay, r) => (r === 0 && gate ? `${gate.url}/gun` : relay.gunUrl));
    const args = [
      '--mesh-secret',
      MESH_SECRET,
      ...(peers.length ? ['--peers', peers.join(',')] : []),
    ];
    relays.push(await meshtalkRelay(args));
  }
  const second = relays[1];
  if (!gate || !second) return relays;
  const linkGate = gate;
  relays[1] = {
    ...second,
    cutLink: async (ms) => {
      linkGate.close();
      await new Promise((resolve) => setTimeout(resolve, ms));
      linkGate.open();
    },
    stop: async () => {
      await second.stop();
      await linkGate.dispose();
    },
  };
  return relays;
}

async function bareRelay(): Promise<RelayUnderLoad> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'meshtalk-bare-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', here('support/bare-relay.ts'), dataDir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const found = /listening on (\S+)/.exec(text)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', () => reject(new Error('the bare relay exited')));
  });
  return {
    gunUrl: `${url}/gun`,
    dataDir,
    pid: () => child.pid,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds and resident memory of a process, from /proc. */
function usage(pid: number | undefined): { cpu: number; rssMb: number } {
  if (pid === undefined) return { cpu: 0, rssMb: 0 };
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpu = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpu, rssMb: Math.round(Number(rss ?? 0) / 102.4) / 10 };
}

/** The abusive user's writes over `FLOOD_SOCKETS` connections, until `until`. */
async function flood(gunUrl: string, pair: KeyPair, until: number): Promise<FloodReport> {
  const flooder = fork(here('support/flooder.ts'), [], { execArgv: ['--import', 'tsx'] });
  // Its signing would run on the abuser's own machine: here it takes only what the relay and the
  // honest users leave, so that what the run measures is the relay's share, not this machine's.
  if (flooder.pid !== undefined) setPriority(flooder.pid, 19);
  const report = new Promise<FloodReport>((resolve) => flooder.once('message', resolve));
  const start: FloodStart = { gunUrl, pair, sockets: FLOOD_SOCKETS, until };
  flooder.send(start);
  return report;
}

const messageOf = <T extends WorkerReport['type']>(worker: ChildProcess, type: T) =>
  new Promise<Extract<WorkerReport, { type: T }>>((resolve) => {
    const listener = (message: WorkerReport) => {
      if (message.type !== type) return;
      worker.off('message', listener);
      resolve(message as Extract<WorkerReport, { type: T }>);
    };
    worker.on('message', listener);
  });

interface RunOptions {
  /** Killed and restarted a third of the way in. */
  readonly crash?: RelayUnderLoad | undefined;
  /** Its link to the first relay cut a third of the way in, and restored. */
  readonly cut?: RelayUnderLoad | undefined;
  /** Floods the first relay from many connections of another address for the whole run. */
  readonly abuser?: KeyPair | undefined;
}

async function runLoad(
  label: string,
  relays: readonly RelayUnderLoad[],
  pairs: readonly KeyPair[],
  { crash, cut, abuser }: RunOptions = {},
) {
  const cpuOf = () => relays.reduce((sum, relay) => sum + usage(relay.pid()).cpu, 0);
  const rssOf = () => relays.reduce((sum, relay) => sum + usage(relay.pid()).rssMb, 0);
  const workers = Array.from({ length: PROCESSES }, () =>
    fork(here('support/load-worker.ts'), [], { execArgv: ['--import', 'tsx'], stdio: 'inherit' }),
  );
  let stored = 0;
  let failed = 0;
  let lastDelivery = Date.now();
  const latencies: number[] = [];
  const perSecond: number[] = [];
  for (const worker of workers) {
    worker.on('message', (message: WorkerReport) => {
      if (message.type !== 'tick') return;
      stored += message.stored;
      failed += message.failed;
      if (message.latencies.length > 0) lastDelivery = Date.now();
      latencies.push(...message.latencies);
    });
  }
  const ready = workers.map((worker) => messageOf(worker, 'ready'));
  workers.forEach((worker, w) => {
    const start: WorkerStart = {
      type: 'start',
      gunUrls: relays.map((relay) => relay.gunUrl),
      pairs,
      mine: pairs.map((_, i) => i).filter((i) => i % PROCESSES === w),
      seed: `load ${label}`,
      perUserRate: RATE / pairs.length,
    };
    worker.send(start);
  });
  await Promise.all(ready);

  // A killed relay's CPU time is gone with its process: it is counted up to the kill.
  const cpuBefore = cpuOf();
  let peakRss = rssOf();
  const written = workers.map((worker) => messageOf(worker, 'written'));
  const sampler = setInterval(() => {
    perSecond.push(stored);
    stored = 0;
    peakRss = Math.max(peakRss, rssOf());
  }, 1_000);
  const startedAt = Date.now();
  for (const worker of workers) worker.send({ until: startedAt + SECONDS * 1000 });
  const flooding = abuser && flood(relays[0]?.gunUrl ?? '', abuser, startedAt + SECONDS * 1000);
  let cpuLost = 0;
  const aThirdIn = () => new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
  if (crash?.crash) {
    await aThirdIn();
    const atKill = cpuOf();
    await crash.crash(RELAY_DOWN_MS);
    cpuLost = atKill - cpuOf();
  }
  if (cut?.cutLink) {
    await aThirdIn();
    await cut.cutLink(LINK_DOWN_MS);
  }
  await Promise.all(written);
  const drainedBy = Date.now() + DRAIN_LIMIT_MS;
  while (Date.now() - lastDelivery < QUIET_MS && Date.now() < drainedBy) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const done = workers.map((worker) => messageOf(worker, 'done'));
  for (const worker of workers) worker.send('report');
  const reports = await Promise.all(done);
  clearInterval(sampler);
  perSecond.push(stored);
  const cpuSeconds = cpuOf() - cpuBefore + cpuLost;

  // Every record a relay acknowledged must reach each of its stream's readers, once.
  const plan = loadPlan(pairs.length);
  const writtenBy = new Map<number, number[]>();
  const readBy = new Map<string, { seqs: number[]; again: number }>();
  for (const report of reports) {
    for (const [index, seqs] of Object.entries(report.written)) writtenBy.set(Number(index), seqs);
    for (const [key, seen] of Object.entries(report.read)) readBy.set(key, seen);
  }
  let expected = 0;
  let lost = 0;
  let twice = 0;
  for (const [index, stream] of plan.entries()) {
    const seqs = writtenBy.get(index) ?? [];
    for (const reader of stream.readers) {
      const seen = readBy.get(`${index}|${reader}`);
      const got = new Set(seen?.seqs ?? []);
      expected += seqs.length;
      lost += seqs.filter((seq) => !got.has(seq)).length;
      twice += seen?.again ?? 0;
    }
  }
  const records = [...writtenBy.values()].reduce((sum, seqs) => sum + seqs.length, 0);
  const running = perSecond.slice(0, SECONDS);
  const diskBytes = await Promise.all(relays.map((relay) => directorySize(relay.dataDir)));
  const abuse = flooding ? { abuse: await flooding } : {};
  const result = {
    relay: label,
    relays: relays.length,
    users: pairs.length,
    processes: PROCESSES,
    seconds: Math.round((Date.now() - startedAt) / 100) / 10,
    records,
    failed,
    storedPerSecond: Math.round(running.reduce((a, b) => a + b, 0) / Math.max(1, running.length)),
    deliveries: { expected, lost, twice },
    latencyMs: percentiles(latencies),
    relayPeakRssMb: peakRss,
    relayCpuSeconds: Math.round(cpuSeconds * 10) / 10,
    relayCpuMsPerRecord: Math.round((cpuSeconds * 1000 * 100) / Math.max(1, records)) / 100,
    diskMb: Math.round(diskBytes.reduce((a, b) => a + b, 0) / 104_857.6) / 10,
    ...abuse,
  };
  console.log(label, result);
  return result;
}

await buildRelay();
const pairs = await Promise.all(Array.from({ length: USERS }, () => newPair()));
console.log(
  `${USERS} users in ${PROCESSES} processes, ${loadPlan(USERS).length} streams, ${RATE} records/s for ${SECONDS} s`,
);
const results = [];
const abuser = await newPair();
for (const [name, label, start, event] of [
  ['one', 'meshtalk', async () => [await meshtalkRelay()], null],
  ['bare', 'bare gun', async () => [await bareRelay()], null],
  [
    'abuser',
    'meshtalk with an abusive user on 20 connections',
    async () => [await meshtalkRelay()],
    'flood',
  ],
  ['mesh', 'meshtalk mesh of 3', () => meshtalkMesh(), null],
  ['kill', 'meshtalk mesh of 3, one relay killed and restarted', () => meshtalkMesh(), 'crash'],
  [
    'cut',
    'meshtalk mesh of 3, one link cut and restored',
    () => meshtalkMesh({ gated: true }),
    'cut',
  ],
] as const) {
  if (!RUNS.has(name)) {
    results.push(undefined);
    continue;
  }
  const relays = await start();
  try {
    results.push(
      await runLoad(label, relays, pairs, {
        crash: event === 'crash' ? relays[1] : undefined,
        cut: event === 'cut' ? relays[1] : undefined,
        abuser: event === 'flood' ? abuser : undefined,
      }),
    );
  } finally {
    await Promise.all(relays.map((relay) => relay.stop()));
  }
}
const [meshtalk, bare, flooded, mesh, crashed, cutOff] = results;
// A run left out (MESHTALK_LOAD_RUNS) has no ratio, rather than one against zero.
const ratio = (a?: number, b?: number) =>
  a === undefined || b === undefined ? null : Math.round((a / Math.max(b, 1e-9)) * 100) / 100;
const ratios = {
  cpuPerRecord: ratio(meshtalk?.relayCpuMsPerRecord, bare?.relayCpuMsPerRecord),
  p99: ratio(meshtalk?.latencyMs.p99, bare?.latencyMs.p99),
  peakRss: ratio(meshtalk?.relayPeakRssMb, bare?.relayPeakRssMb),
  meshP99OverOneRelay: ratio(mesh?.latencyMs.p99, meshtalk?.latencyMs.p99),
  meshCpuPerRecordOverOneRelay: ratio(mesh?.relayCpuMsPerRecord, meshtalk?.relayCpuMsPerRecord),
  lostWithAKill: crashed?.deliveries.lost ?? NaN,
  lostWithALinkCut: cutOff?.deliveries.lost ?? NaN,
  p99WithAnAbuserOverWithout: ratio(flooded?.latencyMs.p99, meshtalk?.latencyMs.p99),
};
console.log('ratios (meshtalk / bare gun, and the mesh / one meshtalk relay)', ratios);
console.log(JSON.stringify({ bench: 'load', results, ratios }));
