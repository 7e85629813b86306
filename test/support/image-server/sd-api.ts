/**
 * AUTOMATIC1111's web UI API (`/sdapi/v1`, as its /docs page documents it): options, sd-models,
 * txt2img that samples step by step, progress of the running job, and interrupt, which ends the
 * job after the current step and lets txt2img answer with the picture as it stands.
 */
import type { ServerResponse } from 'node:http';
import { isRecord, sendJson } from '../model-server/http-util.ts';
import { colourOf, solidPng } from './png.ts';
import type { Job, ServerState } from './state.ts';

const PREVIEW_SIZE = 64;

export function sendOptions(state: ServerState, res: ServerResponse): void {
  sendJson(res, 200, {
    sd_model_checkpoint: state.checkpoint,
    samples_format: 'png',
    live_previews_enable: true,
    show_progress_every_n_steps: 1,
  });
}

export function sendModels(state: ServerState, res: ServerResponse): void {
  sendJson(
    res,
    200,
    state.script.sdModels.map((model) => ({
      title: model.title,
      model_name: model.model_name,
      hash: model.hash ?? null,
      sha256: null,
      filename: model.filename ?? `/models/Stable-diffusion/${model.model_name}.safetensors`,
      config: null,
    })),
  );
}

export function sendProgress(state: ServerState, res: ServerResponse): void {
  const job = state.job;
  const progress = job ? job.step / job.steps : 0;
  const remaining = job ? ((job.steps - job.step) * state.script.stepDelayMs) / 1000 : 0;
  sendJson(res, 200, {
    progress,
    eta_relative: remaining,
    state: {
      skipped: false,
      interrupted: job ? job.interrupted : state.lastInterrupted,
      job: job ? 'txt2img' : '',
      job_count: job ? 1 : 0,
      job_timestamp: '20250101000000',
      job_no: 0,
      sampling_step: job?.step ?? 0,
      sampling_steps: job?.steps ?? 0,
    },
    current_image:
      job && job.step > 0
        ? solidPng(PREVIEW_SIZE, PREVIEW_SIZE, colourOf(job.seed + job.step)).toString('base64')
        : null,
    textinfo: null,
  });
}

export function interrupt(state: ServerState, res: ServerResponse): void {
  if (state.job) {
    state.job.interrupted = true;
    state.job.wake();
  }
  sendJson(res, 200, {});
}

/** FastAPI's 422 answer for a field of the wrong type. */
function invalidField(res: ServerResponse, field: string, message: string): void {
  sendJson(res, 422, {
    detail: [{ loc: ['body', field], msg: message, type: 'type_error' }],
  });
}

function integerField(
  body: Record<string, unknown>,
  field: string,
  fallback: number,
): number | null {
  const value = body[field] ?? fallback;
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

async function sample(state: ServerState, job: Job): Promise<void> {
  while (job.step < job.steps && !job.interrupted) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, state.script.stepDelayMs);
      job.wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    if (!job.interrupted) job.step += 1;
  }
}

export async function txt2img(
  state: ServerState,
  body: unknown,
  res: ServerResponse,
): Promise<void> {
  if (!isRecord(body)) return invalidField(res, 'body', 'field required');
  const width = integerField(body, 'width', 512);
  const height = integerField(body, 'height', 512);
  const steps = integerField(body, 'steps', 50);
  const seedValue = integerField(body, 'seed', -1);
  if (width === null || width <= 0)
    return invalidField(res, 'width', 'value is not a valid integer');
  if (height === null || height <= 0)
    return invalidField(res, 'height', 'value is not a valid integer');
  if (steps === null || steps <= 0)
    return invalidField(res, 'steps', 'value is not a valid integer');
  if (seedValue === null) return invalidField(res, 'seed', 'value is not a valid integer');
  const seed = seedValue === -1 ? Math.floor(Math.random() * 2 ** 32) : seedValue;

  const previous = state.queue;
  let release = (): void => undefined;
  state.queue = new Promise((resolve) => (release = resolve));
  await previous;
  const job: Job = { step: 0, steps, seed, interrupted: false, wake: () => undefined };
  state.job = job;
  state.lastInterrupted = false;
  try {
    await sample(state, job);
  } finally {
    state.lastInterrupted = job.interrupted;
    state.job = null;
    release();
  }
  const prompt = typeof body['prompt'] === 'string' ? body['prompt'] : '';
  const images = state.script.noImages
    ? []
    : [solidPng(width, height, colourOf(seed)).toString('base64')];
  sendJson(res, 200, {
    images,
    parameters: body,
    info: JSON.stringify({
      prompt,
      seed,
      steps: job.step,
      width,
      height,
      sd_model_name: state.checkpoint,
    }),
  });
}
