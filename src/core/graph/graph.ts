/**
 * The graph port: every read and write core makes on the network goes through it. Places
 * (PROTOCOL.md "Building blocks"):
 * - my streams `~me/s/<node>/<key>` and anyone's, followed (the sealed streams of every
 *   conversation, and device-migration records);
 * - my own-state buckets `~me/own/<bucket>/<tag>`;
 * - my signed records `~me/<node>/<key>` and anyone's: the profile card, the device list, prekeys;
 * - content-addressed nodes (a soul with `#`), where a value sits at its own SHA-256: anyone may
 *   add one, nobody can change or delete one (letter inboxes, room rosters, moment talk).
 *
 * Nothing read here is trusted: callers verify signatures and seals themselves. The Gun
 * implementation is `net/gun-graph.ts`; tests use an in-memory one (test/support/memory-graph.ts),
 * and test/graph/conformance.test.ts runs both against the same contract.
 */
import type { KeyPair } from '../crypto/sea.ts';

export interface GraphEntry {
  readonly key: string;
  readonly value: string;
}

/** A record's place in its owner's space: `~<owner>/<node>/<key>`. */
export type RecordPath = readonly [node: string, key: string];

export interface Graph {
  /** Signs the graph in as `pair`: from now on its writes to `~me` are signed with it. */
  signIn(pair: KeyPair): Promise<void>;
  signOut(): void;
  /** The key the graph writes as, or null while signed out. */
  me(): string | null;

  /**
   * Writes values into my stream node `~me/s/<node>`; resolves when a relay acknowledged them,
   * rejects with one of the errors below.
   */
  write(node: string, entries: readonly GraphEntry[], timeoutMs: number): Promise<void>;
  /** Writes null over my value `~me/s/<node>/<key>`; true once a relay acknowledged it. */
  remove(node: string, key: string, timeoutMs: number): Promise<boolean>;
  /**
   * Follows `~owner/s/<node>`: every value there now and later, each distinct write once, with
   * the state the writer gave it (a re-write of a key gets a newer one), or 0 when none is known.
   */
  follow(
    owner: string,
    node: string,
    onEntry: (key: string, value: unknown, state: number) => void,
  ): () => void;

  /** Writes my own-state record `~me/own/<bucket>/<tag>`; true once a relay acknowledged it. */
  putOwn(bucket: string, tag: string, json: string, timeoutMs: number): Promise<boolean>;
  /** Every record in `owner`'s bucket, now and as they change (values may repeat). */
  followOwn(
    owner: string,
    bucket: string,
    onRecord: (tag: string, raw: string) => void,
  ): () => void;

  /**
   * Writes a signed record of mine at `~me/<node>/<key>` (my profile card, my device list, a
   * device's prekey); resolves on a relay's acknowledgement, rejects with one of the errors below.
   */
  putSigned(path: RecordPath, record: string, timeoutMs: number): Promise<void>;
  /** Every value at `~owner/<node>/<key>`, now and later; stopping ends only this listener. */
  followSigned(owner: string, path: RecordPath, onValue: (value: unknown) => void): () => void;

  /**
   * Adds `value` to the content-addressed node `soul` at its SHA-256. Resolves on the first
   * relay acknowledgement, rejects with one of the errors below.
   */
  putContent(soul: string, value: string, timeoutMs: number): Promise<void>;
  /**
   * Calls `onValue` once per value of the node, old and new, after checking its content address
   * again (peers refuse mismatches, but no peer is trusted).
   */
  followContent(
    soul: string | Promise<string>,
    onValue: (value: string, key: string) => void,
  ): () => void;

  /** Dials exactly these relays from now on. */
  setPeers(urls: readonly string[]): void;
  connectedPeerUrls(): string[];
  connectedPeers(): number;
}

/** What the sealed-stream kernel needs of the graph. */
export type StreamTransport = Pick<Graph, 'write' | 'follow' | 'connectedPeers'>;

export class GraphUnavailableError extends Error {
  override name = 'GraphUnavailableError';
  constructor() {
    super('graph database instance not available');
  }
}

export class SendTimeoutError extends Error {
  override name = 'SendTimeoutError';
  constructor(ms: number) {
    super(`Send timeout after ${Math.round(ms / 1000)} seconds`);
  }
}

export class OfflineError extends Error {
  override name = 'OfflineError';
  constructor() {
    super('offline: no relay connected');
  }
}

/** A peer refused the write (its `err` ack, the message): sending the same data will not help. */
export class PutRefusedError extends Error {
  override name = 'PutRefusedError';
}

/**
 * Why an item has not gone, as the queue and its conversation store it: codes only. No relay
 * acknowledged it, or a relay refused it (what the relay said goes to the log); the conversation's
 * hooks add their own (`not-a-friend`, `given-up`, …).
 */
export const OutboxError = { noRelay: 'no-relay', refused: 'refused' } as const;
