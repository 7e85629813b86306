// One Gun instance per test file (vitest forks a process per file): several in one process misbehave.
import { afterAll, describe, expect, it } from 'vitest';
import { createGun } from './gun.ts';

// Nothing listens on port 1, so connections are refused at once.
const UNREACHABLE = 'http://127.0.0.1:1/gun';
const OTHER = 'http://127.0.0.1:2/gun';

describe('createGun', () => {
  const gun = createGun({ peers: [UNREACHABLE] });
  afterAll(() => gun.close());

  it('returns a root that survives being awaited, unlike Gun chains', async () => {
    expect(await Promise.resolve(gun)).toBe(gun);
    // SEA gives every other chain a `then` that runs `once`: never resolve a promise with one.
    expect('then' in gun.get('any')).toBe(true);
  });

  it('works offline from memory', async () => {
    gun.get('offline-test').get('key').put('value');
    const value = await new Promise((resolve) => gun.get('offline-test').get('key').once(resolve));
    expect(value).toBe('value');
  });

  it('adds, counts and removes relays', () => {
    expect(gun.peerUrls()).toEqual([UNREACHABLE]);
    expect(gun.connectedPeerCount()).toBe(0);
    gun.addPeer(OTHER);
    expect(gun.peerUrls()).toEqual([UNREACHABLE, OTHER]);
    gun.removePeer(UNREACHABLE);
    expect(gun.peerUrls()).toEqual([OTHER]);
    gun.close();
    expect(gun.peerUrls()).toEqual([]);
  });
});
