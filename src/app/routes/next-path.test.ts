import { describe, expect, it } from 'vitest';
import { keepNextPath, nextPathAfterSignIn, signInPathFor } from './next-path.ts';

const PUB = 'Ab_-12.xy';

describe('the screen to open after signing in', () => {
  it('round-trips a deep link with its query', () => {
    const signIn = signInPathFor(`/friend-profile?pub=${PUB}`);
    expect(signIn).toBe('/?next=%2Ffriend-profile%3Fpub%3DAb_-12.xy');
    expect(nextPathAfterSignIn(new URL(signIn, 'http://x').search)).toBe(
      `/friend-profile?pub=${PUB}`,
    );
  });

  it('goes home when nothing, home or a sign-in screen was remembered', () => {
    expect(nextPathAfterSignIn('')).toBe('/index');
    expect(signInPathFor('/index')).toBe('/');
    expect(nextPathAfterSignIn('?next=%2Fcreatkeypage')).toBe('/index');
    expect(nextPathAfterSignIn('?next=%2F')).toBe('/index');
  });

  it.each([
    'https://evil.example/index',
    '//evil.example/index',
    '/\\evil.example/index',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    'settingspage',
    '/no-such-screen',
  ])('never leaves the app or opens an unknown path: %s', (target) => {
    const search = `?${new URLSearchParams({ next: target }).toString()}`;
    expect(nextPathAfterSignIn(search)).toBe('/index');
    expect(signInPathFor(target)).toBe('/');
    expect(keepNextPath('/creatkeypage', search)).toBe('/creatkeypage');
  });

  it('carries the remembered screen to the other sign-in screens', () => {
    expect(keepNextPath('/creatkeypage', '?next=%2Fsettingspage')).toBe(
      '/creatkeypage?next=%2Fsettingspage',
    );
    expect(keepNextPath('/', '')).toBe('/');
  });
});
