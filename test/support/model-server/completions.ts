/** POST /api/chat and /api/generate, streamed as NDJSON or answered in one JSON object. */
import type { ServerResponse } from 'node:http';
import {
  isRecord,
  NdjsonStream,
  nowIso,
  sendError,
  sendJson,
  str,
  waitUnlessClosed,
} from './http-util.ts';
import { imageFacts, type ImageFacts } from './images.ts';
import { planChunks, resolveReply } from './replies.ts';
import type { ServerState } from './state.ts';
import type { ModelSpec, ReplyRequest } from './types.ts';

type Endpoint = 'chat' | 'generate';

interface ChatMessageIn {
  role: string;
  content: string;
  images?: string[];
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Go's base64 decoder message, which is what Ollama answers for a broken image. */
function checkImages(images: unknown): string | null {
  if (images === undefined || images === null) return null;
  if (!Array.isArray(images)) return 'images must be an array of base64 strings';
  for (const image of images) {
    if (typeof image !== 'string' || image.length % 4 !== 0 || !BASE64.test(image)) {
      const at = typeof image === 'string' ? Math.max(0, image.search(/[^A-Za-z0-9+/=]/)) : 0;
      return `illegal base64 data at input byte ${at}`;
    }
  }
  return null;
}

function readMessages(body: Record<string, unknown>): ChatMessageIn[] | string {
  const raw = body['messages'] ?? [];
  if (!Array.isArray(raw)) return 'messages must be an array';
  const messages: ChatMessageIn[] = [];
  for (const entry of raw) {
    if (!isRecord(entry)) return 'invalid message';
    const problem = checkImages(entry['images']);
    if (problem) return problem;
    const images = Array.isArray(entry['images']) ? (entry['images'] as string[]) : undefined;
    messages.push({
      role: str(entry['role']),
      content: str(entry['content']),
      ...(images ? { images } : {}),
    });
  }
  return messages;
}

function stats(startedNs: bigint, promptTokens: number, evalTokens: number) {
  const total = Number(process.hrtime.bigint() - startedNs);
  return {
    total_duration: total,
    load_duration: Math.round(total * 0.05),
    prompt_eval_count: promptTokens,
    prompt_eval_duration: Math.round(total * 0.15),
    eval_count: evalTokens,
    eval_duration: Math.round(total * 0.8),
  };
}

function findModel(state: ServerState, res: ServerResponse, body: Record<string, unknown>) {
  const name = str(body['model']);
  if (!name) return void sendError(res, 400, 'model is required');
  const model = state.find(name);
  if (!model) return void sendError(res, 404, `model "${name}" not found, try pulling it first`);
  return model;
}

/** What Ollama's runner answers when images reach a model without a vision projector. */
export const NO_VISION_ERROR = 'this model is missing data required for image input';

/**
 * Answers a completion; `logImages` is handed what the request's images are before the model
 * sees them, as Ollama's debug log notes each image it decodes.
 */
export async function handleCompletion(
  state: ServerState,
  endpoint: Endpoint,
  body: Record<string, unknown>,
  res: ServerResponse,
  logImages: (images: readonly ImageFacts[]) => void = () => undefined,
): Promise<void> {
  const model = findModel(state, res, body);
  if (!model) return;
  if (model.embedding) return sendError(res, 400, `"${model.name}" does not support ${endpoint}`);
  const messages = endpoint === 'chat' ? readMessages(body) : [];
  if (typeof messages === 'string') return sendError(res, 400, messages);
  const imageProblem = endpoint === 'generate' ? checkImages(body['images']) : null;
  if (imageProblem) return sendError(res, 400, imageProblem);

  const sentImages =
    endpoint === 'chat'
      ? messages.flatMap((m) => m.images ?? [])
      : Array.isArray(body['images'])
        ? (body['images'] as string[])
        : [];
  const facts = sentImages.map(imageFacts);
  logImages(facts);
  if (facts.length > 0 && !model.vision) return sendError(res, 500, NO_VISION_ERROR);

  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  const prompt = endpoint === 'chat' ? (lastUser?.content ?? '') : str(body['prompt']);
  const think = body['think'];
  const request: ReplyRequest = {
    endpoint,
    model,
    prompt,
    messages,
    images: facts.length,
    imageFacts: facts,
    think: typeof think === 'boolean' || typeof think === 'string' ? think : undefined,
    options: isRecord(body['options']) ? body['options'] : {},
  };
  const stream = body['stream'] !== false;
  const started = process.hrtime.bigint();
  const shape = (content: string, thinking: string) => piece(endpoint, model, content, thinking);

  // An empty conversation or prompt only loads the model.
  if ((endpoint === 'chat' && messages.length === 0) || (endpoint === 'generate' && !prompt)) {
    return sendJson(res, 200, { ...shape('', ''), done: true, done_reason: 'load' });
  }
  const script = resolveReply(state.script.replies, request);
  if (script.error) return sendError(res, script.error.status, script.error.message);
  const chunks = planChunks(model, script, request);
  const promptTokens = messages.length * 12 + prompt.split(/\s+/).length;
  const final = () => ({
    ...shape('', ''),
    done: true,
    done_reason: script.doneReason ?? 'stop',
    ...(endpoint === 'generate' ? { context: [1, 2, 3] } : {}),
    ...stats(started, promptTokens, chunks.length),
  });

  const delay = script.chunkDelayMs ?? state.script.chunkDelayMs;
  if (!stream) {
    // The whole answer takes as long as its chunks would have.
    if (!(await waitUnlessClosed(res, delay * chunks.length))) return;
    const content = chunks.map((c) => c.content).join('');
    const thinking = chunks.map((c) => c.thinking).join('');
    return sendJson(res, 200, { ...final(), ...shape(content, thinking) });
  }
  const out = new NdjsonStream(res);
  for (const [index, chunk] of chunks.entries()) {
    if (script.stallAfterChunks !== undefined && index >= script.stallAfterChunks) {
      return out.stall();
    }
    if (script.errorAfterChunks !== undefined && index >= script.errorAfterChunks) {
      await out.send({ error: 'an error was encountered while running the model' }, delay);
      return out.end();
    }
    if (!(await out.send({ ...shape(chunk.content, chunk.thinking), done: false }, delay))) return;
  }
  if (!script.omitDone) await out.send(final(), delay);
  out.end();
}

/** One chunk's fields: chat puts text in `message`, generate in `response` and `thinking`. */
function piece(endpoint: Endpoint, model: ModelSpec, content: string, thinking: string) {
  const base = { model: model.name, created_at: nowIso() };
  if (endpoint === 'chat') {
    return {
      ...base,
      message: { role: 'assistant', content, ...(thinking ? { thinking } : {}) },
    };
  }
  return { ...base, response: content, ...(thinking ? { thinking } : {}) };
}
