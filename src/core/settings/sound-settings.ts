import type { KeyValueStore } from '../store/kv.ts';
import { Emitter } from '../util/emitter.ts';

/** The click sounds of this device (spec 000 "Six click sounds"): on or off, and how loud. */
export interface SoundSettings {
  readonly enabled: boolean;
  /** 0 (silent) to 100 (full). */
  readonly volume: number;
}

export const DEFAULT_SOUND_SETTINGS: SoundSettings = { enabled: true, volume: 60 };

const KEY = 'meshtalk:sounds';

const clampVolume = (volume: number) => Math.min(100, Math.max(0, Math.round(volume)));

/** What the device stored, field by field; anything missing or mistyped is the default. */
function parse(raw: string | null): SoundSettings {
  if (raw === null) return DEFAULT_SOUND_SETTINGS;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return DEFAULT_SOUND_SETTINGS;
  }
  const fields = typeof stored === 'object' && stored !== null ? stored : {};
  const enabled = 'enabled' in fields ? fields.enabled : undefined;
  const volume = 'volume' in fields ? fields.volume : undefined;
  return {
    enabled: typeof enabled === 'boolean' ? enabled : DEFAULT_SOUND_SETTINGS.enabled,
    volume:
      typeof volume === 'number' && Number.isFinite(volume)
        ? clampVolume(volume)
        : DEFAULT_SOUND_SETTINGS.volume,
  };
}

/**
 * The click-sound settings, kept per device beside the preferences (read before login, kept at
 * logout). `get` returns the same object until a change, so screens can follow it as a snapshot.
 */
export class SoundSettingsStore {
  readonly #listeners = new Emitter<SoundSettings>('sound-settings');
  #current: SoundSettings;

  constructor(private readonly kv: KeyValueStore) {
    this.#current = parse(kv.get(KEY));
  }

  get(): SoundSettings {
    return this.#current;
  }

  setEnabled(enabled: boolean): void {
    this.#save({ ...this.#current, enabled });
  }

  /** Rounded and held to 0-100. */
  setVolume(volume: number): void {
    if (!Number.isFinite(volume)) return;
    this.#save({ ...this.#current, volume: clampVolume(volume) });
  }

  subscribe(listener: (settings: SoundSettings) => void): () => void {
    return this.#listeners.subscribe(listener);
  }

  #save(next: SoundSettings): void {
    if (next.enabled === this.#current.enabled && next.volume === this.#current.volume) return;
    this.#current = next;
    this.kv.set(KEY, JSON.stringify(next));
    this.#listeners.emit(next);
  }
}
