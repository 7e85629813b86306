/**
 * Relay connections of a Gun instance. Gun alone is not enough here:
 * - after a relay drops, Gun retries once (2 s later); if that fails it forgets the relay for good,
 *   so a relay that restarts slowly, or a phone that was offline for a while, never reconnects;
 * - a relay instance ("super" peer) only dials its peers once it has something to send them.
 * `keepPeersConnected` redials every wanted relay that is neither connected nor being dialled,
 * backing off while it stays unreachable. These helpers are the only code that touches Gun's
 * peer table (`gun._.opt.peers`, keyed by URL for outgoing peers, by id for incoming ones).
 */
import type { GunRoot } from './gun-types.ts';

interface GunPeerState {
  id?: string;
  url?: string;
  wire?: { readonly readyState?: number; close(): void } | null;
  defer?: ReturnType<typeof setTimeout>;
}

interface GunRootContext {
  readonly opt: {
    peers?: Record<string, GunPeerState>;
    mesh?: { wire?: (peer: GunPeerState) => unknown };
  };
}

const WEBSOCKET_OPEN = 1;

/** When an unreachable relay is dialled again: first after `firstMs`, then 1.5 times later each time. */
export interface RedialSchedule {
  readonly firstMs: number;
  readonly maxMs: number;
  /** How often the wanted relays are looked at. */
  readonly checkEveryMs: number;
}

/** Gun's own single retry comes 2 s after a drop; let it go first. */
const DEFAULT_REDIAL: RedialSchedule = {
  firstMs: 2_500,
  maxMs: 15_000,
  checkEveryMs: 1_000,
};

function context(gun: GunRoot): GunRootContext {
  return (gun as unknown as { _: GunRootContext })._;
}

function peerTable(gun: GunRoot): Record<string, GunPeerState> {
  const opt = context(gun).opt;
  opt.peers ??= {};
  return opt.peers;
}

/** Open websocket connections, outgoing (relays) and, on a relay, incoming (clients). */
export function connectedPeerCount(gun: GunRoot): number {
  return Object.values(peerTable(gun)).filter((peer) => peer.wire?.readyState === WEBSOCKET_OPEN)
    .length;
}

/** Relays (outgoing peers, listed by URL) whose websocket is open right now. */
export function connectedPeerUrls(gun: GunRoot): string[] {
  return Object.values(peerTable(gun))
    .filter((peer) => peer.url !== undefined && peer.wire?.readyState === WEBSOCKET_OPEN)
    .map((peer) => peer.url as string);
}

/** Closes one connection so that Gun does not redial it (its retry checks the table first). */
function dropPeer(gun: GunRoot, key: string): void {
  const peers = peerTable(gun);
  const peer = peers[key];
  if (!peer) return;
  delete peers[key];
  if (peer.defer !== undefined) clearTimeout(peer.defer);
  peer.wire?.close();
}

/** Closes every connection, incoming and outgoing. */
export function disconnectAll(gun: GunRoot): void {
  for (const key of Object.keys(peerTable(gun))) dropPeer(gun, key);
}

interface Wanted {
  /** The peer object last dialled or seen in the table; its `wire` is set while connecting. */
  last?: GunPeerState;
  missingSince?: number | undefined;
  redialMs: number;
}

export interface PeerKeeper {
  add(url: string): void;
  remove(url: string): void;
  /** Makes `urls` the wanted set at once: new ones are dialled, the others closed. */
  set(urls: readonly string[]): void;
  urls(): string[];
  /** Stops redialling and closes the wanted relays' connections. */
  stop(): void;
}

export function keepPeersConnected(
  gun: GunRoot,
  initial: readonly string[],
  schedule: RedialSchedule = DEFAULT_REDIAL,
): PeerKeeper {
  const wanted = new Map<string, Wanted>();
  const check = (): void => {
    for (const [url, state] of wanted) tend(gun, url, state, Date.now(), schedule);
  };
  const timer = setInterval(check, schedule.checkEveryMs);
  // Node: redialling alone must not keep a process alive. Browsers return a number.
  if (typeof timer === 'object' && 'unref' in timer) timer.unref();

  const keeper: PeerKeeper = {
    add: (url) => {
      if (!wanted.has(url)) wanted.set(url, { redialMs: schedule.firstMs });
      check();
    },
    remove: (url) => {
      wanted.get(url)?.last?.wire?.close();
      wanted.delete(url);
      dropPeer(gun, url);
    },
    set: (urls) => {
      const next = new Set(urls);
      for (const url of [...wanted.keys()]) if (!next.has(url)) keeper.remove(url);
      for (const url of next) keeper.add(url);
    },
    urls: () => [...wanted.keys()],
    stop: () => {
      clearInterval(timer);
      for (const url of [...wanted.keys()]) keeper.remove(url);
    },
  };
  for (const url of initial) keeper.add(url);
  return keeper;
}

function tend(
  gun: GunRoot,
  url: string,
  state: Wanted,
  now: number,
  schedule: RedialSchedule,
): void {
  const entry = peerTable(gun)[url];
  if (entry) {
    state.last = entry;
    state.missingSince = undefined;
    if (entry.wire?.readyState === WEBSOCKET_OPEN) state.redialMs = schedule.firstMs;
    if (!entry.wire) dial(gun, entry); // listed but never dialled: a relay's configured peers
    return;
  }
  if (state.last?.wire) return; // a connection attempt is under way (Gun clears `wire` on failure)
  state.missingSince ??= now;
  if (now - state.missingSince < state.redialMs) return;
  state.missingSince = undefined;
  state.redialMs = Math.min(state.redialMs * 1.5, schedule.maxMs);
  // Gun's own retry of the dropped peer would open a second connection beside this one.
  if (state.last?.defer !== undefined) clearTimeout(state.last.defer);
  // A fresh peer object: once its socket opens, Gun lists it and re-subscribes everything.
  state.last = { id: url, url };
  dial(gun, state.last);
}

function dial(gun: GunRoot, peer: GunPeerState): void {
  context(gun).opt.mesh?.wire?.(peer);
}
