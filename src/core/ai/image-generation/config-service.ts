import type { SqlDatabase } from '../../store/sql.ts';
import { Emitter } from '../../util/emitter.ts';
import { debug } from '../../util/log.ts';
import { err, ok, type Result } from '../../util/result.ts';
import { AiSettingsStore } from '../ai-settings-store.ts';
import { ImageGenError, type ImageGenErrorCode } from './image-generation-types.ts';

const log = debug('ai:image');

/** How a settings object is read back: anything unreadable becomes its default. */
export type ConfigReader<T> = (stored: unknown) => T;

/** A change refused before it is stored (a bad address), or null when it may be stored. */
export type ConfigCheck<T> = (patch: Partial<T>) => ImageGenErrorCode | null;

/**
 * One image-generation settings object, kept in the device's `ai_settings` table (never on the
 * graph, so keys and addresses stay on this device); `current` is valid after load().
 */
export class ConfigService<T extends object> {
  readonly #store: AiSettingsStore;
  readonly #listeners: Emitter<T>;
  #current: T;
  #stored = false;

  constructor(
    db: SqlDatabase,
    private readonly key: string,
    private readonly read: ConfigReader<T>,
    private readonly check: ConfigCheck<T>,
  ) {
    this.#store = new AiSettingsStore(db);
    this.#listeners = new Emitter<T>(`ai:image:${key}`);
    this.#current = read(undefined);
  }

  get current(): T {
    return this.#current;
  }

  /** Whether the user has saved these settings on this device (false: the defaults, unsaved). */
  get stored(): boolean {
    return this.#stored;
  }

  async load(): Promise<T> {
    const stored = await this.#store.get(this.key);
    this.#stored = stored !== undefined;
    this.#current = this.read(stored);
    this.#listeners.emit(this.#current);
    return this.#current;
  }

  async save(patch: Partial<T>): Promise<Result<T, ImageGenErrorCode>> {
    const refused = this.check(patch);
    if (refused) return err(refused);
    const next = this.read({ ...this.#current, ...patch });
    try {
      await this.#store.set(this.key, next);
    } catch (error) {
      log('saving %s failed: %o', this.key, error);
      return err(ImageGenError.saveFailed);
    }
    this.#current = next;
    this.#stored = true;
    this.#listeners.emit(next);
    return ok(next);
  }

  subscribe(listener: (config: T) => void): () => void {
    return this.#listeners.subscribe(listener);
  }
}
