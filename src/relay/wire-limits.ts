/**
 * The relay's limits in front of Gun: a frame size the websocket enforces before buffering more,
 * the message rules every peer runs (`core/net/wire-rules`) with the content-address check that
 * needs Node's synchronous SHA-256, and a per-connection budget of bytes and messages per second.
 */
import { createHash } from 'node:crypto';
import { guardIncoming, type WireGuard } from '../core/net/wire-guard.ts';
import { DEFAULT_WIRE_RULES, MAX_VALUE_CHARS } from '../core/net/wire-rules.ts';
import type { GunRoot } from '../core/net/gun.ts';
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

const MAX_BATCH = 2_000;

/** Two token buckets per connection; a frame that would overdraw either is dropped. */
export function rateLimiter(budget: RateBudget, now: () => number = Date.now) {
  const buckets = new WeakMap<object, { bytes: number; messages: number; at: number }>();
  return (peer: object, bytes: number, messages: number): boolean => {
    const time = now();
    const bucket = buckets.get(peer) ?? {
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
    buckets.set(peer, bucket);
    if (bucket.bytes < bytes || bucket.messages < messages) return false;
    bucket.bytes -= bytes;
    bucket.messages -= messages;
    return true;
  };
}

const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

export function guardRelay(gun: GunRoot, budget: RateBudget = DEFAULT_RATE_BUDGET): WireGuard {
  return guardIncoming(gun, {
    rules: {
      ...DEFAULT_WIRE_RULES,
      dams: [...DEFAULT_WIRE_RULES.dams, RELAY_HELLO],
      contentKeyOf: sha256Hex,
    },
    maxFrameChars: MAX_FRAME_BYTES,
    maxBatch: MAX_BATCH,
    admit: rateLimiter(budget),
    admitMessage: inboxRule(),
  });
}
