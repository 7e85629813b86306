/**
 * A relay's side of the mesh: which connections are relays (relay-links.ts), reads passed on to
 * those alone (reads-to-relays-only.ts), and the catch-up on each new relay link (mesh-catch-up.ts).
 * Call before the wire guard is installed.
 */
import type { GunRoot } from '../core/net/gun.ts';
import { catchUpOnRelayLinks } from './mesh-catch-up.ts';
import { sendReadsOnlyToRelays } from './reads-to-relays-only.ts';
import { trackRelayLinks, type RelayLinkOptions } from './relay-links.ts';

export function joinRelayMesh(gun: GunRoot, options: RelayLinkOptions): { stop(): void } {
  const links = trackRelayLinks(gun, options);
  sendReadsOnlyToRelays(gun, links);
  return catchUpOnRelayLinks(gun, links);
}
