/**
 * The relay's limits in front of Gun: a frame size the websocket enforces before buffering more,
 * the message rules every peer runs (`core/net/wire-rules`) with the content-address check that
 * needs Node's synchronous SHA-256, budgets of bytes and messages per second for each connection
 * and for each address, and a fair queue between the rules and Gun (`fair-queue`).
 */
import { createHash } from 'node:crypto';
import { guardIncoming, type WireGuard } from '../core/net/wire-guard.ts';
import { DEFAULT_WIRE_RULES, MAX_VALUE_CHARS } from '../core/net/wire-rules.ts';
import type { GunRoot } from '../core/net/gun.ts';
import type { FairQueue } from './fair-queue.ts';
import { RELAY_HELLO } from './mesh-catch-up.ts';
import { inboxRule } from './inbox-budget.ts';

/** One websocket frame; a larger one closes the connection (close code 1009). */
export const MAX_FRAME_BYTES = MAX_VALUE_CHARS + 1024 * 1024;

export interface RateBudget {
  /** Sustained rate per second, and how much may be spent at once. */
  readonly bytesPerSecond: number;
  readonly burstBytes: number;
  readonly messagesPerSecond: number;
  readonly burstMessages: number;
}

export const DEFAULT_RATE_BUDGET: RateBudget = {
  bytesPerSecond: 8 * 1024 * 1024,
  burstBytes: 32 * 1024 * 1024,
  messagesPerSecond: 2_000,
  burstMessages: 10_000,
};

/** All connections from one address together: twice what one connection may spend. */
export const DEFAULT_ADDRESS_BUDGET: RateBudget = {
  bytesPerSecond: 16 * 1024 * 1024,
  burstBytes: 64 * 1024 * 1024,
  messagesPerSecond: 4_000,
  burstMessages: 20_000,
};

const MAX_BATCH = 2_000;

interface Bucket {
  bytes: number;
  messages: number;
  at: number;
}

/** A Map, or a WeakMap for buckets that go with their connection. */
interface BucketStore<Key> {
  get(key: Key): Bucket | undefined;
  set(key: Key, bucket: Bucket): unknown;
}

/** Token buckets of one budget, one per key; a spend that would overdraw either is refused. */
function buckets<Key>(budget: RateBudget, map: BucketStore<Key>) {
  const refilled = (key: Key, time: number): Bucket => {
    const bucket = map.get(key) ?? {
      bytes: budget.burstBytes,
      messages: budget.burstMessages,
      at: time,
    };
    const seconds = Math.max(0, time - bucket.at) / 1000;
    bucket.at = time;
    bucket.bytes = Math.min(budget.burstBytes, bucket.bytes + seconds * budget.bytesPerSecond);
    bucket.messages = Math.min(
      budget.burstMessages,
      bucket.messages + seconds * budget.messagesPerSecond,
    );
    map.set(key, bucket);
    return bucket;
  };
  return {
    has: (key: Key, bytes: number, messages: number, time: number): boolean => {
      const bucket = refilled(key, time);
      return bucket.bytes >= bytes && bucket.messages >= messages;
    },
    spend: (key: Key, bytes: number, messages: number): void => {
      const bucket = map.get(key);
      if (!bucket) return;
      bucket.bytes -= bytes;
      bucket.messages -= messages;
    },
  };
}

/** Two token buckets per connection; a frame that would overdraw either is dropped. */
export function rateLimiter(budget: RateBudget, now: () => number = Date.now) {
  const perPeer = buckets<object>(budget, new WeakMap());
  return (peer: object, bytes: number, messages: number): boolean => {
    if (!perPeer.has(peer, bytes, messages, now())) return false;
    perPeer.spend(peer, bytes, messages);
    return true;
  };
}

/**
 * The connection's budget and its address's: a frame must fit both. Address buckets that have
 * refilled completely are forgotten, so the map holds only addresses that spent recently.
 */
export function addressRateLimiter(
  connection: RateBudget,
  address: RateBudget,
  addressOf: (peer: object) => string,
  now: () => number = Date.now,
) {
  const perPeer = buckets<object>(connection, new WeakMap());
  const byAddress = new Map<string, Bucket>();
  const perAddress = buckets<string>(address, byAddress);
  const refillSeconds = Math.max(
    address.burstBytes / address.bytesPerSecond,
    address.burstMessages / address.messagesPerSecond,
  );
  let lastPrune = now();
  const prune = (time: number): void => {
    if (time - lastPrune < refillSeconds * 1000) return;
    lastPrune = time;
    for (const [key, bucket] of byAddress) {
      if (time - bucket.at >= refillSeconds * 1000) byAddress.delete(key);
    }
  };
  return {
    admit: (peer: object, bytes: number, messages: number): boolean => {
      const time = now();
      prune(time);
      const key = addressOf(peer);
      if (!perPeer.has(peer, bytes, messages, time)) return false;
      if (!perAddress.has(key, bytes, messages, time)) return false;
      perPeer.spend(peer, bytes, messages);
      perAddress.spend(key, bytes, messages);
      return true;
    },
    /** Addresses with a budget being tracked. */
    addresses: () => byAddress.size,
  };
}

const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

export interface RelayGuardOptions {
  readonly connectionBudget?: RateBudget;
  readonly addressBudget?: RateBudget;
  /** Where a peer connects from; every peer of one address shares its budget and queue. */
  readonly addressOf: (peer: object) => string;
  readonly queue: FairQueue;
  /** Told whenever a peer's message passed the rules. */
  readonly heard?: (peer: object) => void;
}

export function guardRelay(gun: GunRoot, options: RelayGuardOptions): WireGuard {
  const limiter = addressRateLimiter(
    options.connectionBudget ?? DEFAULT_RATE_BUDGET,
    options.addressBudget ?? DEFAULT_ADDRESS_BUDGET,
    options.addressOf,
  );
  return guardIncoming(gun, {
    rules: {
      ...DEFAULT_WIRE_RULES,
      dams: [...DEFAULT_WIRE_RULES.dams, RELAY_HELLO],
      contentKeyOf: sha256Hex,
    },
    maxFrameChars: MAX_FRAME_BYTES,
    maxBatch: MAX_BATCH,
    admit: limiter.admit,
    admitMessage: inboxRule(),
    deliver: (peer, chars, pass) => {
      options.heard?.(peer);
      return options.queue.enqueue(options.addressOf(peer), chars, pass);
    },
  });
}
