import { describe, expect, it } from 'vitest';
import { memoryKeyValueStore } from '../store/kv.ts';
import { DEFAULT_SOUND_SETTINGS, SoundSettingsStore } from './sound-settings.ts';

describe('SoundSettingsStore', () => {
  it('starts with click sounds on at a moderate volume', () => {
    expect(new SoundSettingsStore(memoryKeyValueStore()).get()).toEqual({
      enabled: true,
      volume: 60,
    });
  });

  it('keeps sounds switched off and the volume on the device, and tells listeners', () => {
    const kv = memoryKeyValueStore();
    const sounds = new SoundSettingsStore(kv);
    const seen: unknown[] = [];
    sounds.subscribe((settings) => seen.push(settings));
    sounds.setEnabled(false);
    sounds.setVolume(35);
    expect(new SoundSettingsStore(kv).get()).toEqual({ enabled: false, volume: 35 });
    expect(seen).toEqual([
      { enabled: false, volume: 60 },
      { enabled: false, volume: 35 },
    ]);
  });

  it('gives the same snapshot until something changes, and tells nobody about no change', () => {
    const sounds = new SoundSettingsStore(memoryKeyValueStore());
    const first = sounds.get();
    let told = 0;
    sounds.subscribe(() => (told += 1));
    sounds.setEnabled(true);
    expect(sounds.get()).toBe(first);
    expect(told).toBe(0);
    sounds.setVolume(10);
    expect(sounds.get()).not.toBe(first);
    expect(told).toBe(1);
  });

  it('holds the volume to 0-100 in whole steps and ignores a volume that is not a number', () => {
    const sounds = new SoundSettingsStore(memoryKeyValueStore());
    sounds.setVolume(140);
    expect(sounds.get().volume).toBe(100);
    sounds.setVolume(-3);
    expect(sounds.get().volume).toBe(0);
    sounds.setVolume(42.6);
    expect(sounds.get().volume).toBe(43);
    sounds.setVolume(Number.NaN);
    expect(sounds.get().volume).toBe(43);
  });

  it('falls back field by field on a corrupt or mistyped stored value', () => {
    const corrupt = new SoundSettingsStore(memoryKeyValueStore({ 'meshtalk:sounds': '{' }));
    expect(corrupt.get()).toEqual(DEFAULT_SOUND_SETTINGS);
    const mistyped = new SoundSettingsStore(
      memoryKeyValueStore({ 'meshtalk:sounds': '{"enabled":"no","volume":250}' }),
    );
    expect(mistyped.get()).toEqual({ enabled: true, volume: 100 });
    const notAnObject = new SoundSettingsStore(memoryKeyValueStore({ 'meshtalk:sounds': '7' }));
    expect(notAnObject.get()).toEqual(DEFAULT_SOUND_SETTINGS);
  });
});
