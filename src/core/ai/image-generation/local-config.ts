import { isObject } from '../ai-settings-store.ts';
import { normaliseApiUrl } from '../chat-settings.ts';
import type { ConfigCheck } from './config-service.ts';
import { ImageGenError } from './image-generation-types.ts';

/** The spec's local image config (local_image_config.json). */
export interface LocalImageConfig {
  /** The AUTOMATIC1111-compatible service; its API is under `/sdapi/v1`. */
  stableDiffusionUrl: string;
  /** The local model that improves prompts, on the AI chat's model server. */
  promptEnhancerModel: string;
  useOllamaForPrompts: boolean;
  /** The checkpoint's title; empty uses the one the service has loaded. */
  stableDiffusionModel: string;
}

export const DEFAULT_LOCAL_CONFIG: Readonly<LocalImageConfig> = {
  stableDiffusionUrl: 'http://127.0.0.1:7860',
  promptEnhancerModel: 'llama3.1:8b',
  useOllamaForPrompts: true,
  stableDiffusionModel: '',
};

export const LOCAL_CONFIG_KEY = 'localImageConfig';

/** The spec's sampler for every local request. */
export const LOCAL_SAMPLER = 'DPM++ 2M Karras';

export function readLocalConfig(stored: unknown): LocalImageConfig {
  const value = isObject(stored) ? stored : {};
  const text = (key: keyof LocalImageConfig): string | null =>
    typeof value[key] === 'string' ? value[key].trim() : null;
  const url = text('stableDiffusionUrl');
  return {
    stableDiffusionUrl:
      (url !== null ? normaliseApiUrl(url) : null) ?? DEFAULT_LOCAL_CONFIG.stableDiffusionUrl,
    promptEnhancerModel: text('promptEnhancerModel') || DEFAULT_LOCAL_CONFIG.promptEnhancerModel,
    useOllamaForPrompts: value['useOllamaForPrompts'] !== false,
    stableDiffusionModel: text('stableDiffusionModel') ?? '',
  };
}

export const checkLocalPatch: ConfigCheck<LocalImageConfig> = (patch) =>
  patch.stableDiffusionUrl !== undefined && !normaliseApiUrl(patch.stableDiffusionUrl)
    ? ImageGenError.invalidUrl
    : null;
