import type { ModelSpec, Replies, ReplyRequest, ReplyScript } from './types.ts';

/** Word-sized chunks the way a model streams tokens: each word with its trailing space. */
export function chunkText(text: string | readonly string[] | undefined): string[] {
  if (text === undefined) return [];
  if (typeof text !== 'string') return [...text];
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function defaultReply(request: ReplyRequest): ReplyScript {
  const said = request.prompt.trim() || '(nothing)';
  const seen = request.images > 0 ? `I see ${request.images} image(s). ` : '';
  return {
    content: `${seen}You said: ${said}`,
    thinking: `The user wrote "${said}". A short, friendly answer fits.`,
  };
}

/** The script for one request: an exact prompt or model match first, then the default echo. */
export function resolveReply(replies: Replies, request: ReplyRequest): ReplyScript {
  let found: ReplyScript | string | undefined;
  if (typeof replies === 'function') found = replies(request);
  else found = replies[request.prompt] ?? replies[request.model.name] ?? replies['*'];
  if (found === undefined) return defaultReply(request);
  return typeof found === 'string' ? { content: found } : found;
}

function wantsThinking(model: ModelSpec, script: ReplyScript, request: ReplyRequest): boolean {
  if (request.think === false) return false;
  if (model.thinks === 'tags' || model.thinks === 'field-always') return true;
  if (model.thinks === 'field') return Boolean(request.think);
  return script.thinking !== undefined && Boolean(request.think);
}

export interface PlannedChunk {
  readonly content: string;
  readonly thinking: string;
}

/**
 * The chunks of one reply in order. Thinking goes into its own field, or between `<think>` tags
 * in the content for a model that reasons inline.
 */
export function planChunks(
  model: ModelSpec,
  script: ReplyScript,
  request: ReplyRequest,
): PlannedChunk[] {
  const thinking = wantsThinking(model, script, request) ? chunkText(script.thinking) : [];
  const content = chunkText(script.content);
  if (model.thinks === 'tags' && thinking.length > 0) {
    return ['<think>', ...thinking, '</think>', '\n\n', ...content].map((text) => ({
      content: text,
      thinking: '',
    }));
  }
  return [
    ...thinking.map((text) => ({ content: '', thinking: text })),
    ...content.map((text) => ({ content: text, thinking: '' })),
  ];
}
