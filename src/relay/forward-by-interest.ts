/**
 * Sends each write a relay hears only to the connections that asked for its node. Gun's relays
 * (without its AXE routing, which Meshtalk leaves off) pass every write on to every connection:
 * each client heard, as it happened, every record anyone wrote (who writes, when, how much), and
 * a relay's output grew with its clients times its writes, as did a mesh's with its relays. Here a
 * connection, client or relay link, gets a write when it asked for one of the write's nodes (a
 * relay link asks on behalf of its own clients, reads-to-relays-only.ts); answers to a read go to
 * whoever asked, as before. A relay without a mesh secret is not known as one by the relays it
 * dials, which so never ask it on behalf of their clients: it passes every write to those.
 */
import type { GunRoot } from '../core/net/gun.ts';
import { meshOf, type Peer, type RelayLinks } from './relay-links.ts';

/** Nodes remembered per connection; the oldest asked for are forgotten first. */
export const MAX_FOLLOWED_PER_CONNECTION = 10_000;

export interface ForwardCounts {
  /** Writes sent to clients that asked for their node. */
  readonly toClients: number;
  /** Writes sent to relay links that asked for their node on behalf of their clients. */
  readonly toRelays: number;
  /** Writes not sent to a connection, whole or in part, because it had not asked for the node. */
  readonly withheld: number;
}

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One connection, as Gun's `say` is handed it (a map of peers has no `id`). */
const isOnePeer = (peer: Peer | undefined): peer is Peer =>
  peer !== undefined && (peer as { id?: unknown }).id !== undefined;

interface RootInternals {
  on(event: 'bye', handler: (this: { to: { next(peer: Peer): void } }, peer: Peer) => void): void;
}

export function forwardByInterest(
  gun: GunRoot,
  links: RelayLinks,
  { askedByLinks }: { askedByLinks: boolean },
): { counts(): ForwardCounts } {
  const root = (gun as unknown as { _: RootInternals })._;
  const mesh = meshOf(gun);
  const followed = new WeakMap<Peer, Set<string>>();
  let toClients = 0;
  let toRelays = 0;
  let withheld = 0;

  const hear = mesh.hear;
  mesh.hear = function (message, peer) {
    const soul = isPlain(message) && isPlain(message['get']) ? message['get']['#'] : undefined;
    if (typeof soul === 'string') {
      let souls = followed.get(peer);
      if (!souls) followed.set(peer, (souls = new Set()));
      souls.delete(soul); // asked again: the newest
      souls.add(soul);
      if (souls.size > MAX_FOLLOWED_PER_CONNECTION) {
        souls.delete(souls.values().next().value ?? '');
      }
    }
    hear.call(this, message, peer);
  };

  // Gun's `say` sends a broadcast by calling `mesh.say` once per connection: each passes here.
  const say = mesh.say;
  mesh.say = function (message, peer) {
    if (!isOnePeer(peer) || !isPlain(message) || !isPlain(message['put']) || '@' in message) {
      return say.call(this, message, peer);
    }
    const relay = links.isRelay(peer);
    const put = message['put'];
    const souls = followed.get(peer);
    const asked = Object.keys(put).filter((soul) => souls?.has(soul));
    // A relay link of a relay without a mesh secret cannot ask: it is sent every write.
    const all = relay && !askedByLinks;
    if (!all && asked.length === 0) {
      withheld++;
      return false;
    }
    if (relay) toRelays++;
    else toClients++;
    if (all || asked.length === Object.keys(put).length) return say.call(this, message, peer);
    // A write that spans nodes (a path put through Gun's chain) goes with the asked ones only.
    withheld++;
    const only = Object.fromEntries(asked.map((soul) => [soul, put[soul]]));
    return say.call(this, { ...message, put: only }, peer);
  };

  root.on('bye', function (peer) {
    this.to.next(peer);
    followed.delete(peer);
  });
  return { counts: () => ({ toClients, toRelays, withheld }) };
}
