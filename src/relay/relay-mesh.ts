/**
 * A relay's side of the mesh: which connections are relays (relay-links.ts), reads passed on to
 * those alone (reads-to-relays-only.ts), writes passed on only to connections that asked for their
 * node (forward-by-interest.ts), and the catch-up on each new relay link (mesh-catch-up.ts).
 * Call before the wire guard is installed.
 */
import type { GunRoot } from '../core/net/gun.ts';
import { forwardByInterest, type ForwardCounts } from './forward-by-interest.ts';
import { catchUpOnRelayLinks } from './mesh-catch-up.ts';
import { sendReadsOnlyToRelays } from './reads-to-relays-only.ts';
import { trackRelayLinks, type Peer, type RelayLinkOptions } from './relay-links.ts';

export interface RelayMesh {
  /** Whether `peer` is a relay link (relay-links.ts). */
  readonly isRelay: (peer: Peer) => boolean;
  /** What was passed on, to whom, and what was not. */
  forwarded(): ForwardCounts;
  stop(): void;
}

export function joinRelayMesh(gun: GunRoot, options: RelayLinkOptions): RelayMesh {
  const links = trackRelayLinks(gun, options);
  sendReadsOnlyToRelays(gun, links);
  const forwarding = forwardByInterest(gun, links, { askedByLinks: options.secret !== undefined });
  const catchUp = catchUpOnRelayLinks(gun, links);
  return {
    isRelay: (peer) => links.isRelay(peer),
    forwarded: () => forwarding.counts(),
    stop: () => catchUp.stop(),
  };
}
