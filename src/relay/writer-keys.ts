/**
 * What a relay's operator sees and decides about the keys that write to it: the writers with the
 * most fields stored in the last minute or two (for `/metrics`), keys blocked with
 * `--blocked-keys`, whose writes into their own space are refused, and each key's budget of
 * fields per second. Addresses are all a relay knows of a connection; a key is what a flood from
 * many addresses has in common, so the fair queue shares the relay among addresses and the budget
 * among keys.
 *
 * The budget is charged only for fields that passed Gun's signature check and came from a client
 * (a forged write costs its key nothing; a relay link's catch-up is not a key's flood), and
 * checked before the check: a key past its budget has its writes refused as they arrive, so a
 * flood costs the relay a lookup per message, not a signature check.
 */
import type { GunRoot } from '../core/net/gun.ts';
import { answerRefusal, userSpaceWrites } from './refuse-replays.ts';
import { meshOf, type Peer } from './relay-links.ts';

export const BLOCKED_REFUSAL = 'This key is blocked on this relay.';
export const BUSY_REFUSAL = 'This key writes faster than this relay takes; try again shortly.';

/** Fields one key may store per second, sustained; a minute's worth may come at once. */
export const DEFAULT_KEY_FIELDS_PER_SECOND = 100;
const BURST_SECONDS = 60;

/** The counts roll over once a minute; a report adds the last full minute to the current one. */
const WINDOW_MS = 60_000;
/** At most this many keys are counted and budgeted: a flood of made-up keys costs bounded memory. */
const MAX_COUNTED_KEYS = 100_000;
const TOP = 10;

export interface TopWriter {
  readonly pub: string;
  /** Fields stored in the last one to two minutes. */
  readonly records: number;
}

export interface WriterKeyOptions {
  /** Keys whose writes are refused. */
  readonly blocked: ReadonlySet<string>;
  readonly fieldsPerSecond: number;
  /** Whether `peer` is another relay (its writes are charged to no key). */
  readonly isRelay: (peer: Peer) => boolean;
}

export interface WriterKeys {
  topWriters(): TopWriter[];
  /** Messages refused because a key they write for is blocked or past its budget. */
  refusals(): Readonly<Record<string, number>>;
  stop(): void;
}

interface Budget {
  fields: number;
  at: number;
}

interface PutField {
  readonly put?: { readonly '#'?: unknown };
  readonly _?: { readonly rad?: unknown; readonly via?: Peer };
}

interface RootInternals {
  on(
    event: 'put',
    handler: (this: { to: { next(msg: unknown): void } }, msg: PutField) => void,
  ): void;
}

const ownerOf = (soul: string): string => soul.slice(1).split('/', 1)[0] ?? '';

export function watchWriterKeys(gun: GunRoot, options: WriterKeyOptions): WriterKeys {
  const { blocked, fieldsPerSecond, isRelay } = options;
  const now = () => performance.now();
  const burst = fieldsPerSecond * BURST_SECONDS;
  const mesh = meshOf(gun);
  const root = (gun as unknown as { _: RootInternals })._;
  const hear = mesh.hear;
  let current = new Map<string, number>();
  let previous = new Map<string, number>();
  const budgets = new Map<string, Budget>();
  const refused: Record<string, number> = {};

  /** What `pub` may still store now; a key with no budget kept has the whole burst. */
  const left = (pub: string): number => {
    const budget = budgets.get(pub);
    if (!budget) return burst;
    const time = now();
    budget.fields = Math.min(burst, budget.fields + ((time - budget.at) / 1000) * fieldsPerSecond);
    budget.at = time;
    return budget.fields;
  };

  const charge = (pub: string): void => {
    if (current.has(pub) || current.size < MAX_COUNTED_KEYS) {
      current.set(pub, (current.get(pub) ?? 0) + 1);
    }
    const budget = budgets.get(pub);
    if (budget) budget.fields = left(pub) - 1;
    else if (budgets.size < MAX_COUNTED_KEYS) budgets.set(pub, { fields: burst - 1, at: now() });
  };

  const timer = setInterval(() => {
    previous = current;
    current = new Map();
    // A budget refilled to the whole burst is the same as none kept.
    for (const pub of budgets.keys()) if (left(pub) >= burst) budgets.delete(pub);
  }, WINDOW_MS);
  timer.unref();

  const refuse = (peer: Peer, message: unknown, reason: string): void => {
    refused[reason] = (refused[reason] ?? 0) + 1;
    answerRefusal(mesh, peer, message, reason);
  };

  mesh.hear = function (message, peer) {
    const owners = new Set(userSpaceWrites(message).map((write) => ownerOf(write.soul)));
    for (const pub of owners) {
      if (blocked.has(pub)) return refuse(peer, message, BLOCKED_REFUSAL);
      if (left(pub) < 1 && !isRelay(peer)) return refuse(peer, message, BUSY_REFUSAL);
    }
    hear.call(mesh, message, peer);
  };

  // After SEA's handler: only fields whose signature held get here.
  root.on('put', function (msg) {
    this.to.next(msg);
    const soul = msg.put?.['#'];
    const via = msg._?.via;
    if (msg._?.rad || !via || isRelay(via)) return;
    if (typeof soul === 'string' && soul.startsWith('~')) charge(ownerOf(soul));
  });

  return {
    topWriters() {
      const totals = new Map(previous);
      for (const [pub, records] of current) totals.set(pub, (totals.get(pub) ?? 0) + records);
      return [...totals]
        .sort((a, b) => b[1] - a[1])
        .slice(0, TOP)
        .map(([pub, records]) => ({ pub, records }));
    },
    refusals: () => ({ ...refused }),
    stop: () => clearInterval(timer),
  };
}
