import { describe, expect, it } from 'vitest';
import { AppUpdates, type WaitingVersion } from './app-updates.ts';

/** A new version that counts the times it was told to take over. */
function newVersion(): WaitingVersion & { activations: number } {
  const version = {
    activations: 0,
    activate: () => {
      version.activations++;
      return Promise.resolve();
    },
  };
  return version;
}

describe('AppUpdates', () => {
  it('offers a waiting version to the banner, and nothing takes over until the user reloads', () => {
    const updates = new AppUpdates();
    const version = newVersion();
    let told = 0;
    updates.subscribe(() => told++);
    expect(updates.waiting).toBe(false);

    updates.offer(version);

    expect(updates.waiting).toBe(true);
    expect(told).toBe(1);
    expect(version.activations).toBe(0);
    expect(updates.reload({ unsentText: false, confirmed: false })).toBe('reloading');
    expect(version.activations).toBe(1);
  });

  it('with typed text not sent yet, reloads only on a second, explicit Reload', () => {
    const updates = new AppUpdates();
    const version = newVersion();
    updates.offer(version);

    expect(updates.reload({ unsentText: true, confirmed: false })).toBe('unsent-text');
    expect(version.activations).toBe(0);
    expect(updates.reload({ unsentText: true, confirmed: true })).toBe('reloading');
    expect(version.activations).toBe(1);
  });

  it('Later takes the banner away without switching versions', () => {
    const updates = new AppUpdates();
    const version = newVersion();
    updates.offer(version);
    let told = 0;
    updates.subscribe(() => told++);

    updates.later();

    expect(updates.waiting).toBe(false);
    expect(told).toBe(1);
    expect(version.activations).toBe(0);
  });
});
