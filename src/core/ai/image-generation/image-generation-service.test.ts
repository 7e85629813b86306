import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  startImageServer,
  type ImageServer,
} from '../../../../test/support/image-server/image-server.ts';
import { DEFAULT_SCRIPT } from '../../../../test/support/image-server/state.ts';
import {
  startModelServer,
  type ModelServer,
} from '../../../../test/support/model-server/model-server.ts';
import { openMemoryDatabase } from '../../store/node-sqlite.ts';
import type { SqlDatabase } from '../../store/sql.ts';
import { AiClient } from '../ai-client.ts';
import { LOCAL_OPTION_DEFAULTS, HOSTED_OPTION_DEFAULTS } from './generation-limits.ts';
import { DEFAULT_HOSTED_CONFIG, apiKeyStatus } from './hosted-config.ts';
import { ImageGenerationService, type LocalProgress } from './image-generation-service.ts';
import { DEFAULT_LOCAL_CONFIG } from './local-config.ts';

const KEY = DEFAULT_SCRIPT.apiKeys[0] ?? '';
const PNG_DATA_URL = /^data:image\/png;base64,iVBORw0KGgo/;

let db: SqlDatabase;
let images: ImageServer;
let models: ModelServer;
let service: ImageGenerationService;

beforeEach(async () => {
  db = await openMemoryDatabase({ migrate: true });
  images = await startImageServer({ stepDelayMs: 15 });
  models = await startModelServer({
    models: [{ name: 'llama3.1:8b', family: 'llama' }],
    replies: { 'llama3.1:8b': 'A fluffy orange cat, soft window light, detailed fur, 4k' },
    chunkDelayMs: 0,
  });
  service = new ImageGenerationService({
    db,
    client: () => new AiClient({ host: models.url }),
    pollIntervalMs: 10,
  });
  await service.load();
});
afterEach(async () => {
  await Promise.all([images.close(), models.close()]);
  await db.close();
});

const hostedOptions = { ...HOSTED_OPTION_DEFAULTS, prompt: ' a cat ', negativePrompt: 'blurry' };
const localOptions = { ...LOCAL_OPTION_DEFAULTS, prompt: 'a cat', negativePrompt: 'blurry' };

describe('the image generation settings', () => {
  it('start at the spec defaults and are kept in the device database', async () => {
    expect(service.hosted.current).toEqual(DEFAULT_HOSTED_CONFIG);
    expect(service.hosted.current.model).toBe('runwayml/stable-diffusion-v1-5');
    expect(service.local.current).toEqual(DEFAULT_LOCAL_CONFIG);
    expect(service.local.stored).toBe(false);
    expect(
      await service.hosted.save({ hfApiKey: ` ${KEY} `, model: 'prompthero/openjourney' }),
    ).toMatchObject({ ok: true });
    expect(
      await service.local.save({
        stableDiffusionUrl: `${images.url}/`,
        useOllamaForPrompts: false,
      }),
    ).toMatchObject({ ok: true });
    const again = new ImageGenerationService({
      db,
      client: () => new AiClient({ host: models.url }),
    });
    await again.load();
    expect(again.hosted.current).toMatchObject({ hfApiKey: KEY, model: 'prompthero/openjourney' });
    expect(again.local.stored).toBe(true);
    expect(again.local.current).toMatchObject({
      stableDiffusionUrl: images.url,
      useOllamaForPrompts: false,
    });
  });

  it('refuse an address that is not http(s)', async () => {
    expect(await service.hosted.save({ apiUrl: 'ftp://x' })).toEqual({
      ok: false,
      error: 'invalid-url',
    });
    expect(await service.local.save({ stableDiffusionUrl: '' })).toEqual({
      ok: false,
      error: 'invalid-url',
    });
    expect(service.local.current.stableDiffusionUrl).toBe(DEFAULT_LOCAL_CONFIG.stableDiffusionUrl);
  });

  it('mark a key empty, invalid under 20 characters, else valid', () => {
    expect(apiKeyStatus('  ')).toBe('empty');
    expect(apiKeyStatus('hf_short')).toBe('invalid');
    expect(apiKeyStatus(KEY)).toBe('valid');
  });
});

describe('hosted generation', () => {
  beforeEach(async () => {
    await service.hosted.save({ apiUrl: images.url, hfApiKey: KEY });
  });

  it('posts the spec body with the bearer key and answers the picture', async () => {
    const result = await service.generateHosted({ ...hostedOptions, seed: 42 });
    expect(result).toMatchObject({ ok: true, value: { mimeType: 'image/png', prompt: 'a cat' } });
    if (result.ok) expect(result.value.dataUrl).toMatch(PNG_DATA_URL);
    const request = await images.waitForRequest('/runwayml/stable-diffusion-v1-5');
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.body).toEqual({
      inputs: 'a cat',
      parameters: {
        negative_prompt: 'blurry',
        width: 512,
        height: 512,
        num_inference_steps: 20,
        guidance_scale: 7.5,
        seed: 42,
      },
    });
  });

  it('asks for the key first and sends nothing without it', async () => {
    await service.hosted.save({ hfApiKey: '' });
    expect(await service.generateHosted(hostedOptions)).toEqual({
      ok: false,
      error: { code: 'api-key-required' },
    });
    expect(await service.generateHosted({ ...hostedOptions, prompt: ' ' })).toEqual({
      ok: false,
      error: { code: 'prompt-required' },
    });
    expect(await service.generateHosted({ ...hostedOptions, width: 600 })).toEqual({
      ok: false,
      error: { code: 'invalid-options' },
    });
    expect(images.requests).toEqual([]);
  });

  it('waits out a model that is warming up, saying so, then answers the picture', async () => {
    images.setScript({ warmUps: 2, estimatedTime: 0.05 });
    const estimates: number[] = [];
    const result = await service.generateHosted(hostedOptions, {
      onWarmingUp: (s) => estimates.push(s),
    });
    expect(result.ok).toBe(true);
    expect(estimates).toEqual([0.05, 0.05]);
  });

  it("words a refusal with the server's error field, else with the status", async () => {
    await service.hosted.save({ hfApiKey: 'hf_wrong_key_but_long_enough' });
    expect(await service.generateHosted(hostedOptions)).toEqual({
      ok: false,
      error: {
        code: 'server-error',
        status: 401,
        detail: 'Invalid credentials in Authorization header',
      },
    });
    await service.hosted.save({ hfApiKey: KEY });
    images.setScript({
      errors: { '/runwayml/stable-diffusion-v1-5': { status: 500, body: 'oops' } },
    });
    expect(await service.generateHosted(hostedOptions)).toEqual({
      ok: false,
      error: { code: 'http-error', status: 500, detail: 'Internal Server Error' },
    });
  });

  it('fails as generation failed when nothing answers, and as cancelled when stopped', async () => {
    const controller = new AbortController();
    images.setScript({ warmUps: 1, estimatedTime: 10 });
    const stopped = service.generateHosted(hostedOptions, {
      signal: controller.signal,
      onWarmingUp: () => controller.abort(),
    });
    expect(await stopped).toEqual({ ok: false, error: { code: 'cancelled' } });
    await images.close();
    expect(await service.generateHosted(hostedOptions)).toEqual({
      ok: false,
      error: { code: 'generation-failed' },
    });
  });
});

describe('local generation', () => {
  beforeEach(async () => {
    await service.local.save({ stableDiffusionUrl: images.url });
  });

  it('checks both services and lists the checkpoints', async () => {
    expect(await service.checkLocalServices()).toEqual({ modelService: true, imageService: true });
    const list = await service.localModels();
    expect(list).toMatchObject({
      ok: true,
      value: [{ name: 'v1-5-pruned-emaonly' }, { name: 'dreamshaper_8' }],
    });
    await models.close();
    expect(await service.checkLocalServices()).toEqual({ modelService: false, imageService: true });
    await images.close();
    expect(await service.checkLocalServices()).toEqual({
      modelService: false,
      imageService: false,
    });
  });

  it('improves the prompt with the local model, then sends the spec body and reports real progress', async () => {
    images.setScript({ stepDelayMs: 30 });
    const seen: LocalProgress[] = [];
    const result = await service.generateLocal(
      { ...localOptions, steps: 10 },
      { onProgress: (p) => seen.push(p) },
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        originalPrompt: 'a cat',
        enhancedPrompt: 'A fluffy orange cat, soft window light, detailed fur, 4k',
        interrupted: false,
      },
    });
    const chat = await models.waitForRequest('/api/chat');
    expect(chat.body).toMatchObject({ model: 'llama3.1:8b', stream: false });
    const txt2img = await images.waitForRequest('/sdapi/v1/txt2img');
    expect(txt2img.body).toEqual({
      prompt: 'A fluffy orange cat, soft window light, detailed fur, 4k',
      negative_prompt: 'blurry',
      width: 512,
      height: 512,
      steps: 10,
      cfg_scale: 7,
      seed: -1,
      sampler_name: 'DPM++ 2M Karras',
      batch_size: 1,
      n_iter: 1,
      restore_faces: false,
      tiling: false,
      enable_hr: false,
    });
    expect(seen[0]).toEqual({ phase: 'enhancing' });
    const sampled = seen.flatMap((p) =>
      p.phase === 'generating' && p.sampling ? [p.sampling] : [],
    );
    expect(sampled.length).toBeGreaterThan(0);
    expect(sampled.every((s) => s.steps === 10 && s.step <= 10)).toBe(true);
  });

  it('interrupts the running job and keeps the picture as it stands', async () => {
    images.setScript({ stepDelayMs: 100 });
    await service.local.save({
      useOllamaForPrompts: false,
      stableDiffusionModel: 'dreamshaper_8.safetensors [879db523c3]',
    });
    const controller = new AbortController();
    const result = await service.generateLocal(
      { ...localOptions, steps: 50 },
      {
        signal: controller.signal,
        onProgress: (p) =>
          p.phase === 'generating' && p.sampling && p.sampling.step >= 1 && controller.abort(),
      },
    );
    expect(result).toMatchObject({
      ok: true,
      value: { interrupted: true, enhancedPrompt: null, prompt: 'a cat' },
    });
    if (result.ok) expect(result.value.dataUrl).toMatch(PNG_DATA_URL);
    await images.waitForRequest('/sdapi/v1/interrupt');
    expect((await images.waitForRequest('/sdapi/v1/txt2img')).body).toMatchObject({
      override_settings: { sd_model_checkpoint: 'dreamshaper_8.safetensors [879db523c3]' },
    });
    expect(models.requests.filter((r) => r.path === '/api/chat')).toEqual([]);
  });

  it('keeps the prompt as written when the local model fails', async () => {
    models.setScript({
      replies: { 'llama3.1:8b': { error: { status: 500, message: 'out of memory' } } },
    });
    const result = await service.generateLocal(localOptions);
    expect(result).toMatchObject({ ok: true, value: { prompt: 'a cat', enhancedPrompt: null } });
  });

  it('says the service error with its status and body, and no images', async () => {
    await service.local.save({ useOllamaForPrompts: false });
    images.setScript({
      errors: { '/sdapi/v1/txt2img': { status: 500, body: { error: 'CUDA out of memory' } } },
    });
    expect(await service.generateLocal(localOptions)).toEqual({
      ok: false,
      error: {
        code: 'stable-diffusion-error',
        status: 500,
        detail: '{"error":"CUDA out of memory"}',
      },
    });
    images.setScript({ errors: {}, noImages: true });
    expect(await service.generateLocal(localOptions)).toEqual({
      ok: false,
      error: { code: 'no-images' },
    });
    await images.close();
    expect(await service.generateLocal(localOptions)).toEqual({
      ok: false,
      error: { code: 'service-not-ready' },
    });
  });
});
