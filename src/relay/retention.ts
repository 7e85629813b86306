/**
 * Forgets what only travels once it is older than the retention period the operator set: at
 * start, then every hour. A device offline for longer misses what expired; its sender's device
 * never got a receipt for it, so shows it as not delivered.
 */
import type { GraphStore } from './graph-store.ts';

export const RETENTION_SWEEP_MS = 60 * 60 * 1000;

export interface RetentionReport {
  readonly retentionDays: number;
  /** Records forgotten for their age since the store was made. */
  readonly expiredRecords: number;
}

export interface Retention {
  /** Records written before this time (ms) are no longer kept. */
  readonly keptSince: () => number;
  /** Forgets what is older than the retention period now; returns how many records. */
  sweep(): number;
  readonly report: () => RetentionReport;
  stop(): void;
}

export function keepForRetention(
  store: GraphStore,
  retentionMs: number,
  now: () => number = Date.now,
): Retention {
  const keptSince = () => now() - retentionMs;
  const sweep = () => store.forgetBefore(keptSince());
  sweep();
  const timer = setInterval(sweep, RETENTION_SWEEP_MS);
  timer.unref();
  return {
    keptSince,
    sweep,
    report: () => ({
      retentionDays: retentionMs / (24 * 60 * 60 * 1000),
      expiredRecords: store.expiredCount(),
    }),
    stop: () => clearInterval(timer),
  };
}
