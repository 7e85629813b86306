import { describe, expect, it } from 'vitest';
import { rateLimiter } from './wire-limits.ts';

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
});
