/** The spec's numbers that every conversation on sealed streams shares. */
import type { OutboxLimits } from './outbox.ts';

/** How the outbox runs, the same in every lane (spec). */
export const OUTBOX_LIMITS = {
  /** Processing interval, batch size, concurrent sends, send time-out (spec). */
  processEveryMs: 3_000,
  batchSize: 50,
  concurrency: 3,
  sendTimeoutMs: 20_000,
  /**
   * Puts handed to the relay and not yet acknowledged. A relay acknowledges only after its disk
   * batch (250-350 ms), so holding a slot until then would carry about ten messages a second.
   */
  maxUnackedPuts: 16,
  /** Re-process after this long while due items remain (spec). */
  reprocessMs: 500,
  /** Retry delays in seconds; the last one repeats (spec). */
  retryDelaysS: [1, 2, 5, 10, 30, 60] as readonly number[],
  /** One put carries at most this many bytes of records. */
  maxPutBytes: 512 * 1024,
} as const satisfies OutboxLimits;

/** What a message body may carry, in a private chat or a room; the body codec checks them. */
export const BODY_LIMITS = {
  /** A file's bytes travel in chunks of this size, each in its own record. */
  fileChunkBytes: 48 * 1024,
  maxFileBytes: 10 * 1024 * 1024,
  /** Data URL length caps for pictures (compressed by the UI) and voice recordings. */
  maxImageChars: 1024 * 1024,
  maxVoiceChars: 1536 * 1024,
  maxTextChars: 20_000,
} as const;

/** How far ahead of this device's clock a writer's timestamp may be before it is not believed. */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

/**
 * How long relays keep stream records before forgetting them (PROTOCOL.md "Retention"; a relay's
 * `--retention-days`, 30 by default): a record no device read by then is gone for good.
 */
export const RELAY_RETENTION_DAYS = 30;
export const RELAY_RETENTION_MS = RELAY_RETENTION_DAYS * 24 * 60 * 60 * 1000;
