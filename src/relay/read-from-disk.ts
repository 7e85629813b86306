/**
 * Makes the relay's disk store answer every read of a whole node. Once Gun's store has read a node
 * from disk it marks the node's chain (`rad`) and from then on leaves reads of that node to the
 * in-memory graph, taking it to hold the whole node. A relay never merges its own disk answers into
 * memory, though, and its memory holds only what it heard since it started (or since
 * `forget-idle-streams` dropped the node): after one reader, every later reader got only the
 * records written since, and never the older ones. Reads are rare (a reader asks for a node when it
 * starts following it and after a reconnect), so answering them from disk costs little.
 */
import type { GunRoot } from '../core/net/gun.ts';

interface RootInternals {
  readonly next?: Record<string, { rad?: number } | undefined>;
  on(
    event: 'get',
    handler: (this: { to: { next(msg: unknown): void } }, msg: { get?: { '#'?: unknown } }) => void,
  ): void;
}

export function readWholeNodesFromDisk(gun: GunRoot): void {
  const root = (gun as unknown as { _: RootInternals })._;
  // Added after Gun's store, so it runs while the store hands the read on, before the store looks
  // for the mark.
  root.on('get', function (msg) {
    const soul = msg.get?.['#'];
    if (typeof soul === 'string') delete root.next?.[soul]?.rad;
    this.to.next(msg);
  });
}
