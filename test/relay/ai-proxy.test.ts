import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiClient } from '../../src/core/ai/ai-client.ts';
import { parseAiProxy, parseRelayConfig, RelayConfigError } from '../../src/relay/config.ts';
import { startModelServer, type ModelServer } from '../support/model-server/model-server.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { rawRequest } from './http-request.ts';

const TOKEN = 'test-token-0123456789abcdef';
const auth = { Authorization: `Bearer ${TOKEN}` };

describe('AI proxy configuration', () => {
  it('is off unless a token is set; the upstream defaults to the local model server', () => {
    expect(parseRelayConfig([], {}).ai).toBeUndefined();
    expect(parseRelayConfig(['--ai-token', TOKEN], {}).ai).toEqual({
      token: TOKEN,
      upstream: 'http://127.0.0.1:11434',
    });
    expect(
      parseRelayConfig([], {
        MESHTALK_AI_TOKEN: TOKEN,
        MESHTALK_AI_UPSTREAM: 'http://gpu.lan:11434/',
      }).ai,
    ).toEqual({ token: TOKEN, upstream: 'http://gpu.lan:11434' });
  });

  it('refuses an upstream without a token, a short token and a bad URL', () => {
    expect(() => parseAiProxy('', 'http://x:1')).toThrow(RelayConfigError);
    expect(() => parseAiProxy('short', '')).toThrow(/at least 16/);
    expect(() => parseAiProxy(TOKEN, 'ftp://x')).toThrow(/Invalid AI upstream/);
  });
});

describe('relay AI proxy', () => {
  let server: ModelServer;
  let relay: TestRelay;
  let plain: TestRelay;

  beforeAll(async () => {
    server = await startModelServer({ chunkDelayMs: 25 });
    [relay, plain] = await Promise.all([
      startTestRelay({
        serveApp: false,
        args: ['--ai-upstream', server.url],
        env: { MESHTALK_AI_TOKEN: TOKEN },
      }),
      startTestRelay({ serveApp: false }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([relay.dispose(), plain.dispose()]);
    await server.close();
  });

  it('refuses a request without the token or with a wrong one', async () => {
    const none = await rawRequest(relay.url, '/ai/api/tags');
    expect(none.status).toBe(401);
    expect(JSON.parse(none.body)).toEqual({ error: 'Missing or invalid access token' });
    expect(none.headers['www-authenticate']).toContain('Bearer');
    const wrong = await rawRequest(relay.url, '/ai/api/tags', {
      headers: { Authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
    const bare = await rawRequest(relay.url, '/ai/api/tags', { headers: { Authorization: TOKEN } });
    expect(bare.status).toBe(401);
  });

  it('answers CORS preflights without the token', async () => {
    const preflight = await rawRequest(relay.url, '/ai/api/chat', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://app.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
  });

  it('refuses every path off the allow-list, even with the token', async () => {
    server.clearRequests();
    const post = { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' } };
    expect((await rawRequest(relay.url, '/ai/api/pull', post)).status).toBe(403);
    expect(
      (await rawRequest(relay.url, '/ai/api/delete', { ...post, method: 'DELETE' })).status,
    ).toBe(403);
    expect((await rawRequest(relay.url, '/ai/api/tags/../pull', post)).status).toBe(403);
    expect(
      (await rawRequest(relay.url, '/ai/api/tags/../../health', { headers: auth })).status,
    ).toBe(404);
    expect((await rawRequest(relay.url, '/ai/other', { headers: auth })).status).toBe(404);
    const wrongMethod = await rawRequest(relay.url, '/ai/api/chat', { headers: auth });
    expect(wrongMethod.status).toBe(405);
    expect(server.requests.filter((r) => r.method !== 'OPTIONS')).toEqual([]);
  });

  it('is not there on a relay without an AI token', async () => {
    expect((await rawRequest(plain.url, '/ai/api/tags', { headers: auth })).status).toBe(404);
  });

  it('lets the same AiClient list, show and stream chat through the relay', async () => {
    server.clearRequests();
    const client = new AiClient({ host: `${relay.url}/ai`, token: TOKEN });
    expect((await client.listModels()).map((m) => m.name)).toContain('qwen3:0.6b');
    expect((await client.ollama().show({ model: 'llama3.2' })).details.family).toBe('llama');

    // The first chunk arrives while the model server is still writing: nothing is buffered.
    let pendingAtFirstChunk: string | undefined;
    const reply = await client.reply({
      model: 'qwen3:0.6b',
      mode: 'chat',
      stream: true,
      think: true,
      messages: [{ role: 'user', content: 'Through the relay' }],
      onUpdate: (p) => {
        if (p.chunks === 1) pendingAtFirstChunk = server.requests.at(-1)?.outcome;
      },
    }).done;
    expect(reply.content).toBe('You said: Through the relay');
    expect(reply.thinking).toContain('Through the relay');
    expect(pendingAtFirstChunk).toBe('pending');
    const forwarded = await server.waitForRequest('/api/chat');
    expect(forwarded.headers.authorization).toBeUndefined();

    const generated = await client.reply({
      model: 'llama3.2',
      mode: 'generate',
      stream: false,
      messages: [{ role: 'user', content: 'Plain' }],
    }).done;
    expect(generated.content).toBe('You said: Plain');
  });

  it('passes upstream errors through and aborts upstream when the client stops', async () => {
    const client = new AiClient({ host: `${relay.url}/ai`, token: TOKEN });
    await expect(
      client.reply({
        model: 'ghost',
        mode: 'chat',
        stream: true,
        messages: [{ role: 'user', content: 'x' }],
      }).done,
    ).rejects.toMatchObject({
      status: 404,
      detail: 'model "ghost" not found, try pulling it first',
    });

    server.clearRequests();
    server.setScript({ replies: { Long: 'word '.repeat(100).trim() } });
    const handle = client.reply({
      model: 'llama3.2',
      mode: 'chat',
      stream: true,
      messages: [{ role: 'user', content: 'Long' }],
      onUpdate: (p) => {
        if (p.chunks === 2) handle.stop();
      },
    });
    expect((await handle.done).outcome).toBe('cancelled');
    expect(await (await server.waitForRequest('/api/chat')).settled).toBe('aborted');
  });

  it('answers 502 when the model server is down', async () => {
    await server.close();
    const down = await rawRequest(relay.url, '/ai/api/tags', { headers: auth });
    expect(down.status).toBe(502);
    expect(JSON.parse(down.body)).toEqual({ error: 'AI service unreachable' });
  });
});
