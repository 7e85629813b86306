import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MAX_CHAIN_LENGTH,
  ReceivingChain,
  SKIPPED_KEY_TTL_MS,
  newChain,
  stepChain,
  type ChainPosition,
} from './sender-chain.ts';

const NOW = 1_790_000_000_000;

/** The writer's first `count` message keys, as hex. */
function writerKeys(start: ChainPosition, count: number): string[] {
  const keys: string[] = [];
  let position = start;
  for (let i = 0; i < count; i++) {
    const { messageKey, next } = stepChain(position);
    keys.push(Buffer.from(messageKey).toString('hex'));
    position = next;
  }
  return keys;
}

const hex = (key: Uint8Array | string) =>
  typeof key === 'string' ? key : Buffer.from(key).toString('hex');

describe('sender chains', () => {
  it('derives keys as documented: HMAC-SHA256 of 0x01 and 0x02 under the chain key', () => {
    const start = newChain();
    const { messageKey, next } = stepChain(start);
    const expected = (input: number) =>
      createHmac('sha256', start.key).update(Buffer.of(input)).digest('hex');
    expect(hex(messageKey)).toBe(expected(1));
    expect(hex(next.key)).toBe(expected(2));
    expect(next.index).toBe(1);
  });

  it('hands each key out once, in any order, and keeps what was skipped', () => {
    const start = newChain();
    const keys = writerKeys(start, 6);
    const reader = new ReceivingChain(start);
    expect(hex(reader.take(3, NOW))).toBe(keys[3]);
    expect(reader.skippedCount).toBe(3);
    expect(hex(reader.take(0, NOW))).toBe(keys[0]);
    expect(hex(reader.take(5, NOW))).toBe(keys[5]);
    expect(hex(reader.take(4, NOW))).toBe(keys[4]);
    // Each key once: a replayed record finds nothing.
    expect(reader.take(3, NOW)).toBe('gone');
    expect(reader.take(0, NOW)).toBe('gone');
    expect(reader.skippedCount).toBe(2);
  });

  it('forgets skipped keys after their time, and refuses indexes past the chain', () => {
    const start = newChain();
    const reader = new ReceivingChain(start);
    reader.take(2, NOW);
    expect(reader.take(0, NOW + SKIPPED_KEY_TTL_MS + 1)).toBe('gone');
    expect(reader.skippedCount).toBe(0);
    expect(reader.take(MAX_CHAIN_LENGTH, NOW)).toBe('out-of-range');
    expect(reader.take(-1, NOW)).toBe('out-of-range');
  });

  it('opens nothing before the point a reader was given', () => {
    const start = newChain();
    const keys = writerKeys(start, 4);
    // A thief of the chain as it stood after record 1 derives only later keys.
    const later = stepChain(stepChain(start).next).next;
    const thief = new ReceivingChain(later);
    expect(thief.take(1, NOW)).toBe('gone');
    expect(hex(thief.take(2, NOW))).toBe(keys[2]);
    expect(keys.slice(0, 2)).not.toContain(hex(thief.take(3, NOW)));
  });
});
