import { describe, expect, it } from 'vitest';
import { checkNewAccount, hasProblems } from './new-account-rules.ts';
import { shortenId } from './short-id.ts';

describe('checkNewAccount', () => {
  it('accepts a name and a confirmed password of 8 characters', () => {
    const problems = checkNewAccount({
      alias: ' Ada ',
      password: '12345678',
      confirmation: '12345678',
    });
    expect(problems).toEqual({});
    expect(hasProblems(problems)).toBe(false);
  });

  it('reports every problem at once', () => {
    expect(checkNewAccount({ alias: '  ', password: 'short', confirmation: 'short' })).toEqual({
      alias: 'alias-empty',
      password: 'password-too-short',
    });
    expect(
      checkNewAccount({ alias: 'Ada', password: '12345678', confirmation: '1234567' }),
    ).toEqual({
      password: 'password-mismatch',
    });
  });
});

describe('shortenId', () => {
  it('keeps both ends of a long ID and leaves a short one alone', () => {
    expect(shortenId('abcdefghijklmnopqrstuvwxyz')).toBe('abcdef…uvwxyz');
    expect(shortenId('short')).toBe('short');
  });
});
