import type { SqlDatabase } from '../store/sql.ts';
import { Emitter } from '../util/emitter.ts';
import { AiSettingsStore, isObject } from './ai-settings-store.ts';
import { TemplateError, type TemplateErrorCode } from './ai-notices.ts';
import {
  BUILTIN_TEMPLATES,
  TEMPLATE_CATEGORIES,
  type MessageTemplate,
  type TemplateCategory,
} from './builtin-templates.ts';

export interface NewTemplate {
  title: string;
  description?: string;
  category?: TemplateCategory;
  /** Comma-separated, as typed. */
  tags?: string;
  content: string;
}

export type TemplateResult<T> = { ok: true; value: T } | { ok: false; error: TemplateErrorCode };

export const TEMPLATES_KEY = 'aiChatCustomTemplates';
export const TEMPLATE_SEARCH_DEBOUNCE_MS = 300;
export const TEMPLATE_PREVIEW_LENGTH = 200;

const isCategory = (value: unknown): value is TemplateCategory =>
  typeof value === 'string' && (TEMPLATE_CATEGORIES as readonly string[]).includes(value);

/** Comma-separated tags: trimmed, empties dropped. */
export const splitTags = (text: string): string[] =>
  text
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** A stored custom template, or null when it has no content (the spec drops those on load). */
function readStored(value: unknown): MessageTemplate | null {
  if (!isObject(value)) return null;
  const raw = value['content'];
  // Object content is kept as its JSON text.
  const content =
    typeof raw === 'string' ? raw : isObject(raw) || Array.isArray(raw) ? JSON.stringify(raw) : '';
  if (!content.trim() || typeof value['id'] !== 'string') return null;
  const text = (key: string) => (typeof value[key] === 'string' ? value[key] : '');
  const tags = value['tags'];
  return {
    id: value['id'],
    title: text('title'),
    description: text('description'),
    category: isCategory(value['category']) ? value['category'] : 'custom',
    tags: Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [],
    content,
    isCustom: true,
  };
}

/** Search (title, description, tags, content) and category, as the templates modal filters. */
export function filterTemplates(
  templates: readonly MessageTemplate[],
  query: { search?: string; category?: TemplateCategory },
): MessageTemplate[] {
  const needle = (query.search ?? '').trim().toLowerCase();
  const category = query.category ?? 'all';
  return templates.filter((t) => {
    if (category !== 'all' && t.category !== category) return false;
    if (!needle) return true;
    return [t.title, t.description, t.content, ...t.tags].some((field) =>
      field.toLowerCase().includes(needle),
    );
  });
}

export function templatePreview(content: string): string {
  const chars = Array.from(content);
  return chars.length > TEMPLATE_PREVIEW_LENGTH
    ? `${chars.slice(0, TEMPLATE_PREVIEW_LENGTH).join('')}...`
    : content;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  copy: '©',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Every HTML tag except `<think>` and `</think>`. */
export const stripTags = (text: string): string => text.replace(/<\/?(?!think>)[a-z][^<>]*>/gi, '');

/** The text a template puts in the input box: entities decoded, tags other than think removed. */
export function applyTemplate(template: unknown): TemplateResult<string> {
  if (!isObject(template) || !('content' in template))
    return { ok: false, error: TemplateError.invalid };
  const raw = template['content'];
  if (typeof raw !== 'string') return { ok: false, error: TemplateError.invalid };
  const text = stripTags(decodeEntities(raw)).trim();
  return text ? { ok: true, value: text } : { ok: false, error: TemplateError.empty };
}

/** Built-in and custom templates; custom ones are kept in ai_settings. */
export class TemplateService {
  readonly #store: AiSettingsStore;
  readonly #listeners = new Emitter<readonly MessageTemplate[]>('ai:templates');
  #custom: MessageTemplate[] = [];

  constructor(
    db: SqlDatabase,
    private readonly now: () => number = Date.now,
  ) {
    this.#store = new AiSettingsStore(db);
  }

  all(): MessageTemplate[] {
    return [...BUILTIN_TEMPLATES, ...this.#custom];
  }

  async load(): Promise<MessageTemplate[]> {
    const stored = await this.#store.get(TEMPLATES_KEY);
    this.#custom = (Array.isArray(stored) ? stored : [])
      .map(readStored)
      .filter((t): t is MessageTemplate => t !== null);
    this.#listeners.emit(this.all());
    return this.all();
  }

  async createCustom(input: NewTemplate): Promise<TemplateResult<MessageTemplate>> {
    const title = input.title.trim();
    if (!title) return { ok: false, error: TemplateError.titleRequired };
    if (!input.content.trim()) return { ok: false, error: TemplateError.contentRequired };
    let id = `custom-${this.now()}`;
    while (this.#custom.some((t) => t.id === id)) id = `${id}-1`;
    const template: MessageTemplate = {
      id,
      title,
      description: (input.description ?? '').trim(),
      category: input.category && input.category !== 'all' ? input.category : 'custom',
      tags: splitTags(input.tags ?? ''),
      content: input.content,
      isCustom: true,
    };
    await this.#save([...this.#custom, template]);
    return { ok: true, value: template };
  }

  /** Built-in templates cannot be deleted; false when nothing was removed. */
  async deleteCustom(id: string): Promise<boolean> {
    const kept = this.#custom.filter((t) => t.id !== id);
    if (kept.length === this.#custom.length) return false;
    await this.#save(kept);
    return true;
  }

  subscribe(listener: (templates: readonly MessageTemplate[]) => void): () => void {
    return this.#listeners.subscribe(listener);
  }

  async #save(custom: MessageTemplate[]): Promise<void> {
    await this.#store.set(TEMPLATES_KEY, custom);
    this.#custom = custom;
    this.#listeners.emit(this.all());
  }
}
