import { readFileSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ConnectionCounts } from './connection-limits.ts';
import type { ForwardCounts } from './forward-by-interest.ts';
import type { RelayLoad } from './relay-limits.ts';
import type { RetentionReport } from './retention.ts';
import type { TopWriter } from './writer-keys.ts';

export interface HealthReport {
  readonly status: 'ok';
  readonly version: string;
  readonly uptimeSeconds: number;
  /** Live websocket connections: clients plus relays this one meshes with. */
  readonly connectedPeers: number;
  /**
   * Size only (the report names no path on the relay's machine), and for how long stream records,
   * letters and probes are kept: a device offline for longer misses what expired.
   */
  readonly storage: { readonly sizeBytes: number } & RetentionReport;
}

/** With `--metrics`: what an operator (or a test) watches while a relay is under load. */
export interface MetricsReport {
  readonly rssBytes: number;
  readonly heapUsedBytes: number;
  /** What V8 holds for its heap, used or not: RSS above this is native memory. */
  readonly heapTotalBytes: number;
  /** Buffers outside the heap (socket and file data). */
  readonly arrayBufferBytes: number;
  readonly connectedPeers: number;
  /** Messages refused before Gun saw them, by reason. */
  readonly refused: Readonly<Record<string, number>>;
  /** Idle stream nodes dropped from memory so far (the disk keeps them). */
  readonly forgottenStreamNodes: number;
  /** Open sockets, websockets and addresses; sockets refused or timed out so far. */
  readonly connections: ConnectionCounts;
  /** What waits for Gun, connections closed for unread output, nodes held in memory. */
  readonly load: RelayLoad;
  /** Fields in the graph store. */
  readonly storedFields: number;
  /** The keys that wrote the most records in the last one to two minutes. */
  readonly topWriters: readonly TopWriter[];
  /**
   * Writes passed on to clients and to relay links because they asked for the write's node, and
   * writes withheld from connections that had not.
   */
  readonly forwarded: ForwardCounts;
}

export interface HealthSources {
  readonly version: string;
  readonly startedAt: number;
  readonly dataDir: string;
  connectedPeers(): number;
  refusals(): Readonly<Record<string, number>>;
  forgottenStreamNodes(): number;
  connections(): ConnectionCounts;
  load(): RelayLoad;
  retention(): RetentionReport;
  storedFields(): number;
  topWriters(): TopWriter[];
  forwarded(): ForwardCounts;
}

export async function healthReport(sources: HealthSources): Promise<HealthReport> {
  return {
    status: 'ok',
    version: sources.version,
    uptimeSeconds: Math.floor((Date.now() - sources.startedAt) / 1000),
    connectedPeers: sources.connectedPeers(),
    storage: { sizeBytes: await directorySize(sources.dataDir), ...sources.retention() },
  };
}

export function metricsReport(sources: HealthSources): MetricsReport {
  const memory = process.memoryUsage();
  return {
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    heapTotalBytes: memory.heapTotal,
    arrayBufferBytes: memory.arrayBuffers,
    connectedPeers: sources.connectedPeers(),
    refused: sources.refusals(),
    forgottenStreamNodes: sources.forgottenStreamNodes(),
    connections: sources.connections(),
    load: sources.load(),
    storedFields: sources.storedFields(),
    topWriters: sources.topWriters(),
    forwarded: sources.forwarded(),
  };
}

/** The version in the repository's package.json, "unknown" if it cannot be read. */
export function packageVersion(): string {
  try {
    const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'version' in parsed) {
      return typeof parsed.version === 'string' ? parsed.version : 'unknown';
    }
  } catch {
    // Reported as "unknown" below.
  }
  return 'unknown';
}

/** Total size of the files under `dir` (0 when it does not exist yet). */
export async function directorySize(dir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  const sizes = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return directorySize(full);
      if (!entry.isFile()) return 0;
      return stat(full).then(
        (info) => info.size,
        () => 0,
      );
    }),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}
