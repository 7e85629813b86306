/**
 * Keeps every read a relay hears between the relay and its relay links. Gun passes each read
 * (`get`) it hears on to every other connection, so that any peer holding the data can answer: a
 * plain client connected to a relay saw whose inbox and whose stream nodes every other client asked
 * for, which is enough to tell who is friends with whom. A relay answers a read from what it holds
 * (memory and disk) and passes it on to the relays it is linked with, and to nobody else.
 */
import type { GunRoot } from '../core/net/gun.ts';
import { meshOf, type Peer, type RelayLinks } from './relay-links.ts';

const isRead = (message: unknown): boolean =>
  typeof message === 'object' && message !== null && 'get' in message;

/** One connection, as Gun's `say` is handed it (a map of peers has no `id`). */
const isOnePeer = (peer: Peer | undefined): peer is Peer =>
  peer !== undefined && (peer as { id?: unknown }).id !== undefined;

export function sendReadsOnlyToRelays(gun: GunRoot, links: RelayLinks): void {
  const mesh = meshOf(gun);
  const say = mesh.say;
  // Gun's `say` sends a broadcast by calling `mesh.say` once per connection: each passes here.
  mesh.say = function (message, peer) {
    if (isRead(message) && isOnePeer(peer) && !links.isRelay(peer)) return false;
    return say.call(this, message, peer);
  };
}
