/**
 * The relay's disk store against Gun's radisk (npm run bench:store), with the same records in the
 * same process: 20,000 stream records of about 700 characters in 200 day nodes, written as a busy
 * relay receives them (bursts of 100 in one turn of the event loop), then every node read whole.
 * Reports acknowledged writes per second, the latency of an acknowledgement, the time to read a
 * node, CPU time per record and the folder's size. The last line is JSON.
 */
import '../src/relay/quiet-gun.ts';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openGraphStore } from '../src/relay/graph-store.ts';
import { directorySize } from '../src/relay/health.ts';
import { percentiles } from './support/percentiles.ts';

const RECORDS = Number(process.env['MESHTALK_STORE_RECORDS'] ?? 20_000);
const NODES = 200;
const BURST = 100;
const ESC = '\u001b';

type Done = (error?: unknown) => void;

interface Store {
  write(soul: string, key: string, value: string, state: number, done: Done): void;
  readNode(soul: string): Promise<number>;
  close(): void;
}

function radisk(dir: string): Store {
  const require = createRequire(import.meta.url);
  const Radisk = require('gun/lib/radisk.js') as (options: Record<string, unknown>) => {
    (key: string, value: unknown, done: Done): void;
    (key: string, done: (error: unknown, data: unknown) => void): void;
  };
  const rfs = require('gun/lib/rfs.js') as (options: { file: string }) => unknown;
  // As the relay ran it: 250 ms batches, files split at 256 KB, plain JSON (without Gun's
  // yielding parser, radisk falls back to JSON's own).
  const json = JSON as unknown as Record<string, unknown>;
  delete json['parseAsync'];
  delete json['stringifyAsync'];
  const rad = Radisk({ file: dir, store: rfs({ file: dir }), until: 250, chunk: 256 * 1024 });
  return {
    write: (soul, key, value, state, done) =>
      rad(`${soul}${ESC}${key}`, { ':': value, '>': state }, done),
    readNode: (soul) =>
      new Promise((resolve) => {
        let fields = 0;
        let answered = false;
        rad(soul, (_error, data) => {
          if (answered) return;
          answered = true;
          const count = (tree: unknown): void => {
            if (typeof tree !== 'object' || tree === null) return;
            for (const [part, child] of Object.entries(tree)) {
              if (part === '') fields++;
              else count(child);
            }
          };
          count(data);
          resolve(fields);
        });
      }),
    close: () => undefined,
  };
}

function graphStore(dir: string): Store {
  const store = openGraphStore(dir);
  return {
    write: (soul, key, value, state, done) => store.write({ soul, key, value, state }, done),
    readNode: (soul) => Promise.resolve(store.node(soul).size),
    close: () => store.close(),
  };
}

async function measure(label: string, open: (dir: string) => Store) {
  const dir = await mkdtemp(path.join(tmpdir(), `meshtalk-store-${label.replace(/\W/g, '')}-`));
  const store = open(dir);
  const value = `{"v":1,"value":"${'x'.repeat(680)}","sig":"s"}`;
  const acks: number[] = [];
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let first = 0; first < RECORDS; first += BURST) {
    const writes: Promise<void>[] = [];
    for (let i = first; i < Math.min(RECORDS, first + BURST); i++) {
      const at = performance.now();
      writes.push(
        new Promise((resolve, reject) =>
          store.write(`~writer/s/node${i % NODES}`, `r${i}`, value, Date.now(), (error) => {
            acks.push(performance.now() - at);
            return error ? reject(new Error(JSON.stringify(error))) : resolve();
          }),
        ),
      );
    }
    await Promise.all(writes);
  }
  const writeSeconds = (performance.now() - started) / 1000;
  const reads: number[] = [];
  let fields = 0;
  for (let n = 0; n < NODES; n++) {
    const at = performance.now();
    fields += await store.readNode(`~writer/s/node${n}`);
    reads.push(performance.now() - at);
  }
  const cpu = process.cpuUsage(cpuBefore);
  store.close();
  const result = {
    store: label,
    writesPerSecond: Math.round(RECORDS / writeSeconds),
    ackMs: percentiles(acks),
    readNodeMs: percentiles(reads),
    fieldsRead: fields,
    cpuMsPerRecord: Math.round(((cpu.user + cpu.system) / 1000 / RECORDS) * 1000) / 1000,
    diskMb: Math.round((await directorySize(dir)) / 104_857.6) / 10,
  };
  console.log(label, result);
  await rm(dir, { recursive: true, force: true });
  return result;
}

const results = [await measure('radisk', radisk), await measure('sqlite', graphStore)];
console.log(JSON.stringify({ bench: 'store', records: RECORDS, results }));
// Radisk keeps timers of its own running: the bench ends here.
process.exit(0);
