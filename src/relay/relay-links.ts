/**
 * Which of a relay's connections are other relays. Gun treats every connection alike; a relay must
 * not: it passes reads on to relays only, and catches up only with relays (mesh-catch-up.ts), so a
 * connection that could pose as a relay would see what every other user reads.
 *
 * A relay link is either a connection this relay dialled itself (one of its `--peers`), or one
 * that dialled in and proved it holds the mesh secret the operator gave both relays
 * (`--mesh-secret`). The dialler says hello, this relay answers with a random challenge (once per
 * connection), and the dialler answers with the HMAC-SHA256 of the challenge under the secret. A
 * relay answers challenges only on links it dialled, so a client cannot have one answer for it.
 * Without a secret, a relay treats every incoming connection as a client.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { GunRoot } from '../core/net/gun.ts';

/** The mesh control message (`dam`) of the relay handshake: hello, challenge and proof. */
export const RELAY_HELLO = 'meshtalk-relay';

export type Peer = object & { readonly url?: string };

export interface Mesh {
  hear: (this: unknown, raw: unknown, peer: Peer) => void;
  say: (this: unknown, message: unknown, peer?: Peer) => unknown;
}

interface RootInternals {
  readonly opt: { readonly mesh?: Mesh; readonly peers?: Record<string, Peer | undefined> };
  on(
    event: 'hi' | 'bye',
    handler: (this: { to: { next(peer: Peer): void } }, peer: Peer) => void,
  ): void;
}

export interface RelayLinks {
  isRelay(peer: Peer): boolean;
  /** Whether `peer` is still connected. */
  isConnected(peer: Peer): boolean;
  /** `listener` hears every connection that becomes a relay link, once each. */
  onLink(listener: (peer: Peer) => void): void;
  onDrop(listener: (peer: Peer) => void): void;
}

export interface RelayLinkOptions {
  /** The `--peers` this relay dials, as Gun peer URLs. */
  readonly dialled: readonly string[];
  /** The mesh secret (`--mesh-secret`); absent: only dialled links are relay links. */
  readonly secret?: string | undefined;
}

interface Handshake {
  readonly dam: typeof RELAY_HELLO;
  readonly challenge?: unknown;
  readonly proof?: unknown;
}

const isHandshake = (message: unknown): message is Handshake =>
  typeof message === 'object' &&
  message !== null &&
  (message as Record<string, unknown>)['dam'] === RELAY_HELLO;

const proofOf = (secret: string, challenge: string): Buffer =>
  createHmac('sha256', secret).update(`${RELAY_HELLO}\n${challenge}`).digest();

export function meshOf(gun: GunRoot): Mesh {
  const mesh = (gun as unknown as { _: RootInternals })._.opt.mesh;
  if (!mesh) throw new Error('Gun has no mesh');
  return mesh;
}

/**
 * Call before the wire guard is installed: the guard hands each message it let through, parsed, to
 * the `hear` it found.
 */
export function trackRelayLinks(gun: GunRoot, options: RelayLinkOptions): RelayLinks {
  const root = (gun as unknown as { _: RootInternals })._;
  const mesh = meshOf(gun);
  const dialled = new Set(options.dialled);
  const proven = new WeakSet<Peer>();
  /** The one challenge sent to each connection that said hello, until it answers. */
  const challenges = new WeakMap<Peer, string>();
  const challenged = new WeakSet<Peer>();
  const linkListeners: ((peer: Peer) => void)[] = [];
  const dropListeners: ((peer: Peer) => void)[] = [];

  const isDialled = (peer: Peer): boolean => peer.url !== undefined && dialled.has(peer.url);
  const link = (peer: Peer): void => linkListeners.forEach((listener) => listener(peer));

  const answerHello = (peer: Peer): void => {
    if (!options.secret || challenged.has(peer) || isDialled(peer)) return;
    challenged.add(peer);
    const challenge = randomBytes(24).toString('base64url');
    challenges.set(peer, challenge);
    mesh.say({ dam: RELAY_HELLO, challenge }, peer);
  };
  const answerChallenge = (peer: Peer, challenge: string): void => {
    if (!options.secret || !isDialled(peer)) return;
    const proof = proofOf(options.secret, challenge).toString('base64url');
    mesh.say({ dam: RELAY_HELLO, proof }, peer);
  };
  const checkProof = (peer: Peer, proof: string): void => {
    const challenge = challenges.get(peer);
    challenges.delete(peer); // one answer per connection
    if (!options.secret || challenge === undefined || proven.has(peer)) return;
    const expected = proofOf(options.secret, challenge);
    const given = Buffer.from(proof, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return;
    proven.add(peer);
    link(peer);
  };

  const hear = mesh.hear;
  mesh.hear = function (raw, peer) {
    if (!isHandshake(raw)) return hear.call(this, raw, peer);
    // Gun drops mesh messages it does not know; the handshake ends here.
    if (typeof raw.proof === 'string') checkProof(peer, raw.proof);
    else if (typeof raw.challenge === 'string') answerChallenge(peer, raw.challenge);
    else answerHello(peer);
  };

  root.on('hi', function (peer) {
    this.to.next(peer);
    if (!isDialled(peer)) return;
    mesh.say({ dam: RELAY_HELLO }, peer);
    link(peer);
  });
  root.on('bye', function (peer) {
    this.to.next(peer);
    challenges.delete(peer);
    proven.delete(peer);
    dropListeners.forEach((listener) => listener(peer));
  });

  return {
    isRelay: (peer) => isDialled(peer) || proven.has(peer),
    isConnected: (peer) => Object.values(root.opt.peers ?? {}).includes(peer),
    onLink: (listener) => void linkListeners.push(listener),
    onDrop: (listener) => void dropListeners.push(listener),
  };
}
