import { describe, expect, it } from 'vitest';
import { addressRateLimiter, rateLimiter } from './wire-limits.ts';

describe('rateLimiter', () => {
  it('lets a burst through, drops beyond it, and refills over time per connection', () => {
    let now = 0;
    const admit = rateLimiter(
      { bytesPerSecond: 100, burstBytes: 300, messagesPerSecond: 10, burstMessages: 20 },
      () => now,
    );
    const flooder = {};
    const other = {};
    expect(admit(flooder, 250, 1)).toBe(true);
    expect(admit(flooder, 100, 1)).toBe(false);
    expect(admit(other, 250, 1)).toBe(true);
    now += 1_000;
    expect(admit(flooder, 100, 1)).toBe(true);
    expect(admit(flooder, 0, 25)).toBe(false);
    now += 2_000;
    expect(admit(flooder, 0, 20)).toBe(true);
  });

  it('shares one budget among the connections of an address, not among addresses', () => {
    const now = 0;
    const budget = {
      bytesPerSecond: 100,
      burstBytes: 300,
      messagesPerSecond: 10,
      burstMessages: 20,
    };
    const address = { ...budget, burstBytes: 500 };
    const peers = new Map<object, string>();
    const limiter = addressRateLimiter(
      budget,
      address,
      (peer) => peers.get(peer) ?? '',
      () => now,
    );
    const [first, second, third] = [{}, {}, {}];
    peers.set(first, '127.0.0.2').set(second, '127.0.0.2').set(third, '127.0.0.3');
    expect(limiter.admit(first, 300, 1)).toBe(true);
    expect(limiter.admit(second, 250, 1)).toBe(false);
    expect(limiter.admit(second, 200, 1)).toBe(true);
    expect(limiter.admit(third, 300, 1)).toBe(true);
  });
});
