import type { SqlDatabase } from '../store/sql.ts';
import { Emitter } from '../util/emitter.ts';
import { AiSettingsStore, isObject } from './ai-settings-store.ts';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_SIZE_KB } from './image-rules.ts';

/** The spec's image recognition config (image_recognition_config.json); the chat reads it too. */
export interface ImageSettings {
  visionModel: string;
  /** KB; the screens show it in MB (1 to 50, default 5). */
  maxImageSize: number;
  supportedFormats: readonly string[];
  /** Shrink every attached image, not only those over 1 MB. */
  autoResize: boolean;
}

export const DEFAULT_IMAGE_SETTINGS: Readonly<ImageSettings> = {
  visionModel: 'llava:latest',
  maxImageSize: MAX_IMAGE_SIZE_KB.default,
  supportedFormats: ACCEPTED_IMAGE_TYPES,
  autoResize: false,
};

export const IMAGE_SETTINGS_KEY = 'imageRecognitionConfig';

/** A size in MB as the stored KB: whole MB from 1 to 50; anything unreadable is the default. */
export function imageSizeKbFromMb(mb: unknown): number {
  const n = typeof mb === 'string' ? Number(mb) : mb;
  if (typeof n !== 'number' || !Number.isFinite(n)) return MAX_IMAGE_SIZE_KB.default;
  const kb = Math.round(n) * 1024;
  return Math.min(MAX_IMAGE_SIZE_KB.max, Math.max(MAX_IMAGE_SIZE_KB.min, kb));
}

function fromStored(value: unknown): ImageSettings {
  const stored = isObject(value) ? value : {};
  const size = stored['maxImageSize'];
  const visionModel = stored['visionModel'];
  return {
    visionModel:
      typeof visionModel === 'string' && visionModel.trim()
        ? visionModel.trim()
        : DEFAULT_IMAGE_SETTINGS.visionModel,
    maxImageSize:
      typeof size === 'number' && Number.isFinite(size)
        ? imageSizeKbFromMb(size / 1024)
        : DEFAULT_IMAGE_SETTINGS.maxImageSize,
    supportedFormats: ACCEPTED_IMAGE_TYPES,
    autoResize: stored['autoResize'] === true,
  };
}

/** The image settings, persisted in ai_settings; `current` is valid after load(). */
export class ImageSettingsService {
  readonly #store: AiSettingsStore;
  readonly #listeners = new Emitter<ImageSettings>('ai:image-settings');
  #current: ImageSettings = { ...DEFAULT_IMAGE_SETTINGS };

  constructor(db: SqlDatabase) {
    this.#store = new AiSettingsStore(db);
  }

  get current(): ImageSettings {
    return this.#current;
  }

  async load(): Promise<ImageSettings> {
    this.#current = fromStored(await this.#store.get(IMAGE_SETTINGS_KEY));
    this.#listeners.emit(this.#current);
    return this.#current;
  }

  async save(patch: Partial<Omit<ImageSettings, 'supportedFormats'>>): Promise<ImageSettings> {
    const next = fromStored({ ...this.#current, ...patch });
    await this.#store.set(IMAGE_SETTINGS_KEY, next);
    this.#current = next;
    this.#listeners.emit(next);
    return next;
  }

  subscribe(listener: (settings: ImageSettings) => void): () => void {
    return this.#listeners.subscribe(listener);
  }
}
