import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiClient } from '../../src/core/ai/ai-client.ts';
import { AutoReplyService, DEFAULT_AUTO_REPLY } from '../../src/core/ai/auto-reply.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../src/core/store/sql.ts';
import { ok } from '../../src/core/util/result.ts';
import { startModelServer, type ModelServer } from '../support/model-server/model-server.ts';

describe('AutoReplyService', () => {
  let server: ModelServer;
  let db: SqlDatabase;
  let sent: { friend: string; text: string; model: string }[];
  let waits: number[];
  let service: AutoReplyService;

  beforeAll(async () => {
    server = await startModelServer({ chunkDelayMs: 1 });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    db = await openMemoryDatabase({ migrate: true });
    sent = [];
    waits = [];
    const client = new AiClient({ host: server.url });
    service = new AutoReplyService({
      db,
      client: () => client,
      sendReply: (friend, text, meta) => {
        sent.push({ friend, text, model: meta.model });
        return Promise.resolve(ok(undefined));
      },
      wait: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });
    await service.load();
  });
  afterEach(() => db.close());

  it('is off by default, with a 1000 ms delay', async () => {
    expect(service.config).toEqual(DEFAULT_AUTO_REPLY);
    expect(await service.handleIncoming({ friendPub: 'alice', text: 'hi' })).toEqual({
      sent: false,
      reason: 'disabled',
    });
    expect(sent).toEqual([]);
  });

  it('answers enabled friends after the delay, through sendReply, with the chat as context', async () => {
    await service.save({ isEnabled: true, settings: { model: 'llama3.2' } });
    await service.setFriendEnabled('alice', true);
    const outcome = await service.handleIncoming({
      friendPub: 'alice',
      text: 'Are you there?',
      context: [
        { role: 'user', content: 'Hello' },
        { role: 'assistant', content: 'Hi Alice' },
      ],
    });
    expect(outcome).toEqual({ sent: true, text: 'You said: Are you there?' });
    expect(sent).toEqual([
      { friend: 'alice', text: 'You said: Are you there?', model: 'llama3.2' },
    ]);
    expect(waits).toEqual([1000]);
    const body = (await server.waitForRequest('/api/chat')).body as {
      messages: unknown[];
      stream: boolean;
    };
    expect(body.messages).toHaveLength(3);
    expect(body.stream).toBe(false);

    expect(await service.handleIncoming({ friendPub: 'bob', text: 'hi' })).toMatchObject({
      reason: 'not-enabled-for-friend',
    });
    expect(
      await service.handleIncoming({ friendPub: 'alice', text: 'bot', aiGenerated: true }),
    ).toMatchObject({
      reason: 'ai-message',
    });
    expect(sent).toHaveLength(1);
  });

  it('keeps its config across a reload and sends nothing when the model fails', async () => {
    await service.save({
      isEnabled: true,
      enabledBuddies: ['alice'],
      settings: { model: 'ghost', replyDelay: 250 },
    });
    const reloaded = new AutoReplyService({
      db,
      client: () => new AiClient({ host: server.url }),
      sendReply: () => Promise.resolve(ok(undefined)),
    });
    expect((await reloaded.load()).settings).toMatchObject({ model: 'ghost', replyDelay: 250 });
    expect(await service.handleIncoming({ friendPub: 'alice', text: 'hi' })).toMatchObject({
      sent: false,
      reason: 'error',
      detail: 'model "ghost" not found, try pulling it first',
    });
    expect(sent).toEqual([]);
  });
});
