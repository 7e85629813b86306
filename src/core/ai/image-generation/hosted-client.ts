/**
 * The hosted inference service (Hugging Face's serverless API): `POST {apiUrl}/{model}` with the
 * bearer key and `{inputs, parameters}`, answered by the picture's bytes, or by `{error}` (with
 * `estimated_time` while the model loads, status 503).
 */
import { bytesToBase64 } from '../../crypto/base64.ts';
import { isObject } from '../ai-settings-store.ts';
import { debug } from '../../util/log.ts';
import { err, ok, type Result } from '../../util/result.ts';
import type { HostedImageConfig } from './hosted-config.ts';
import {
  failure,
  ImageGenError,
  type GeneratedImage,
  type GenerationOptions,
  type ImageGenFailure,
} from './image-generation-types.ts';

const log = debug('ai:image');

/** How long one wait for a loading model lasts at most, and how many waits before giving up. */
export const WARM_UP = { maxWaitMs: 30_000, minWaitMs: 250, maxWaits: 6 } as const;

export interface HostedGenerationOptions {
  fetch?: typeof fetch;
  signal?: AbortSignal;
  now?: () => number;
  /** The model is loading: the service expects it ready in about this many seconds. */
  onWarmingUp?: (estimatedSeconds: number) => void;
}

export function hostedRequestBody(options: GenerationOptions): unknown {
  return {
    inputs: options.prompt,
    parameters: {
      negative_prompt: options.negativePrompt,
      width: options.width,
      height: options.height,
      num_inference_steps: options.steps,
      guidance_scale: options.guidance,
      ...(options.seed !== null ? { seed: options.seed } : {}),
    },
  };
}

interface ErrorBody {
  error: string;
  estimatedTime: number | null;
}

/** `{error, estimated_time}` of an answer, or null when it holds no error field. */
function errorBodyOf(text: string): ErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isObject(parsed) || parsed['error'] === undefined) return null;
    const error = parsed['error'];
    const estimate = parsed['estimated_time'];
    return {
      error: typeof error === 'string' ? error : JSON.stringify(error),
      estimatedTime: typeof estimate === 'number' && estimate >= 0 ? estimate : null,
    };
  } catch {
    return null;
  }
}

const cancelled = (signal: AbortSignal | undefined): boolean => signal?.aborted === true;

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

async function imageOf(
  response: Response,
  prompt: string,
  started: number,
  now: () => number,
): Promise<Result<GeneratedImage, ImageGenFailure>> {
  const mimeType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (!mimeType.startsWith('image/')) {
    const body = errorBodyOf(await response.text());
    return err(
      body
        ? failure(ImageGenError.serverError, response.status, body.error)
        : failure(ImageGenError.generationFailed),
    );
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length === 0) return err(failure(ImageGenError.generationFailed));
  return ok({
    dataUrl: `data:${mimeType};base64,${bytesToBase64(bytes)}`,
    mimeType,
    prompt,
    timeTaken: now() - started,
  });
}

/**
 * One picture from the hosted service. While the model loads (503 with `estimated_time`) it says
 * so through `onWarmingUp` and asks again after the estimate, up to `WARM_UP.maxWaits` times.
 */
export async function generateHostedImage(
  config: HostedImageConfig,
  options: GenerationOptions,
  run: HostedGenerationOptions = {},
): Promise<Result<GeneratedImage, ImageGenFailure>> {
  const fetchImpl = run.fetch ?? globalThis.fetch.bind(globalThis);
  const now = run.now ?? Date.now;
  const started = now();
  const init: RequestInit = {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${config.hfApiKey}`,
      'Content-Type': 'application/json',
      Accept: 'image/png, image/*, application/json',
    },
    body: JSON.stringify(hostedRequestBody(options)),
    ...(run.signal ? { signal: run.signal } : {}),
  };
  try {
    for (let waits = 0; ; waits++) {
      const response = await fetchImpl(`${config.apiUrl}/${config.model}`, init);
      if (response.ok) return await imageOf(response, options.prompt, started, now);
      const text = await response.text().catch(() => '');
      const body = errorBodyOf(text);
      const estimate = response.status === 503 ? (body?.estimatedTime ?? null) : null;
      if (estimate !== null && waits < WARM_UP.maxWaits) {
        run.onWarmingUp?.(estimate);
        const ms = Math.min(WARM_UP.maxWaitMs, Math.max(WARM_UP.minWaitMs, estimate * 1000));
        await wait(ms, run.signal);
        if (cancelled(run.signal)) return err(failure(ImageGenError.cancelled));
        continue;
      }
      if (body) return err(failure(ImageGenError.serverError, response.status, body.error));
      return err(
        failure(
          ImageGenError.httpError,
          response.status,
          response.statusText || text.trim().slice(0, 200),
        ),
      );
    }
  } catch (error) {
    if (cancelled(run.signal)) return err(failure(ImageGenError.cancelled));
    log('hosted generation failed: %o', error);
    return err(failure(ImageGenError.generationFailed));
  }
}
