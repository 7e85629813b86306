/**
 * An AUTOMATIC1111-compatible image service (its web UI's API under `/sdapi/v1`): options as the
 * health check, the checkpoints, txt2img, and while it runs the job's progress, polled, and
 * interrupt, which ends the job early and lets txt2img answer with the picture as it stands.
 */
import { isObject } from '../ai-settings-store.ts';
import { debug } from '../../util/log.ts';
import { err, ok, type Result } from '../../util/result.ts';
import { LOCAL_SAMPLER } from './local-config.ts';
import {
  failure,
  ImageGenError,
  type GenerationOptions,
  type ImageGenFailure,
} from './image-generation-types.ts';

const log = debug('ai:image');

/** The spec's progress interval: the bar moves every 500 ms. */
export const PROGRESS_POLL_MS = 500;

export interface SdModelInfo {
  /** What `sd_model_checkpoint` takes. */
  title: string;
  name: string;
}

/** The running job as /sdapi/v1/progress reports it. */
export interface SamplingProgress {
  /** 0 to 1. */
  fraction: number;
  step: number;
  steps: number;
  /** Seconds the service expects the job still needs. */
  etaSeconds: number;
  /** The live preview of the picture so far, as a data URL, when the service sends one. */
  preview: string | null;
}

export interface Txt2ImgResult {
  /** Raw base64 PNGs. */
  images: string[];
  /** The job ended early on an interrupt. */
  interrupted: boolean;
}

export interface Txt2ImgRun {
  /** Aborting interrupts the job: txt2img still answers, with the picture as it stands. */
  signal?: AbortSignal;
  onProgress?: (progress: SamplingProgress) => void;
  /** The checkpoint to use for this job; empty uses the loaded one. */
  checkpoint?: string;
}

export interface StableDiffusionClientOptions {
  baseUrl: string;
  fetch?: typeof fetch;
  pollIntervalMs?: number;
}

export function txt2imgBody(options: GenerationOptions, checkpoint = ''): Record<string, unknown> {
  return {
    prompt: options.prompt,
    negative_prompt: options.negativePrompt,
    width: options.width,
    height: options.height,
    steps: options.steps,
    cfg_scale: options.guidance,
    seed: options.seed ?? -1,
    sampler_name: LOCAL_SAMPLER,
    batch_size: 1,
    n_iter: 1,
    restore_faces: false,
    tiling: false,
    enable_hr: false,
    ...(checkpoint ? { override_settings: { sd_model_checkpoint: checkpoint } } : {}),
  };
}

const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

function progressOf(answer: unknown): SamplingProgress {
  const value = isObject(answer) ? answer : {};
  const state = isObject(value['state']) ? value['state'] : {};
  const image = value['current_image'];
  return {
    fraction: Math.min(1, Math.max(0, num(value['progress']))),
    step: num(state['sampling_step']),
    steps: num(state['sampling_steps']),
    etaSeconds: Math.max(0, num(value['eta_relative'])),
    preview: typeof image === 'string' && image ? `data:image/png;base64,${image}` : null,
  };
}

export class StableDiffusionClient {
  readonly #base: string;
  readonly #fetch: typeof fetch;
  readonly #pollMs: number;

  constructor(options: StableDiffusionClientOptions) {
    this.#base = `${options.baseUrl.replace(/\/+$/, '')}/sdapi/v1`;
    this.#fetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.#pollMs = options.pollIntervalMs ?? PROGRESS_POLL_MS;
  }

  /** Whether the service answers its options (the spec's health check). */
  async isAvailable(): Promise<boolean> {
    try {
      const response = await this.#fetch(`${this.#base}/options`);
      return response.ok;
    } catch {
      return false;
    }
  }

  async models(): Promise<Result<SdModelInfo[], ImageGenFailure>> {
    try {
      const response = await this.#fetch(`${this.#base}/sd-models`);
      if (!response.ok) return err(await this.#apiError(response));
      const list: unknown = await response.json();
      if (!Array.isArray(list)) return err(failure(ImageGenError.generationFailed));
      return ok(
        list.filter(isObject).flatMap((entry) => {
          const title = typeof entry['title'] === 'string' ? entry['title'] : '';
          const name = typeof entry['model_name'] === 'string' ? entry['model_name'] : '';
          return title || name ? [{ title: title || name, name: name || title }] : [];
        }),
      );
    } catch (error) {
      log('listing the checkpoints failed: %o', error);
      return err(failure(ImageGenError.serviceNotReady));
    }
  }

  async txt2img(
    options: GenerationOptions,
    run: Txt2ImgRun = {},
  ): Promise<Result<Txt2ImgResult, ImageGenFailure>> {
    if (run.signal?.aborted) return err(failure(ImageGenError.cancelled));
    let interrupted = false;
    const interrupt = () => {
      interrupted = true;
      this.#fetch(`${this.#base}/interrupt`, { method: 'POST' }).catch((error: unknown) =>
        log('interrupt failed: %o', error),
      );
    };
    run.signal?.addEventListener('abort', interrupt, { once: true });
    const stopPolling = this.#pollProgress(run.onProgress);
    try {
      const response = await this.#fetch(`${this.#base}/txt2img`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(txt2imgBody(options, run.checkpoint)),
      });
      if (!response.ok) return err(await this.#apiError(response));
      const answer: unknown = await response.json();
      const images = isObject(answer) && Array.isArray(answer['images']) ? answer['images'] : [];
      const pictures = images.filter(
        (image): image is string => typeof image === 'string' && image !== '',
      );
      if (pictures.length === 0) return err(failure(ImageGenError.noImages));
      return ok({ images: pictures, interrupted });
    } catch (error) {
      log('txt2img failed: %o', error);
      return err(failure(ImageGenError.serviceNotReady));
    } finally {
      stopPolling();
      run.signal?.removeEventListener('abort', interrupt);
    }
  }

  /** Asks for the job's progress every interval until stopped; one request at a time. */
  #pollProgress(onProgress: Txt2ImgRun['onProgress']): () => void {
    if (!onProgress) return () => undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const response = await this.#fetch(`${this.#base}/progress?skip_current_image=false`);
        if (response.ok && !stopped) {
          const progress = progressOf(await response.json());
          // Before the job starts the service reports the last one's state, or none.
          if (!stopped && progress.steps > 0) onProgress(progress);
        }
      } catch (error) {
        log('reading the progress failed: %o', error);
      }
      if (!stopped) timer = setTimeout(() => void poll(), this.#pollMs);
    };
    timer = setTimeout(() => void poll(), this.#pollMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }

  /** The spec's 'Stable Diffusion API error: {status} - {body}'. */
  async #apiError(response: Response): Promise<ImageGenFailure> {
    const body = await response.text().catch(() => '');
    return failure(ImageGenError.stableDiffusionError, response.status, body.trim().slice(0, 500));
  }
}
