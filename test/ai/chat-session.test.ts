import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiServices, type AiServices } from '../../src/core/ai/ai-services.ts';
import { ChatNotice, ReplyNotice } from '../../src/core/ai/ai-notices.ts';
import type { AiChatState } from '../../src/core/ai/chat-session.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../src/core/store/sql.ts';
import { startModelServer, type ModelServer } from '../support/model-server/model-server.ts';

describe('AiChatSession', () => {
  let server: ModelServer;
  let db: SqlDatabase;
  let ai: AiServices;

  beforeAll(async () => {
    server = await startModelServer({ chunkDelayMs: 2 });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.setScript({ replies: {}, chunkDelayMs: 2 });
    server.clearRequests();
    db = await openMemoryDatabase({ migrate: true });
    ai = createAiServices({ db });
    await ai.load();
    await ai.settings.save({ apiUrl: server.url, selectedModel: 'llama3.2', streamEnabled: true });
  });
  afterEach(() => db.close());

  it('warns without a model and ignores blank input', async () => {
    await ai.settings.save({ selectedModel: '' });
    const session = ai.createChatSession();
    expect(await session.send({ text: 'Hi' })).toEqual({
      status: 'warning',
      notice: ChatNotice.selectModel,
    });
    expect(await session.send({ text: '   ' })).toEqual({ status: 'ignored' });
    expect(await ai.conversations.list()).toEqual([]);
  });

  it('streams a reply: waiting, then streaming, then idle; saved to the history', async () => {
    const session = ai.createChatSession();
    const phases: AiChatState['phase'][] = [];
    session.subscribe((s) => {
      if (phases.at(-1) !== s.phase) phases.push(s.phase);
    });
    const result = await session.send({ text: 'Tell me a joke please' });
    expect(result).toMatchObject({
      status: 'done',
      reply: { content: 'You said: Tell me a joke please' },
    });
    expect(phases).toEqual(['idle', 'waiting', 'streaming', 'idle']);
    const state = session.getState();
    expect(state.messages.map((m) => [m.role, m.content, m.isStreaming])).toEqual([
      ['user', 'Tell me a joke please', false],
      ['assistant', 'You said: Tell me a joke please', false],
    ]);
    expect(state.messages[1]?.id).toMatch(/^msg_/);

    // A new session over the same database (a reload) reopens the same conversation.
    const again = createAiServices({ db }).createChatSession();
    await again.restore();
    expect(again.getState().messages.map((m) => m.content)).toEqual(
      state.messages.map((m) => m.content),
    );
    const [conversation] = await ai.conversations.list();
    expect(conversation).toMatchObject({ title: 'Tell me a joke please', messageCount: 2 });
  });

  it('sends the history and images, regenerates and edits', async () => {
    await ai.settings.save({ selectedModel: 'llava', streamEnabled: false });
    const session = ai.createChatSession();
    const image = { name: 'a.png', mimeType: 'image/png', base64: 'iVBORw0KGgo=', size: 8 };
    await session.send({ text: 'First', images: [image] });
    await session.send({ text: 'Second' });
    const body = (await server.waitForRequest('/api/chat')).body as {
      messages: { role: string; content: string; images?: string[] }[];
    };
    expect(body.messages.map((m) => m.content)).toEqual([
      'First',
      'I see 1 image(s). You said: First',
      'Second',
    ]);
    expect(body.messages[0]?.images).toEqual([image.base64]);

    server.setScript({ replies: { Second: 'A better answer' } });
    expect(await session.regenerate()).toMatchObject({ status: 'done' });
    expect(
      session
        .getState()
        .messages.map((m) => m.content)
        .slice(-1),
    ).toEqual(['A better answer']);
    const first = session.getState().messages[0];
    await session.editAndResend(first?.id ?? '', 'Edited');
    expect(session.getState().messages.map((m) => m.content)).toEqual([
      'Edited',
      'I see 1 image(s). You said: Edited',
    ]);
    const id = session.getState().conversationId ?? '';
    expect((await ai.conversations.messages(id)).map((m) => m.content)).toEqual([
      'Edited',
      'I see 1 image(s). You said: Edited',
    ]);
  });

  it('stop cancels the request: a cancelled notice when nothing came, never sent back', async () => {
    server.setScript({ replies: { Slow: { content: 'late', chunkDelayMs: 3000 } } });
    const session = ai.createChatSession();
    const sent = session.send({ text: 'Slow' });
    await server.waitForRequest('/api/chat');
    expect(session.getState().phase).toBe('waiting');
    session.stop();
    expect(await sent).toMatchObject({ status: 'done', reply: { outcome: 'cancelled' } });
    const cancelled = { role: 'assistant', content: '', notice: ReplyNotice.cancelled };
    expect(session.getState().messages.at(-1)).toMatchObject(cancelled);
    expect(await (await server.waitForRequest('/api/chat')).settled).toBe('aborted');
    const id = session.getState().conversationId ?? '';
    expect((await ai.conversations.messages(id)).at(-1)).toMatchObject(cancelled);

    // The next question goes without the notice: the model never said it.
    server.clearRequests();
    await session.send({ text: 'Again' });
    const next = (await server.waitForRequest('/api/chat')).body as { messages: unknown[] };
    expect(next.messages).toEqual([
      { role: 'user', content: 'Slow' },
      { role: 'user', content: 'Again' },
    ]);
  });

  it('stores the error notice and reports reply-failed when the model fails', async () => {
    await ai.settings.save({ selectedModel: 'no-such-model' });
    const session = ai.createChatSession();
    ai.debugLog.setEnabled(true);
    const result = await session.send({ text: 'Hello' });
    expect(result).toMatchObject({ status: 'failed', error: ChatNotice.replyFailed });
    const failed = { content: '', failed: true, notice: ReplyNotice.error };
    expect(session.getState().messages.at(-1)).toMatchObject(failed);
    const id = session.getState().conversationId ?? '';
    expect((await ai.conversations.messages(id)).at(-1)).toMatchObject(failed);
    expect(ai.debugLog.entries.at(-1)).toMatchObject({
      level: 'error',
      event: ChatNotice.serviceError,
      detail: expect.stringContaining('no-such-model') as unknown,
    });
  });

  it('deletes conversations and closes the open one', async () => {
    const session = ai.createChatSession();
    await session.send({ text: 'One' });
    const id = session.getState().conversationId ?? '';
    expect(await session.open('conv_missing')).toEqual({
      ok: false,
      error: ChatNotice.conversationNotFound,
    });
    await session.open(id);
    expect(await session.deleteConversations([id])).toEqual({ ok: true });
    expect(session.getState()).toMatchObject({ conversationId: null, messages: [] });
  });
});
