import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiClient } from '../../src/core/ai/ai-client.ts';
import { VISION_TEST_IMAGE, VisionService } from '../../src/core/ai/vision.ts';
import { startModelServer, type ModelServer } from '../support/model-server/model-server.ts';

const DESCRIPTION =
  'A red square beside a blue square on a plain background, calm and simple, like a flag or a test card.';

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('image recognition against the simulated model server', () => {
  let server: ModelServer;
  let vision: VisionService;
  let clock = 0;

  beforeAll(async () => {
    server = await startModelServer({
      chunkDelayMs: 1,
      models: [{ name: 'llava:latest', vision: true }, { name: 'llama3.2:latest' }],
    });
    const client = new AiClient({ host: server.url });
    vision = new VisionService(
      () => client,
      () => (clock += 250),
    );
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.setScript({ replies: {} });
    server.clearRequests();
  });

  it('sends the image as raw base64, not streamed, at 0.3 and top_p 0.9, and reads the analysis', async () => {
    server.setScript({
      replies: (request) =>
        request.imageFacts[0]?.format === 'png' ? DESCRIPTION : 'Not a picture I know.',
    });
    const result = await vision.recognise({
      model: 'llava:latest',
      prompt: 'Describe this image',
      image: VISION_TEST_IMAGE,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        description: DESCRIPTION,
        objects: ['shape'],
        colors: ['red', 'blue'],
        emotions: ['calm'],
        confidence: 0.8,
        timeTaken: 250,
      },
    });
    const request = await server.waitForRequest('/api/chat');
    expect(request.body).toMatchObject({
      model: 'llava:latest',
      stream: false,
      options: { temperature: 0.3, top_p: 0.9 },
      messages: [{ role: 'user', content: 'Describe this image', images: [VISION_TEST_IMAGE] }],
    });
    expect(request.images).toEqual([{ format: 'png', width: 32, height: 32, bytes: 102 }]);
  });

  it("says 'no description' when the model answers nothing", async () => {
    server.setScript({ replies: { '*': '' } });
    const result = await vision.recognise({
      model: 'llava',
      prompt: 'What is it?',
      image: VISION_TEST_IMAGE,
    });
    expect(result).toEqual({ ok: false, error: { code: 'no-description', detail: '' } });
  });

  it("says 'API error' with the server's words when the model cannot take images", async () => {
    const result = await vision.recognise({
      model: 'llama3.2',
      prompt: 'What is it?',
      image: VISION_TEST_IMAGE,
    });
    expect(result).toEqual({
      ok: false,
      error: { code: 'api-error', detail: 'this model is missing data required for image input' },
    });
  });

  it('refuses before sending without a prompt or a model', async () => {
    const noPrompt = await vision.recognise({
      model: 'llava',
      prompt: '',
      image: VISION_TEST_IMAGE,
    });
    const noModel = await vision.recognise({
      model: '',
      prompt: 'What?',
      image: VISION_TEST_IMAGE,
    });
    expect([noPrompt, noModel]).toEqual([
      { ok: false, error: { code: 'prompt-required', detail: '' } },
      { ok: false, error: { code: 'select-vision-model', detail: '' } },
    ]);
    expect(server.requests.filter((r) => r.path === '/api/chat')).toEqual([]);
  });

  it('is cancelled when its signal aborts', async () => {
    server.setScript({ replies: { '*': { content: DESCRIPTION, chunkDelayMs: 50 } } });
    const controller = new AbortController();
    const running = vision.recognise(
      { model: 'llava', prompt: 'What?', image: VISION_TEST_IMAGE },
      controller.signal,
    );
    await server.waitForRequest('/api/chat');
    controller.abort();
    expect(await running).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });

  it('says the service is not connected when nothing answers', async () => {
    const offline = new AiClient({ host: `http://127.0.0.1:${await closedPort()}` });
    const result = await new VisionService(() => offline).recognise({
      model: 'llava',
      prompt: 'What?',
      image: VISION_TEST_IMAGE,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'not-connected' } });
  });
});
