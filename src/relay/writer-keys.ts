/**
 * What a relay's operator sees and decides about the keys that write to it: the writers with the
 * most records in the last minute or two (for `/metrics`), and keys blocked with `--blocked-keys`,
 * whose writes into their own space are refused. Addresses are all a relay knows of a connection;
 * a key is what a flood from many addresses has in common.
 */
import type { GunRoot } from '../core/net/gun.ts';
import { answerRefusal, userSpaceWrites } from './refuse-replays.ts';
import { meshOf } from './relay-links.ts';

export const BLOCKED_REFUSAL = 'This key is blocked on this relay.';

/** The counts roll over once a minute; a report adds the last full minute to the current one. */
const WINDOW_MS = 60_000;
/** At most this many keys are counted per minute: a flood of made-up keys costs bounded memory. */
const MAX_COUNTED_KEYS = 100_000;
const TOP = 10;

export interface TopWriter {
  readonly pub: string;
  /** Records written in the last one to two minutes. */
  readonly records: number;
}

export interface WriterKeys {
  topWriters(): TopWriter[];
  /** Messages refused because a key they write for is blocked. */
  refusals(): Readonly<Record<string, number>>;
  stop(): void;
}

const ownerOf = (soul: string): string => soul.slice(1).split('/', 1)[0] ?? '';

export function watchWriterKeys(gun: GunRoot, blocked: ReadonlySet<string>): WriterKeys {
  const mesh = meshOf(gun);
  const hear = mesh.hear;
  let current = new Map<string, number>();
  let previous = new Map<string, number>();
  let refused = 0;
  const timer = setInterval(() => {
    previous = current;
    current = new Map();
  }, WINDOW_MS);
  timer.unref();

  mesh.hear = function (message, peer) {
    const owners = userSpaceWrites(message).map((write) => ownerOf(write.soul));
    if (owners.some((pub) => blocked.has(pub))) {
      refused++;
      return answerRefusal(mesh, peer, message, BLOCKED_REFUSAL);
    }
    for (const pub of owners) {
      if (current.has(pub) || current.size < MAX_COUNTED_KEYS) {
        current.set(pub, (current.get(pub) ?? 0) + 1);
      }
    }
    hear.call(mesh, message, peer);
  };

  return {
    topWriters() {
      const totals = new Map(previous);
      for (const [pub, records] of current) totals.set(pub, (totals.get(pub) ?? 0) + records);
      return [...totals]
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP)
        .map(([pub, records]) => ({ pub, records }));
    },
    refusals: () => (refused > 0 ? { [BLOCKED_REFUSAL]: refused } : {}),
    stop: () => clearInterval(timer),
  };
}
