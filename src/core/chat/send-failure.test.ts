import { describe, expect, it } from 'vitest';
import { sendFailureOf } from './chat-types.ts';

describe('sendFailureOf', () => {
  it('names why a message was not sent, for the app to say', () => {
    for (const code of [
      'not-a-friend',
      'blocked',
      'given-up',
      'no-relay',
      'refused',
      'expired',
    ] as const) {
      expect(sendFailureOf(code)).toBe(code);
    }
    expect(sendFailureOf(null)).toBe('no-relay');
    // A code of a newer version: the message did not go, for a reason this one cannot name.
    expect(sendFailureOf('rate-limited')).toBe('refused');
  });
});
