import { inflateSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startImageServer, type ImageServer } from './image-server.ts';
import { DEFAULT_SCRIPT } from './state.ts';

const KEY = DEFAULT_SCRIPT.apiKeys[0] ?? '';
let server: ImageServer;

beforeEach(async () => {
  server = await startImageServer({ stepDelayMs: 30 });
});
afterEach(() => server.close());

/** Width, height and pixel bytes of a PNG, read the way a decoder does. */
function readPng(bytes: Buffer): { width: number; height: number; pixels: Buffer } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  let at = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('ascii', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  return { width, height, pixels: inflateSync(Buffer.concat(data)) };
}

const hosted = (key: string, body: unknown, model = 'runwayml/stable-diffusion-v1-5') =>
  fetch(`${server.url}/${model}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the hosted endpoint', () => {
  it('answers a PNG of the asked size to a good key', async () => {
    const response = await hosted(KEY, {
      inputs: 'a cat',
      parameters: { width: 768, height: 512 },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const png = readPng(Buffer.from(await response.arrayBuffer()));
    expect([png.width, png.height]).toEqual([768, 512]);
    expect(png.pixels.length).toBe((768 * 3 + 1) * 512);
    const logged = await server.waitForRequest('/runwayml/stable-diffusion-v1-5');
    expect(logged.body).toEqual({ inputs: 'a cat', parameters: { width: 768, height: 512 } });
  });

  it('refuses a bad key with 401 and an unknown model with 404, each with {error}', async () => {
    const refused = await hosted('hf_wrong', { inputs: 'a cat' });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toMatch(/credentials/);
    const unknown = await hosted(KEY, { inputs: 'a cat' }, 'nobody/nothing');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Model nobody/nothing does not exist' });
  });

  it('answers 503 "currently loading" with estimated_time while warming up, then the image', async () => {
    server.setScript({ warmUps: 1, estimatedTime: 12.5 });
    const loading = await hosted(KEY, { inputs: 'a cat' });
    expect(loading.status).toBe(503);
    expect(await loading.json()).toEqual({
      error: 'Model runwayml/stable-diffusion-v1-5 is currently loading',
      estimated_time: 12.5,
    });
    expect((await hosted(KEY, { inputs: 'a cat' })).status).toBe(200);
  });

  it('answers a preflight with CORS headers', async () => {
    const response = await fetch(`${server.url}/prompthero/openjourney`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });
});

describe('the /sdapi/v1 endpoints', () => {
  const txt2img = (body: unknown) =>
    fetch(`${server.url}/sdapi/v1/txt2img`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const progress = async () =>
    (await (await fetch(`${server.url}/sdapi/v1/progress`)).json()) as {
      progress: number;
      state: {
        sampling_step: number;
        sampling_steps: number;
        job_count: number;
        interrupted: boolean;
      };
      current_image: string | null;
    };

  it('list the options and the checkpoints', async () => {
    const options = (await (await fetch(`${server.url}/sdapi/v1/options`)).json()) as Record<
      string,
      unknown
    >;
    expect(options['sd_model_checkpoint']).toBe(DEFAULT_SCRIPT.sdModels[0]?.title);
    const models = (await (await fetch(`${server.url}/sdapi/v1/sd-models`)).json()) as {
      title: string;
      model_name: string;
    }[];
    expect(models.map((m) => m.model_name)).toEqual(['v1-5-pruned-emaonly', 'dreamshaper_8']);
  });

  it('report the running job step by step, and a PNG in base64 at the end', async () => {
    const idle = await progress();
    expect(idle.state.job_count).toBe(0);
    const answer = txt2img({ prompt: 'a cat', width: 64, height: 32, steps: 6, seed: 7 });
    let seen = await progress();
    while (seen.state.sampling_step < 2) seen = await progress();
    expect(seen.state).toMatchObject({ sampling_steps: 6, job_count: 1, interrupted: false });
    expect(seen.progress).toBeGreaterThan(0);
    expect(readPng(Buffer.from(seen.current_image ?? '', 'base64')).width).toBe(64);
    const result = (await (await answer).json()) as { images: string[]; info: string };
    expect(result.images).toHaveLength(1);
    const png = readPng(Buffer.from(result.images[0] ?? '', 'base64'));
    expect([png.width, png.height]).toEqual([64, 32]);
    expect(JSON.parse(result.info)).toMatchObject({ seed: 7, steps: 6 });
    expect((await progress()).state.job_count).toBe(0);
  });

  it('end a job early on interrupt, answering the picture as it stands', async () => {
    server.setScript({ stepDelayMs: 200 });
    const answer = txt2img({ prompt: 'a cat', width: 16, height: 16, steps: 50 });
    let seen = await progress();
    while (seen.state.sampling_step < 1) seen = await progress();
    expect((await fetch(`${server.url}/sdapi/v1/interrupt`, { method: 'POST' })).status).toBe(200);
    const result = (await (await answer).json()) as { images: string[]; info: string };
    expect(result.images).toHaveLength(1);
    expect((JSON.parse(result.info) as { steps: number }).steps).toBeLessThan(50);
    expect((await progress()).state.interrupted).toBe(true);
  });

  it('answer a wrong field with 422 and a scripted failure as scripted', async () => {
    expect((await txt2img({ prompt: 'x', steps: 'many' })).status).toBe(422);
    server.setScript({ errors: { '/sdapi/v1/options': { status: 500, body: { error: 'boom' } } } });
    const failed = await fetch(`${server.url}/sdapi/v1/options`);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: 'boom' });
  });
});
