import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiServices, type AiServices } from '../../src/core/ai/ai-services.ts';
import { ChatNotice, SettingsNotice } from '../../src/core/ai/ai-notices.ts';
import { AiChatSettingsService } from '../../src/core/ai/chat-settings.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../src/core/store/sql.ts';
import { startModelServer, type ModelServer } from '../support/model-server/model-server.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';

const TOKEN = 'relay-ai-token-0123456789';

describe("the relay's AI proxy as the AI service", () => {
  let server: ModelServer;
  let relay: TestRelay;
  let db: SqlDatabase;
  let ai: AiServices;

  beforeAll(async () => {
    server = await startModelServer({ chunkDelayMs: 2 });
    relay = await startTestRelay({
      serveApp: false,
      args: ['--ai-upstream', server.url],
      env: { MESHTALK_AI_TOKEN: TOKEN },
    });
  });
  afterAll(async () => {
    await relay.dispose();
    await server.close();
  });
  beforeEach(async () => {
    db = await openMemoryDatabase({ migrate: true });
    ai = createAiServices({ db });
    await ai.load();
    server.clearRequests();
  });
  afterEach(() => db.close());

  it('lists models and answers through the relay with the token, and keeps the choice', async () => {
    expect(await ai.settings.setRelayProxy(`${relay.url}/ai/`, TOKEN)).toEqual({
      ok: true,
      notice: SettingsNotice.proxySaved,
    });
    const models = await ai.client().listModels();
    expect(models.map((m) => m.name)).toContain('llama3.2:latest');
    const reply = await ai.client().reply({
      model: 'llama3.2',
      mode: 'chat',
      stream: true,
      messages: [{ role: 'user', content: 'hello' }],
    }).done;
    expect(reply.outcome).toBe('complete');
    // The relay answered: the model server saw the request, never the token.
    const chat = await server.waitForRequest('/api/chat');
    expect(chat.headers.authorization).toBeUndefined();

    const test = await ai.client().testConnection();
    expect(test).toMatchObject({ ok: true, modelCount: models.length });

    const reloaded = await new AiChatSettingsService(db).load();
    expect(reloaded).toMatchObject({
      apiSource: 'relay',
      relayAiUrl: `${relay.url}/ai`,
      apiToken: TOKEN,
    });
  });

  it('says the token was refused when it is wrong', async () => {
    await ai.settings.setRelayProxy(`${relay.url}/ai`, `${TOKEN}-wrong`);
    expect(await ai.client().testConnection()).toMatchObject({
      ok: false,
      error: ChatNotice.proxyTokenRefused,
    });
    await expect(ai.client().listModels()).rejects.toMatchObject({
      kind: 'connection',
      code: ChatNotice.proxyTokenRefused,
      status: 401,
    });
    expect(server.requests).toEqual([]);
  });

  it('asks for a token, and a model server address sends none', async () => {
    expect(await ai.settings.setRelayProxy(`${relay.url}/ai`, '  ')).toEqual({
      ok: false,
      notice: SettingsNotice.proxyTokenRequired,
    });
    expect(ai.settings.current.apiSource).toBe('server');

    await ai.settings.setRelayProxy(`${relay.url}/ai`, TOKEN);
    expect(await ai.settings.setApiUrl(server.url)).toMatchObject({ ok: true });
    expect(ai.settings.current).toMatchObject({ apiSource: 'server', apiToken: TOKEN });
    await ai.client().listModels();
    const tags = await server.waitForRequest('/api/tags');
    expect(tags.headers.authorization).toBeUndefined();
    expect(ai.client().host).toBe(server.url);
  });
});
