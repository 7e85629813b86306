import { isObject } from '../ai-settings-store.ts';
import { normaliseApiUrl } from '../chat-settings.ts';
import type { ConfigCheck } from './config-service.ts';
import { ImageGenError } from './image-generation-types.ts';

/** The spec's hosted models, by their Hugging Face ids. */
export const HOSTED_MODELS = [
  { id: 'runwayml/stable-diffusion-v1-5', name: 'Stable Diffusion 1.5' },
  { id: 'stabilityai/stable-diffusion-2-1', name: 'Stable Diffusion 2.1' },
  { id: 'prompthero/openjourney', name: 'OpenJourney' },
  { id: 'nitrosocke/Arcane-Diffusion', name: 'Arcane Diffusion' },
  { id: 'Fictiverse/Stable_Diffusion_Microscopic_model', name: 'Microscopic' },
] as const;

export type HostedModelId = (typeof HOSTED_MODELS)[number]['id'];

/** The spec's hosted image config (hf_config.json). */
export interface HostedImageConfig {
  model: HostedModelId;
  /** The inference models endpoint; a model's address is `{apiUrl}/{model}`. */
  apiUrl: string;
  hfApiKey: string;
}

export const DEFAULT_HOSTED_API_URL = 'https://api-inference.huggingface.co/models';

export const DEFAULT_HOSTED_CONFIG: Readonly<HostedImageConfig> = {
  model: 'runwayml/stable-diffusion-v1-5',
  apiUrl: DEFAULT_HOSTED_API_URL,
  hfApiKey: '',
};

export const HOSTED_CONFIG_KEY = 'hfImageConfig';

/** Shorter keys are marked invalid (the spec's indicator). */
export const MIN_API_KEY_LENGTH = 20;

export type ApiKeyStatus = 'empty' | 'invalid' | 'valid';

export function apiKeyStatus(key: string): ApiKeyStatus {
  const trimmed = key.trim();
  if (!trimmed) return 'empty';
  return trimmed.length < MIN_API_KEY_LENGTH ? 'invalid' : 'valid';
}

const isHostedModel = (value: unknown): value is HostedModelId =>
  HOSTED_MODELS.some((model) => model.id === value);

export function readHostedConfig(stored: unknown): HostedImageConfig {
  const value = isObject(stored) ? stored : {};
  const apiUrl = typeof value['apiUrl'] === 'string' ? normaliseApiUrl(value['apiUrl']) : null;
  const key = value['hfApiKey'];
  return {
    model: isHostedModel(value['model']) ? value['model'] : DEFAULT_HOSTED_CONFIG.model,
    apiUrl: apiUrl ?? DEFAULT_HOSTED_CONFIG.apiUrl,
    hfApiKey: typeof key === 'string' ? key.trim() : '',
  };
}

export const checkHostedPatch: ConfigCheck<HostedImageConfig> = (patch) =>
  patch.apiUrl !== undefined && !normaliseApiUrl(patch.apiUrl) ? ImageGenError.invalidUrl : null;
