import { describe, expect, it } from 'vitest';
import { sendFailureOf } from './chat-types.ts';

describe('sendFailureOf', () => {
  it('names why a message was not sent, for the app to say', () => {
    expect(sendFailureOf('not-a-friend')).toBe('not-a-friend');
    expect(sendFailureOf('blocked')).toBe('blocked');
    expect(sendFailureOf('given up')).toBe('given-up');
    expect(sendFailureOf('Send timeout after 20 seconds')).toBe('no-relay');
    expect(sendFailureOf('offline: no relay connected')).toBe('no-relay');
    expect(sendFailureOf('Unverified data.')).toBe('refused');
  });
});
