import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ChatNotice, ReplyNotice } from '../../src/core/ai/ai-notices.ts';
import { ConversationService } from '../../src/core/ai/conversation-service.ts';
import { conversationTitle } from '../../src/core/ai/conversation-types.ts';
import { exportFileName } from '../../src/core/ai/conversation-export.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../src/core/store/sql.ts';

describe('conversation title', () => {
  it('keeps 30 characters, else 27 and an ellipsis', () => {
    expect(conversationTitle('Short question')).toBe('Short question');
    expect(conversationTitle('x'.repeat(30))).toBe('x'.repeat(30));
    expect(conversationTitle('abcdefghijklmnopqrstuvwxyz0123456789')).toBe(
      'abcdefghijklmnopqrstuvwxyz0...',
    );
    expect(conversationTitle('😀'.repeat(40))).toBe(`${'😀'.repeat(27)}...`);
    expect(conversationTitle('  ', true)).toBe('Image');
  });
});

describe('ConversationService over SQLite', () => {
  let db: SqlDatabase;
  let clock: number;
  const service = (limits?: { conversations: number; messagesPerConversation: number }) =>
    new ConversationService(db, { now: () => ++clock, ...(limits ? { limits } : {}) });

  beforeEach(async () => {
    db = await openMemoryDatabase({ migrate: true });
    clock = 1_700_000_000_000;
  });
  afterEach(() => db.close());

  it('creates a conversation on its first message and keeps it across a reload', async () => {
    const first = service();
    const { conversation, message } = await first.create(
      { role: 'user', content: 'How do rainbows form in the sky after rain?' },
      'llama3.2',
    );
    expect(conversation.id).toMatch(/^conv_\d+_[0-9a-z]+$/);
    expect(conversation).toMatchObject({
      title: 'How do rainbows form in the...',
      messageCount: 1,
      model: 'llama3.2',
    });
    await first.append(conversation.id, {
      role: 'assistant',
      content: 'Sunlight refracts in droplets.',
      thinking: 'Physics question.',
      model: 'llama3.2',
    });
    await first.setCurrentState({
      currentConversationId: conversation.id,
      selectedModel: 'llama3.2',
    });

    const reloaded = service();
    const [listed] = await reloaded.list();
    expect(listed).toMatchObject({
      id: conversation.id,
      messageCount: 2,
      lastMessage: 'Sunlight refracts in droplets.',
    });
    const messages = await reloaded.messages(conversation.id);
    expect(messages.map((m) => [m.role, m.content, m.thinking])).toEqual([
      ['user', 'How do rainbows form in the sky after rain?', ''],
      ['assistant', 'Sunlight refracts in droplets.', 'Physics question.'],
    ]);
    expect(messages[0]?.id).toBe(message.id);
    expect(await reloaded.currentState()).toMatchObject({
      currentConversationId: conversation.id,
      selectedModel: 'llama3.2',
    });
  });

  it('stores images with their messages', async () => {
    const s = service();
    const image = { name: 'cat.png', mimeType: 'image/png', base64: 'iVBORw0KGgo=', size: 8 };
    const { conversation } = await s.create(
      { role: 'user', content: '', images: [image] },
      'llava',
    );
    expect(conversation.title).toBe('Image');
    expect((await s.messages(conversation.id))[0]?.images).toEqual([image]);
  });

  it('lists newest first, searches titles and message text, deletes one or many', async () => {
    const s = service();
    const a = (await s.create({ role: 'user', content: 'Pasta recipe' }, 'm')).conversation;
    const b = (await s.create({ role: 'user', content: 'Travel plan' }, 'm')).conversation;
    const c = (await s.create({ role: 'user', content: 'Budget' }, 'm')).conversation;
    await s.append(a.id, { role: 'assistant', content: 'Boil water with 1% salt_content' });
    expect((await s.list()).map((x) => x.id)).toEqual([a.id, c.id, b.id]);
    expect((await s.search('TRAVEL')).map((x) => x.id)).toEqual([b.id]);
    expect((await s.search('boil')).map((x) => x.id)).toEqual([a.id]);
    expect((await s.search('1%')).map((x) => x.id)).toEqual([a.id]);
    expect((await s.search('%')).map((x) => x.id)).toEqual([a.id]);
    expect(await s.search('nothing like this')).toEqual([]);

    await s.setCurrentState({ currentConversationId: b.id });
    await s.delete([a.id, b.id]);
    expect((await s.list()).map((x) => x.id)).toEqual([c.id]);
    expect(await s.messages(a.id)).toEqual([]);
    expect((await s.currentState()).currentConversationId).toBeNull();
  });

  it('keeps at most 100 conversations and 500 messages each, dropping the oldest', async () => {
    const s = service({ conversations: 3, messagesPerConversation: 4 });
    const ids: string[] = [];
    for (const text of ['one', 'two', 'three', 'four']) {
      ids.push((await s.create({ role: 'user', content: text }, 'm')).conversation.id);
    }
    expect((await s.list()).map((x) => x.title)).toEqual(['four', 'three', 'two']);
    for (let i = 1; i <= 5; i++) await s.append(ids[3] ?? '', { role: 'user', content: `m${i}` });
    const kept = await s.messages(ids[3] ?? '');
    expect(kept.map((m) => m.content)).toEqual(['m2', 'm3', 'm4', 'm5']);
    expect((await s.get(ids[3] ?? ''))?.messageCount).toBe(4);
  });

  it('truncates from a message for edit and regenerate', async () => {
    const s = service();
    const { conversation, message } = await s.create({ role: 'user', content: 'Q1' }, 'm');
    await s.append(conversation.id, { role: 'assistant', content: 'A1' });
    const q2 = await s.append(conversation.id, { role: 'user', content: 'Q2' });
    await s.append(conversation.id, { role: 'assistant', content: 'A2' });
    await s.truncateFrom(conversation.id, q2.id);
    expect((await s.messages(conversation.id)).map((m) => m.content)).toEqual(['Q1', 'A1']);
    expect(await s.get(conversation.id)).toMatchObject({ messageCount: 2, lastMessage: 'A1' });
    await s.truncateFrom(conversation.id, message.id);
    expect(await s.messages(conversation.id)).toEqual([]);
  });

  it('keeps a reply notice apart from the text, and the preview on the latest text', async () => {
    const s = service();
    const { conversation } = await s.create({ role: 'user', content: 'Hello?' }, 'llama3.2');
    await s.append(conversation.id, { role: 'assistant', content: 'cancelled' });
    await s.append(conversation.id, {
      role: 'assistant',
      content: '',
      notice: ReplyNotice.cancelled,
    });
    const messages = await s.messages(conversation.id);
    expect(messages.map((m) => [m.content, m.notice])).toEqual([
      ['Hello?', null],
      // A model that answers with the notice's own word is still an answer.
      ['cancelled', null],
      ['', ReplyNotice.cancelled],
    ]);
    expect(await s.get(conversation.id)).toMatchObject({
      messageCount: 3,
      lastMessage: 'cancelled',
    });
  });

  it('exports a conversation as Markdown, with error codes otherwise', async () => {
    const s = service();
    const { conversation } = await s.create({ role: 'user', content: 'What is 2+2?' }, 'qwen3');
    await s.append(conversation.id, { role: 'assistant', content: '**4**', thinking: 'Add.' });
    const markdown = await s.exportMarkdown(conversation.id);
    expect(markdown).toMatch(/^# What is 2\+2\?\n\n- Model: qwen3\n- Created: \d{4}-/);
    expect(markdown).toContain('## User (');
    expect(markdown).toContain(
      '<details><summary>Thinking</summary>\n\n> Add.\n\n</details>\n\n**4**',
    );
    expect(exportFileName(conversation)).toMatch(/^what-is-2-2-\d{4}-\d{2}-\d{2}\.md$/);

    await expect(s.exportMarkdown('conv_missing')).rejects.toMatchObject({
      code: ChatNotice.conversationNotFound,
    });
    await s.truncateFrom(conversation.id, (await s.messages(conversation.id))[0]?.id ?? '');
    await expect(s.exportMarkdown(conversation.id)).rejects.toMatchObject({
      code: ChatNotice.noMessages,
    });
    await expect(s.append('conv_missing', { role: 'user', content: 'x' })).rejects.toMatchObject({
      code: ChatNotice.saveMessageFailed,
    });
  });
});
