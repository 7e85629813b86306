import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiClient, type AiReplyProgress } from '../../src/core/ai/ai-client.ts';
import { AiError } from '../../src/core/ai/ai-error.ts';
import { ChatNotice, ReplyNotice } from '../../src/core/ai/ai-notices.ts';
import { startModelServer, type ModelServer } from '../support/model-server/model-server.ts';

const user = (content: string, images?: string[]) => ({
  role: 'user' as const,
  content,
  ...(images ? { images } : {}),
});

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

describe('AiClient against the simulated model server', () => {
  let server: ModelServer;
  let client: AiClient;

  beforeAll(async () => {
    server = await startModelServer({ chunkDelayMs: 2 });
    client = new AiClient({ host: server.url });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.setScript({ replies: {}, chunkDelayMs: 2, errors: {} });
    server.clearRequests();
  });

  it('lists the installed models', async () => {
    const models = await client.listModels();
    expect(models.map((m) => m.name)).toContain('llama3.2:latest');
    expect(models[0]).toMatchObject({ family: 'llama', parameterSize: '3.2B' });
  });

  it('streams a chat reply in order, reporting every chunk', async () => {
    server.setScript({ replies: { 'Count please': 'one two three four' } });
    const seen: AiReplyProgress[] = [];
    const reply = await client.reply({
      model: 'llama3.2',
      mode: 'chat',
      stream: true,
      temperature: 0.3,
      messages: [user('Count please')],
      onUpdate: (p) => seen.push(p),
    }).done;
    expect(reply).toMatchObject({
      content: 'one two three four',
      notice: null,
      outcome: 'complete',
      doneReason: 'stop',
    });
    expect(seen.map((p) => p.content)).toEqual([
      'one ',
      'one two ',
      'one two three ',
      'one two three four',
      'one two three four',
    ]);
    const request = await server.waitForRequest('/api/chat');
    expect(request.body).toMatchObject({ stream: true, options: { temperature: 0.3 } });
  });

  it('answers without streaming and in generate mode', async () => {
    const chat = await client.reply({
      model: 'llama3.2',
      mode: 'chat',
      stream: false,
      messages: [user('Hi')],
    }).done;
    expect(chat.content).toBe('You said: Hi');
    const generated = await client.reply({
      model: 'llama3.2',
      mode: 'generate',
      stream: true,
      messages: [user('first'), { role: 'assistant', content: 'x' }, user('last one')],
    }).done;
    expect(generated.content).toBe('You said: last one');
    expect((await server.waitForRequest('/api/generate')).body).toMatchObject({
      prompt: 'last one',
    });
  });

  it('separates the thinking field from the answer', async () => {
    const seen: string[] = [];
    const reply = await client.reply({
      model: 'qwen3:0.6b',
      mode: 'chat',
      stream: true,
      think: true,
      messages: [user('Why?')],
      onUpdate: (p) => seen.push(p.content),
    }).done;
    expect(reply.thinking).toBe('The user wrote "Why?". A short, friendly answer fits.');
    expect(reply.content).toBe('You said: Why?');
    expect(seen[0]).toBe('');
  });

  it('separates <think> tags in the content, streamed and not', async () => {
    for (const stream of [true, false]) {
      for (const mode of ['chat', 'generate'] as const) {
        const reply = await client.reply({
          model: 'deepseek-r1:1.5b',
          mode,
          stream,
          messages: [user('Hello')],
        }).done;
        expect(reply.content).toBe('You said: Hello');
        expect(reply.thinking).toBe('The user wrote "Hello". A short, friendly answer fits.');
      }
    }
  });

  it('sends images as raw base64 to a vision model', async () => {
    const pixel = Buffer.from('fake png bytes').toString('base64');
    const reply = await client.reply({
      model: 'llava',
      mode: 'chat',
      stream: false,
      messages: [user('What is this?', [pixel])],
    }).done;
    expect(reply.content).toBe('I see 1 image(s). You said: What is this?');
    const sent = (await server.waitForRequest('/api/chat')).body as {
      messages: { images: string[] }[];
    };
    expect(sent.messages[0]?.images).toEqual([pixel]);
  });

  it('stop aborts the HTTP request mid-stream and keeps what came', async () => {
    server.setScript({ replies: { Long: 'word '.repeat(200).trim() }, chunkDelayMs: 20 });
    const handle: ReturnType<AiClient['reply']> = client.reply({
      model: 'llama3.2',
      mode: 'chat',
      stream: true,
      messages: [user('Long')],
      onUpdate: (p) => {
        if (p.chunks === 3) handle.stop();
      },
    });
    const reply = await handle.done;
    expect(reply.outcome).toBe('cancelled');
    // What came is the answer: no notice stands in for it.
    expect(reply).toMatchObject({ content: 'word word word ', notice: null });
    const request = await server.waitForRequest('/api/chat');
    expect(await request.settled).toBe('aborted');
  });

  it('gives the cancelled notice when stopped before anything came', async () => {
    server.setScript({ replies: { Slow: { content: 'late', chunkDelayMs: 2000 } } });
    const handle = client.reply({
      model: 'llama3.2',
      mode: 'chat',
      stream: true,
      messages: [user('Slow')],
    });
    await server.waitForRequest('/api/chat');
    handle.stop();
    const reply = await handle.done;
    expect(reply).toMatchObject({
      outcome: 'cancelled',
      content: '',
      notice: ReplyNotice.cancelled,
    });
    expect(await (await server.waitForRequest('/api/chat')).settled).toBe('aborted');
  });

  it('stop also aborts a request that is not streamed', async () => {
    server.setScript({ replies: { Wait: { content: 'late', chunkDelayMs: 2000 } } });
    const handle = client.reply({
      model: 'llama3.2',
      mode: 'chat',
      stream: false,
      messages: [user('Wait')],
    });
    const request = await server.waitForRequest('/api/chat');
    handle.stop();
    expect(await handle.done).toMatchObject({ content: '', notice: ReplyNotice.cancelled });
    expect(await request.settled).toBe('aborted');
  });

  it('gives the empty notices for empty replies', async () => {
    server.setScript({ replies: { Nothing: { content: '' } } });
    const streamed = await client.reply({
      model: 'llama3.2',
      mode: 'chat',
      stream: true,
      messages: [user('Nothing')],
    }).done;
    expect(streamed).toMatchObject({
      outcome: 'empty',
      content: '',
      notice: ReplyNotice.emptyStream,
    });
    const whole = await client.reply({
      model: 'llama3.2',
      mode: 'chat',
      stream: false,
      messages: [user('Nothing')],
    }).done;
    expect(whole).toMatchObject({ outcome: 'empty', content: '', notice: ReplyNotice.emptyReply });
  });

  it('refuses to send without a model', async () => {
    await expect(
      client.reply({ model: ' ', mode: 'chat', stream: true, messages: [user('x')] }).done,
    ).rejects.toMatchObject({ kind: 'rejected', code: ChatNotice.selectModel });
  });

  it("maps a non-ok answer to a service error with its status and the server's error", async () => {
    const failure = await client
      .reply({ model: 'missing-model', mode: 'chat', stream: true, messages: [user('x')] })
      .done.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AiError);
    expect(failure).toMatchObject({
      kind: 'http',
      status: 404,
      code: ChatNotice.serviceError,
      detail: 'model "missing-model" not found, try pulling it first',
    });
  });

  it('reports an error line inside a stream and a stream without its done line', async () => {
    server.setScript({
      replies: {
        Break: { content: 'a b c d', errorAfterChunks: 2 },
        Cut: { content: 'a b', omitDone: true },
      },
    });
    const ask = (prompt: string) =>
      client.reply({ model: 'llama3.2', mode: 'chat', stream: true, messages: [user(prompt)] })
        .done;
    await expect(ask('Break')).rejects.toMatchObject({
      kind: 'service',
      code: ChatNotice.serviceError,
      detail: 'an error was encountered while running the model',
    });
    await expect(ask('Cut')).rejects.toMatchObject({
      kind: 'invalid',
      code: ChatNotice.invalidReply,
    });
  });

  it('fails with connect-failed when nothing listens', async () => {
    const offline = new AiClient({ host: `http://127.0.0.1:${await closedPort()}` });
    await expect(offline.listModels()).rejects.toMatchObject({
      kind: 'connection',
      code: ChatNotice.connectFailed,
    });
    await expect(
      offline.reply({ model: 'llama3.2', mode: 'chat', stream: true, messages: [user('x')] }).done,
    ).rejects.toMatchObject({ kind: 'connection', code: ChatNotice.connectFailed });
    expect(await offline.testConnection()).toMatchObject({
      ok: false,
      error: ChatNotice.connectFailed,
    });
  });

  it('treats a failing model list as a connection failure and passes the connection test', async () => {
    server.setScript({ errors: { '/api/tags': { status: 503, message: 'busy loading' } } });
    await expect(client.listModels()).rejects.toMatchObject({
      code: ChatNotice.connectFailed,
      detail: 'busy loading',
      status: 503,
    });
    server.setScript({ errors: {} });
    expect(await client.testConnection()).toMatchObject({
      ok: true,
      version: '0.12.3',
    });
  });
});
