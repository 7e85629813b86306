/**
 * A writer's chain of message keys (Signal's symmetric-key ratchet, as in its sender keys): each
 * record is sealed with the next message key, and the chain key moves forward through a one-way
 * function, so a chain key stolen now opens nothing written before it. A reader keeps the keys it
 * skipped (records arriving out of order, or missed while offline) for a bounded time and number,
 * and deletes every key once used.
 *
 * KDF (HMAC-SHA256 under the chain key): message key = HMAC(ck, 0x01), next chain key =
 * HMAC(ck, 0x02).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base64UrlToBytes, bytesToBase64Url } from '../crypto/base64url.ts';

/** Records one chain carries before its writer starts a new one (PROTOCOL.md "Rotation"). */
export const MAX_CHAIN_LENGTH = 1_000;
/** How long a skipped key is kept for a record that may still arrive. */
export const SKIPPED_KEY_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const MESSAGE_KEY_INPUT = Uint8Array.of(1);
const CHAIN_KEY_INPUT = Uint8Array.of(2);

/** A chain at one point: the key for the record numbered `index` and after. */
export interface ChainPosition {
  readonly key: Uint8Array<ArrayBuffer>;
  readonly index: number;
}

/**
 * The message key of the record at `position`, and the position after it. Synchronous: two short
 * HMACs cost less than one round trip through WebCrypto's queue, and a reader steps once per
 * record it opens and once per key it skips.
 */
export function stepChain(position: ChainPosition): {
  messageKey: Uint8Array<ArrayBuffer>;
  next: ChainPosition;
} {
  const messageKey = new Uint8Array(hmac(sha256, position.key, MESSAGE_KEY_INPUT));
  const key = new Uint8Array(hmac(sha256, position.key, CHAIN_KEY_INPUT));
  return { messageKey, next: { key, index: position.index + 1 } };
}

/** A fresh chain's start: 32 random bytes. */
export function newChain(): ChainPosition {
  return { key: globalThis.crypto.getRandomValues(new Uint8Array(32)), index: 0 };
}

/** Why a reader has no key for a record. */
export type ChainKeyError =
  /** Used already (a replay), expired, or before the chain's start as this reader got it. */
  | 'gone'
  /** Past the chain's length: no honest writer seals there. */
  | 'out-of-range';

/** A skipped key, kept as its state has it (base64url): it is written far more often than taken. */
interface SkippedKey {
  readonly key: string;
  readonly since: number;
}

/** A receiving chain as this device keeps it (sealed): keys in base64url. */
export interface ReceivingState {
  readonly key: string;
  readonly index: number;
  /** Skipped keys: index, key, since. */
  readonly skipped: readonly (readonly [number, string, number])[];
}

const isState = (value: unknown): value is ReceivingState => {
  if (typeof value !== 'object' || value === null) return false;
  const { key, index, skipped } = value as Record<string, unknown>;
  return (
    typeof key === 'string' &&
    Number.isSafeInteger(index) &&
    Array.isArray(skipped) &&
    skipped.every(
      (entry) =>
        Array.isArray(entry) &&
        Number.isSafeInteger(entry[0]) &&
        typeof entry[1] === 'string' &&
        Number.isSafeInteger(entry[2]),
    )
  );
};

/** One writer's chain as a reader follows it. */
export class ReceivingChain {
  #position: ChainPosition;
  readonly #skipped = new Map<number, SkippedKey>();

  constructor(start: ChainPosition) {
    this.#position = start;
  }

  /**
   * The message key of record `index`, deleted from the chain as it is handed out. Keys of the
   * records before it that have not come yet are kept until `now` is past their time to live.
   */
  take(index: number, now: number): Uint8Array<ArrayBuffer> | ChainKeyError {
    this.#forgetExpired(now);
    if (!Number.isSafeInteger(index) || index < 0 || index >= MAX_CHAIN_LENGTH) {
      return 'out-of-range';
    }
    if (index < this.#position.index) {
      const skipped = this.#skipped.get(index);
      this.#skipped.delete(index);
      return skipped ? base64UrlToBytes(skipped.key) : 'gone';
    }
    let position = this.#position;
    for (;;) {
      const { messageKey, next } = stepChain(position);
      position = next;
      if (next.index > index) {
        this.#position = position;
        return messageKey;
      }
      this.#skipped.set(next.index - 1, { key: bytesToBase64Url(messageKey), since: now });
    }
  }

  /** What to keep of this chain to go on reading it later. */
  state(): ReceivingState {
    return {
      key: bytesToBase64Url(this.#position.key),
      index: this.#position.index,
      skipped: [...this.#skipped].map(([index, { key, since }]) => [index, key, since]),
    };
  }

  /** A chain kept with `state()`, or null when the text is not one. */
  static restore(value: unknown): ReceivingChain | null {
    if (!isState(value)) return null;
    const chain = new ReceivingChain({ key: base64UrlToBytes(value.key), index: value.index });
    for (const [index, key, since] of value.skipped) {
      chain.#skipped.set(index, { key, since });
    }
    return chain;
  }

  /** How many skipped keys are held (for tests and the storage pages' counts). */
  get skippedCount(): number {
    return this.#skipped.size;
  }

  #forgetExpired(now: number): void {
    for (const [index, { since }] of this.#skipped) {
      if (now - since > SKIPPED_KEY_TTL_MS) this.#skipped.delete(index);
    }
  }
}
