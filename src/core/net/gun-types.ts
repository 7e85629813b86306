/**
 * The slice of Gun's API that core code uses, typed narrowly. Gun's own typings are loose (`any`
 * throughout), so core talks to Gun only through these interfaces.
 *
 * Everything read from the graph is `unknown`: it came from the network and must be validated
 * (and, for identity-bound data, signature-checked) before use.
 *
 * Beware: with SEA loaded every Gun chain has a `then` (it runs `once`), so a chain is a
 * "thenable". Never return a chain from an async function or resolve a promise with one: you get
 * the node's data (or undefined), not the chain. `createGun` disarms this on the root only.
 */

export type GunScalar = string | number | boolean | null;

/** A reference to another node, by soul. */
export interface GunLink {
  readonly '#': string;
}

export type GunPutValue = GunScalar | GunLink | GunPutObject;

export interface GunPutObject {
  readonly [key: string]: GunPutValue;
}

/**
 * A put acknowledgement. It says a peer (or the local store) accepted the write; it is NOT proof of
 * delivery, may arrive several times, and sometimes never arrives.
 */
export interface GunAck {
  readonly err?: string;
  readonly ok?: unknown;
}

/** Handed to `on` listeners so a listener can remove itself. */
export interface GunListenerHandle {
  off(): void;
}

export type GunOnceCallback = (data: unknown, key: string) => void;
export type GunOnCallback = (
  data: unknown,
  key: string,
  message: unknown,
  handle: GunListenerHandle,
) => void;

export interface GunChain {
  get(key: string): GunChain;
  put(value: GunPutValue, onAck?: (ack: GunAck) => void): GunChain;
  /** Adds `value` to the set at this node under a generated key. */
  set(value: GunPutValue, onAck?: (ack: GunAck) => void): GunChain;
  /** Fires once with the current value, or `undefined` after Gun's short wait when none arrives. */
  once(callback: GunOnceCallback, options?: { wait?: number }): GunChain;
  /** Fires on every change; often more than once for the same value. Always `off` when done. */
  on(callback: GunOnCallback): GunChain;
  /** Iterates the children of this node (combine with `on`/`once`). */
  map(): GunChain;
  /** Removes every listener registered through this chain. */
  off(): GunChain;
}

export interface GunUserIdentity {
  readonly pub: string;
  readonly epub: string;
  readonly alias?: string;
}

/** A SEA key pair: ECDSA (pub/priv) for signing, ECDH (epub/epriv) for encryption. */
export interface SeaKeyPair {
  readonly pub: string;
  readonly priv: string;
  readonly epub: string;
  readonly epriv: string;
}

export interface GunAuthAck {
  readonly err?: string;
}

/** The signed-in user's own space (`~pub`): writes are signed with the user's key. */
export interface GunUser extends GunChain {
  readonly is?: GunUserIdentity;
  auth(pair: SeaKeyPair, callback: (ack: GunAuthAck) => void): GunUser;
  leave(): GunUser;
}

export interface GunRoot extends GunChain {
  /** The local user (sign in with `auth`). */
  user(): GunUser;
  /** Someone's user space, read-only for anyone but the key holder. */
  user(pub: string): GunChain;
}

/** A client from `createGun`: the graph root plus control over its relay connections. */
export interface GunClient extends GunRoot {
  /** Connects to one more relay (no-op when already known). */
  addPeer(url: string): void;
  /** Disconnects from a relay and stops reconnecting to it. */
  removePeer(url: string): void;
  /** Makes these the relays it keeps connected, at once (the relay page's enabled list). */
  setPeers(urls: readonly string[]): void;
  peerUrls(): string[];
  /** Relays with an open websocket right now. */
  connectedPeerCount(): number;
  /** The URLs of the relays with an open websocket right now. */
  connectedPeerUrls(): string[];
  /** Disconnects from every relay for good; the instance keeps working offline. */
  close(): void;
}
