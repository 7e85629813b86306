/**
 * Keeps the relay's in-memory graph bounded: Gun holds every node it has seen, and stream day nodes
 * grow by one record per message. A stream node that nobody wrote or asked for during one sweep
 * interval, or that holds more than `MAX_KEPT_RECORDS` records, is dropped from memory; the disk
 * store still has it (with writes not yet flushed) and answers the next read.
 *
 * Only stream nodes (`~<pub>/s/<label>`) and content-addressed nodes (`meshtalk/…#`, which anyone
 * may fill with records) are dropped: they are what grows. Profile cards and own state are small
 * and stay. A replayed older write loses either way: refuse-replays.ts compares each write with
 * the state on disk when memory no longer holds the key.
 */
import type { GunRoot } from '../core/net/gun.ts';
import { isContentAddressedSoul } from '../core/net/wire-rules.ts';
import { isStreamSoul } from '../core/streams/sealed-record.ts';

const isForgettable = (soul: string): boolean => isStreamSoul(soul) || isContentAddressedSoul(soul);

export const SWEEP_INTERVAL_MS = 5_000;
/** A busy conversation stays in memory for fast reads, up to about this many records. */
export const MAX_KEPT_RECORDS = 1_000;

interface RootInternals {
  readonly graph: Record<string, unknown>;
  on(
    event: 'in' | 'out',
    handler: (this: { to: { next(msg: unknown): void } }, msg: unknown) => void,
  ): void;
  readonly $: { get(soul: string): { off(): void } };
}

/** The souls a Gun wire message names, from its `put` or its `get`. */
function soulsOf(msg: unknown): string[] {
  if (typeof msg !== 'object' || msg === null) return [];
  const { put, get } = msg as { put?: unknown; get?: unknown };
  if (typeof get === 'object' && get !== null) {
    const soul = (get as Record<string, unknown>)['#'];
    return typeof soul === 'string' ? [soul] : [];
  }
  if (typeof put === 'object' && put !== null) return Object.keys(put);
  return [];
}

export function forgetIdleStreams(gun: GunRoot): { stop(): void; forgotten(): number } {
  const root = (gun as unknown as { _: RootInternals })._;
  let active = new Set<string>();
  let forgotten = 0;
  root.on('in', function (msg) {
    for (const soul of soulsOf(msg)) if (isForgettable(soul)) active.add(soul);
    this.to.next(msg);
  });
  const sweep = (): void => {
    for (const soul of Object.keys(root.graph)) {
      if (!isForgettable(soul)) continue;
      if (active.has(soul) && Object.keys(root.graph[soul] ?? {}).length <= MAX_KEPT_RECORDS) {
        continue;
      }
      root.$.get(soul).off();
      forgotten++;
    }
    active = new Set();
  };
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer), forgotten: () => forgotten };
}
