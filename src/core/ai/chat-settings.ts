import { DEFAULT_API_URL } from './ai-client.ts';
import { AI_SETTINGS_TEXT } from './ai-texts.ts';
import { AiSettingsStore, isObject, Listeners } from './ai-settings-store.ts';
import type { SqlDatabase } from '../store/sql.ts';

export type AiChatMode = 'chat' | 'generate';

/** The spec's chat settings (saved under aiChatSettings), plus the relay proxy's token. */
export interface AiChatSettings {
  selectedModel: string;
  chatMode: AiChatMode;
  streamEnabled: boolean;
  temperature: number;
  apiUrl: string;
  /** Bearer token when apiUrl is a relay's AI proxy; empty for a model server. */
  apiToken: string;
}

export const DEFAULT_CHAT_SETTINGS: Readonly<AiChatSettings> = {
  selectedModel: '',
  chatMode: 'chat',
  streamEnabled: false,
  temperature: 0.7,
  apiUrl: DEFAULT_API_URL,
  apiToken: '',
};

export const TEMPERATURE = { min: 0, max: 1, step: 0.1, default: 0.7 } as const;

export const SETTINGS_KEY = 'aiChatSettings';

/** 0 to 1 in steps of 0.1; anything unreadable is the default. */
export function normaliseTemperature(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return TEMPERATURE.default;
  return Math.round(Math.min(TEMPERATURE.max, Math.max(TEMPERATURE.min, n)) * 10) / 10;
}

/** An http(s) URL without a trailing slash, or null when it is not one. */
export function normaliseApiUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^[a-z]+:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.search || url.hash) return null;
    return url.toString().replace(/\/+$/, '');
  } catch {
    return null;
  }
}

function fromStored(value: unknown): AiChatSettings {
  const stored = isObject(value) ? value : {};
  const text = (key: string, fallback: string) =>
    typeof stored[key] === 'string' ? stored[key] : fallback;
  return {
    selectedModel: text('selectedModel', DEFAULT_CHAT_SETTINGS.selectedModel),
    chatMode: stored['chatMode'] === 'generate' ? 'generate' : 'chat',
    streamEnabled: stored['streamEnabled'] === true,
    temperature: normaliseTemperature(stored['temperature'] ?? TEMPERATURE.default),
    apiUrl: normaliseApiUrl(text('apiUrl', '')) ?? DEFAULT_CHAT_SETTINGS.apiUrl,
    apiToken: text('apiToken', ''),
  };
}

/** The chat settings, persisted in ai_settings; `current` is valid after load(). */
export class AiChatSettingsService {
  readonly #store: AiSettingsStore;
  readonly #listeners = new Listeners<AiChatSettings>();
  #current: AiChatSettings = { ...DEFAULT_CHAT_SETTINGS };

  constructor(db: SqlDatabase) {
    this.#store = new AiSettingsStore(db);
  }

  get current(): AiChatSettings {
    return this.#current;
  }

  async load(): Promise<AiChatSettings> {
    this.#current = fromStored(await this.#store.get(SETTINGS_KEY));
    this.#listeners.emit(this.#current);
    return this.#current;
  }

  async save(patch: Partial<AiChatSettings>): Promise<AiChatSettings> {
    const next = fromStored({ ...this.#current, ...patch });
    await this.#store.set(SETTINGS_KEY, next);
    this.#current = next;
    this.#listeners.emit(next);
    return next;
  }

  /** The API URL card's Save: the spec's success or error text. */
  async setApiUrl(text: string): Promise<{ ok: boolean; message: string }> {
    const url = normaliseApiUrl(text);
    if (!url) return { ok: false, message: AI_SETTINGS_TEXT.apiUrlError };
    try {
      await this.save({ apiUrl: url });
      return { ok: true, message: AI_SETTINGS_TEXT.apiUrlUpdated };
    } catch {
      return { ok: false, message: AI_SETTINGS_TEXT.apiUrlError };
    }
  }

  subscribe(listener: (settings: AiChatSettings) => void): () => void {
    return this.#listeners.subscribe(listener);
  }
}
