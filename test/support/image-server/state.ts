import type { ImageServerScript } from './types.ts';

export const HOSTED_MODELS = [
  'runwayml/stable-diffusion-v1-5',
  'stabilityai/stable-diffusion-2-1',
  'prompthero/openjourney',
  'nitrosocke/Arcane-Diffusion',
  'Fictiverse/Stable_Diffusion_Microscopic_model',
] as const;

export const DEFAULT_SCRIPT: Readonly<ImageServerScript> = {
  apiKeys: ['hf_test_key_0123456789abcdef'],
  hostedModels: HOSTED_MODELS,
  warmUps: 0,
  estimatedTime: 0.5,
  sdModels: [
    {
      title: 'v1-5-pruned-emaonly.safetensors [6ce0161689]',
      model_name: 'v1-5-pruned-emaonly',
      hash: '6ce0161689',
    },
    {
      title: 'dreamshaper_8.safetensors [879db523c3]',
      model_name: 'dreamshaper_8',
      hash: '879db523c3',
    },
  ],
  stepDelayMs: 20,
  noImages: false,
  errors: {},
};

/** The sampling job A1111 is running: what /sdapi/v1/progress reports and interrupt ends. */
export interface Job {
  step: number;
  steps: number;
  seed: number;
  interrupted: boolean;
  /** Ends the current step's wait at once (interrupt). */
  wake(): void;
}

export class ServerState {
  script: ImageServerScript;
  checkpoint: string;
  job: Job | null = null;
  /** Whether the last job was interrupted (A1111 keeps the flag until the next job starts). */
  lastInterrupted = false;
  /** One job at a time, as A1111's queue lock does. */
  queue: Promise<void> = Promise.resolve();

  constructor(patch: Partial<ImageServerScript>) {
    this.script = { ...DEFAULT_SCRIPT, ...patch };
    this.checkpoint = this.script.sdModels[0]?.title ?? '';
  }

  update(patch: Partial<ImageServerScript>): void {
    this.script = { ...this.script, ...patch };
    if (patch.sdModels) this.checkpoint = patch.sdModels[0]?.title ?? '';
  }
}
