import { DEFAULT_API_URL } from './ai-client.ts';
import { SettingsNotice, type SettingsNoticeCode } from './ai-notices.ts';
import { AiSettingsStore, isObject } from './ai-settings-store.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { Emitter } from '../util/emitter.ts';

export type AiChatMode = 'chat' | 'generate';

/** A saved or refused change of where the AI chat talks to, with what to tell the user. */
export interface ServiceChange {
  ok: boolean;
  notice: SettingsNoticeCode;
}

/** Where AI requests go: the model server at `apiUrl`, or the relay's AI proxy. */
export type AiSource = 'server' | 'relay';

/**
 * The spec's chat settings (saved under aiChatSettings, on this device only), plus the choice of
 * the relay's AI proxy with its access token.
 */
export interface AiChatSettings {
  selectedModel: string;
  chatMode: AiChatMode;
  streamEnabled: boolean;
  temperature: number;
  apiUrl: string;
  apiSource: AiSource;
  /**
   * The relay's `/ai` address, taken from the page when the proxy is chosen (the database
   * belongs to one origin, so this stays the page's own relay).
   */
  relayAiUrl: string;
  /** The relay proxy's bearer token; kept when switching to a model server. */
  apiToken: string;
}

/** The address and credentials requests use now. */
export interface AiEndpoint {
  host: string;
  /** Only for the relay's proxy: a model server never sees the token. */
  token?: string;
}

export const DEFAULT_CHAT_SETTINGS: Readonly<AiChatSettings> = {
  selectedModel: '',
  chatMode: 'chat',
  streamEnabled: false,
  temperature: 0.7,
  apiUrl: DEFAULT_API_URL,
  apiSource: 'server',
  relayAiUrl: '',
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

export function aiEndpoint(settings: AiChatSettings): AiEndpoint {
  if (settings.apiSource === 'relay' && settings.relayAiUrl) {
    return { host: settings.relayAiUrl, token: settings.apiToken };
  }
  return { host: settings.apiUrl };
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
    apiSource: stored['apiSource'] === 'relay' ? 'relay' : 'server',
    relayAiUrl: normaliseApiUrl(text('relayAiUrl', '')) ?? '',
    apiToken: text('apiToken', '').trim(),
  };
}

/** The chat settings, persisted in ai_settings; `current` is valid after load(). */
export class AiChatSettingsService {
  readonly #store: AiSettingsStore;
  readonly #listeners = new Emitter<AiChatSettings>('ai:chat-settings');
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

  /** The API URL's Save (or Connect): a model server at that address. */
  async setApiUrl(text: string): Promise<ServiceChange> {
    const url = normaliseApiUrl(text);
    if (!url) return { ok: false, notice: SettingsNotice.apiUrlFailed };
    try {
      await this.save({ apiUrl: url, apiSource: 'server' });
      return { ok: true, notice: SettingsNotice.apiUrlUpdated };
    } catch {
      return { ok: false, notice: SettingsNotice.apiUrlFailed };
    }
  }

  /** The relay's AI proxy at `relayAiUrl` (the page's relay + `/ai`), with its access token. */
  async setRelayProxy(relayAiUrl: string, token: string): Promise<ServiceChange> {
    const url = normaliseApiUrl(relayAiUrl);
    if (!token.trim()) return { ok: false, notice: SettingsNotice.proxyTokenRequired };
    if (!url) return { ok: false, notice: SettingsNotice.proxySaveFailed };
    try {
      await this.save({ apiSource: 'relay', relayAiUrl: url, apiToken: token.trim() });
      return { ok: true, notice: SettingsNotice.proxySaved };
    } catch {
      return { ok: false, notice: SettingsNotice.proxySaveFailed };
    }
  }

  subscribe(listener: (settings: AiChatSettings) => void): () => void {
    return this.#listeners.subscribe(listener);
  }
}
