import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsNotice, TemplateError } from '../../src/core/ai/ai-notices.ts';
import { createAiServices } from '../../src/core/ai/ai-services.ts';
import { AiChatSettingsService, DEFAULT_CHAT_SETTINGS } from '../../src/core/ai/chat-settings.ts';
import { BUILTIN_TEMPLATES } from '../../src/core/ai/builtin-templates.ts';
import {
  applyTemplate,
  filterTemplates,
  TEMPLATES_KEY,
  templatePreview,
  TemplateService,
} from '../../src/core/ai/templates.ts';
import { openMemoryDatabase } from '../../src/core/store/node-sqlite.ts';
import type { SqlDatabase } from '../../src/core/store/sql.ts';

let db: SqlDatabase;
beforeEach(async () => {
  db = await openMemoryDatabase({ migrate: true });
});
afterEach(() => db.close());

describe('templates', () => {
  it('has the eight built-ins, with content in every category', () => {
    expect(BUILTIN_TEMPLATES.map((t) => t.title)).toEqual([
      'Code review',
      'Debug help',
      'Explain code',
      'Improve writing',
      'Data analysis',
      'Creative brainstorming',
      'Business analysis',
      'Learning helper',
    ]);
    for (const template of BUILTIN_TEMPLATES) {
      expect(applyTemplate(template)).toMatchObject({ ok: true });
      expect(template.content.length).toBeGreaterThan(150);
    }
  });

  it('filters by search and category', () => {
    const all = BUILTIN_TEMPLATES;
    expect(filterTemplates(all, { category: 'coding' }).map((t) => t.id)).toEqual([
      'code-review',
      'debug-help',
      'explain-code',
    ]);
    expect(filterTemplates(all, { search: 'SWOT' }).map((t) => t.id)).toEqual([
      'business-analysis',
    ]);
    expect(filterTemplates(all, { search: 'stack trace', category: 'writing' })).toEqual([]);
    expect(filterTemplates(all, { category: 'all' })).toHaveLength(8);
    expect(templatePreview('x'.repeat(250))).toBe(`${'x'.repeat(200)}...`);
  });

  it('applies: entities decoded, tags other than think stripped', () => {
    expect(
      applyTemplate({ content: '<b>Hi</b> &amp; &lt;think&gt;plan&lt;/think&gt; <i>now</i>&#33;' }),
    ).toEqual({ ok: true, value: 'Hi & <think>plan</think> now!' });
    expect(applyTemplate({ content: '<p> </p>&nbsp;' })).toEqual({
      ok: false,
      error: TemplateError.empty,
    });
    expect(applyTemplate(null)).toEqual({ ok: false, error: TemplateError.invalid });
    expect(applyTemplate({ content: 42 })).toEqual({ ok: false, error: TemplateError.invalid });
  });

  it('creates and deletes custom templates, kept across a reload', async () => {
    const service = new TemplateService(db, () => 1234);
    await service.load();
    expect(await service.createCustom({ title: ' ', content: 'x' })).toEqual({
      ok: false,
      error: TemplateError.titleRequired,
    });
    expect(await service.createCustom({ title: 'T', content: '  ' })).toEqual({
      ok: false,
      error: TemplateError.contentRequired,
    });
    const created = await service.createCustom({
      title: 'Standup',
      content: 'Yesterday / today / blockers',
      tags: ' daily, , team ',
    });
    expect(created).toMatchObject({
      ok: true,
      value: { id: 'custom-1234', category: 'custom', tags: ['daily', 'team'], isCustom: true },
    });
    const reloaded = new TemplateService(db);
    expect((await reloaded.load()).map((t) => t.id)).toContain('custom-1234');
    expect(await reloaded.deleteCustom('code-review')).toBe(false);
    expect(await reloaded.deleteCustom('custom-1234')).toBe(true);
    expect((await new TemplateService(db).load()).filter((t) => t.isCustom)).toEqual([]);
  });

  it('drops stored templates without content and keeps object content as JSON', async () => {
    const stored = [
      { id: 'custom-1', title: 'Empty', content: '' },
      { id: 'custom-2', title: 'Object', content: { steps: [1, 2] } },
    ];
    await db.run('INSERT INTO ai_settings (key, value) VALUES (?, ?)', [
      TEMPLATES_KEY,
      JSON.stringify(stored),
    ]);
    const custom = (await new TemplateService(db).load()).filter((t) => t.isCustom);
    expect(custom.map((t) => [t.id, t.content])).toEqual([['custom-2', '{"steps":[1,2]}']]);
  });
});

describe('chat settings', () => {
  it('defaults: stream off, temperature 0.7, local API URL', async () => {
    const settings = new AiChatSettingsService(db);
    expect(await settings.load()).toEqual(DEFAULT_CHAT_SETTINGS);
    expect(DEFAULT_CHAT_SETTINGS).toMatchObject({
      streamEnabled: false,
      temperature: 0.7,
      chatMode: 'chat',
      apiUrl: 'http://127.0.0.1:11434',
    });
  });

  it('saves changes, normalising temperature, and reloads them', async () => {
    const settings = new AiChatSettingsService(db);
    await settings.load();
    await settings.save({
      selectedModel: 'qwen3',
      chatMode: 'generate',
      temperature: 0.34,
      streamEnabled: true,
    });
    expect(settings.current.temperature).toBe(0.3);
    await settings.save({ temperature: 7 });
    const reloaded = new AiChatSettingsService(db);
    expect(await reloaded.load()).toMatchObject({
      selectedModel: 'qwen3',
      chatMode: 'generate',
      streamEnabled: true,
      temperature: 1,
    });
  });

  it('updates the API URL, with a notice code either way', async () => {
    const settings = new AiChatSettingsService(db);
    expect(await settings.setApiUrl('http://10.0.0.5:11434/')).toEqual({
      ok: true,
      notice: SettingsNotice.apiUrlUpdated,
    });
    expect(settings.current.apiUrl).toBe('http://10.0.0.5:11434');
    expect(await settings.setApiUrl('ftp://x')).toEqual({
      ok: false,
      notice: SettingsNotice.apiUrlFailed,
    });
    expect(await settings.setApiUrl('   ')).toEqual({
      ok: false,
      notice: SettingsNotice.apiUrlFailed,
    });
    expect((await new AiChatSettingsService(db).load()).apiUrl).toBe('http://10.0.0.5:11434');
  });
});

describe('loading the AI services', () => {
  it('reads the stored settings once per sign-in, and again after unload', async () => {
    const db = await openMemoryDatabase({ migrate: true });
    const ai = createAiServices({ db });
    const other = createAiServices({ db });
    await ai.load();
    await other.load();
    await other.settings.save({ apiUrl: 'http://192.0.2.7:11434' });

    // The core's read at sign-in and every screen's share one read.
    await ai.load();
    expect(ai.settings.current.apiUrl).toBe(DEFAULT_CHAT_SETTINGS.apiUrl);

    ai.unload();
    await ai.load();
    expect(ai.settings.current.apiUrl).toBe('http://192.0.2.7:11434');
    await db.close();
  });
});
