import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  connectionFailureOf,
  type AiModelInfo,
  type ConnectionFailure,
} from '@core/ai/ai-client.ts';
import type { AiServices } from '@core/ai/ai-services.ts';
import { toAiError } from '@core/ai/ai-error.ts';
import { aiEndpoint } from '@core/ai/chat-settings.ts';
import { Emitter } from '@core/util/emitter.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { isAiConfigured, useChatSettings } from './use-chat-settings.ts';

/** `apiUrl` is the address asked: the model server's, or the relay proxy's. */
export type ModelListState =
  | { status: 'idle'; models: readonly AiModelInfo[] }
  | { status: 'loading'; models: readonly AiModelInfo[]; apiUrl: string }
  | { status: 'ready'; models: readonly AiModelInfo[]; apiUrl: string }
  | {
      status: 'failed';
      models: readonly AiModelInfo[];
      apiUrl: string;
      failure: { error: ConnectionFailure; detail: string };
    };

/** The installed models of the configured service, shared by the chat and the settings page. */
class ModelListStore {
  #state: ModelListState = { status: 'idle', models: [] };
  #running: Promise<ModelListState> | null = null;
  #announced: ModelListState | null = null;
  readonly #changes = new Emitter('ai:model-list');

  constructor(private readonly ai: AiServices) {}

  get state(): ModelListState {
    return this.#state;
  }

  subscribe(listener: () => void): () => void {
    return this.#changes.subscribe(listener);
  }

  /** True once per failed fetch: however many screens watch, one of them says so. */
  claimFailure(state: ModelListState): boolean {
    if (state.status !== 'failed' || this.#announced === state) return false;
    this.#announced = state;
    return true;
  }

  /** Fetches the list again; a fetch already running for the same address is shared. */
  refresh(): Promise<ModelListState> {
    const apiUrl = aiEndpoint(this.ai.settings.current).host;
    if (this.#running && this.#state.status === 'loading' && this.#state.apiUrl === apiUrl) {
      return this.#running;
    }
    this.#set({ status: 'loading', models: this.#state.models, apiUrl });
    const running = this.ai
      .client()
      .listModels()
      .then(
        (models): ModelListState => ({ status: 'ready', models, apiUrl }),
        (error: unknown): ModelListState => {
          const failure = toAiError(error);
          return {
            status: 'failed',
            models: [],
            apiUrl,
            failure: { error: connectionFailureOf(failure), detail: failure.detail },
          };
        },
      )
      .then((next) => {
        // A newer refresh (another address) wins.
        if (this.#running === running) {
          this.#running = null;
          this.#set(next);
        }
        return next;
      });
    this.#running = running;
    return running;
  }

  #set(state: ModelListState): void {
    this.#state = state;
    this.#changes.emit();
  }
}

const stores = new WeakMap<AiServices, ModelListStore>();

function storeFor(ai: AiServices): ModelListStore {
  let store = stores.get(ai);
  if (!store) {
    store = new ModelListStore(ai);
    stores.set(ai, store);
  }
  return store;
}

export interface ModelList {
  state: ModelListState;
  refresh: () => Promise<ModelListState>;
}

export function useModelList(): ModelList {
  const { ai } = useCore();
  const store = storeFor(ai);
  const state = useSyncExternalStore(
    (notify) => store.subscribe(notify),
    () => store.state,
  );
  const refresh = useCallback(() => store.refresh(), [store]);
  return { state, refresh };
}

/**
 * Fetches the model list when the screen opens and whenever the address changes, once the user
 * has configured AI; each failed fetch shows the spec's 'Failed to connect to AI service' once.
 */
export function useAutoModelList(ready: boolean): ModelList {
  const { ai } = useCore();
  const { t } = useTranslation('ai');
  const toast = useToast();
  const list = useModelList();
  const settings = useChatSettings();
  const { refresh, state } = list;
  const configured = isAiConfigured(settings);
  const fetchedFor = state.status === 'idle' ? null : state.apiUrl;
  const address = aiEndpoint(settings).host;
  useEffect(() => {
    if (ready && configured && fetchedFor !== address) void refresh();
  }, [ready, configured, fetchedFor, address, refresh]);
  useEffect(() => {
    if (storeFor(ai).claimFailure(state)) toast(t('text.connectFailed'), { color: 'danger' });
  }, [ai, state, t, toast]);
  return list;
}
