/**
 * A simulated Ollama server for tests and manual runs: the REST API of docs/api.md (tags, version,
 * ps, chat, generate, show, create, copy, delete, pull, push, embed, embeddings), NDJSON streams
 * with delays, thinking fields, `{error}` answers, slow and stalling pulls, and CORS. Images are
 * checked as Ollama checks them (base64, and only a vision model takes any) and each request's
 * images are logged with their format and size.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startTestServer, type TestServer } from '../http/test-server.ts';
import { embeddingFor, listEntry, showResponse } from './catalogue.ts';
import { handleCompletion } from './completions.ts';
import {
  CORS_HEADERS,
  isRecord,
  readJson,
  sendEmpty,
  sendError,
  sendJson,
  sendText,
  str,
} from './http-util.ts';
import type { ImageFacts } from './images.ts';
import { ServerState } from './state.ts';
import { handleCreate, handlePull, handlePush } from './transfers.ts';
import type { LoggedRequest, ModelServerOptions, ModelServerScript, ModelSpec } from './types.ts';

export type { ImageFacts } from './images.ts';
export type {
  LoggedRequest,
  ModelServerOptions,
  ModelServerScript,
  ModelSpec,
  ReplyScript,
} from './types.ts';
export { DEFAULT_MODELS } from './catalogue.ts';

export interface ModelServer extends TestServer<LoggedRequest> {
  /** Changes the script from now on (models replaces the installed list). */
  setScript(patch: Partial<ModelServerScript>): void;
  /** The installed models now (after create, copy, pull, delete). */
  models(): ModelSpec[];
}

const GET_ROUTES = new Set(['/api/tags', '/api/version', '/api/ps', '/']);
const POST_ROUTES = new Set([
  '/api/chat',
  '/api/generate',
  '/api/show',
  '/api/create',
  '/api/copy',
  '/api/pull',
  '/api/push',
  '/api/embed',
  '/api/embeddings',
]);

export async function startModelServer(options: ModelServerOptions = {}): Promise<ModelServer> {
  const { host = '127.0.0.1', port = 0, ...script } = options;
  const state = new ServerState(script);
  const server = await startTestServer<LoggedRequest>({
    name: 'model server',
    host,
    port,
    serve: (req, res, requests) => handle(state, req, res, logRequest(req, res, requests)),
  });
  return {
    ...server,
    setScript: (patch) => state.update(patch),
    models: () => state.all(),
  };
}

/**
 * Logs the request, the time of each streamed write, and whether its answer completed or the
 * client went away first.
 */
function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  requests: LoggedRequest[],
): { entry: LoggedRequest; setBody(body: unknown): void } {
  let settle: (outcome: 'completed' | 'aborted') => void = () => undefined;
  const settled = new Promise<'completed' | 'aborted'>((resolve) => (settle = resolve));
  const entry = {
    method: req.method ?? 'GET',
    path: new URL(req.url ?? '/', 'http://model.invalid').pathname,
    headers: req.headers,
    body: undefined as unknown,
    images: [] as LoggedRequest['images'],
    writes: [] as number[],
    outcome: 'pending' as LoggedRequest['outcome'],
    settled,
  };
  requests.push(entry);
  // Streams write line by line; one-piece answers go out through end() and are not counted.
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((...args: unknown[]) => {
    entry.writes.push(performance.timeOrigin + performance.now());
    return write(...args);
  }) as typeof res.write;
  res.once('close', () => {
    entry.outcome = res.writableFinished ? 'completed' : 'aborted';
    settle(entry.outcome);
  });
  return { entry, setBody: (body) => (entry.body = body) };
}

async function handle(
  state: ServerState,
  req: IncomingMessage,
  res: ServerResponse,
  log: { entry: LoggedRequest; setBody(body: unknown): void },
): Promise<void> {
  const { method, path } = log.entry;
  if (method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS);
    return void res.end();
  }
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readJson(req);
  log.setBody(body);
  const scripted = state.script.errors[path];
  if (scripted) return sendError(res, scripted.status, scripted.message);

  const known = GET_ROUTES.has(path) || POST_ROUTES.has(path) || path === '/api/delete';
  if (!known) return sendText(res, 404, '404 page not found');
  const allowed =
    (GET_ROUTES.has(path) && (method === 'GET' || method === 'HEAD')) ||
    (POST_ROUTES.has(path) && method === 'POST') ||
    (path === '/api/delete' && method === 'DELETE');
  if (!allowed) return sendText(res, 405, '405 method not allowed');
  if (method === 'POST' || method === 'DELETE') {
    if (!isRecord(body)) return sendError(res, 400, 'missing request body');
    return handleWithBody(state, path, body, res, (images) => log.entry.images.push(...images));
  }
  switch (path) {
    case '/':
      return sendText(res, 200, 'Ollama is running');
    case '/api/version':
      return sendJson(res, 200, { version: state.script.version });
    case '/api/ps':
      return sendJson(res, 200, { models: [] });
    default:
      return sendJson(res, 200, {
        models: state.all().map((spec) => listEntry(spec, state.modifiedAt(spec.name))),
      });
  }
}

async function handleWithBody(
  state: ServerState,
  path: string,
  body: Record<string, unknown>,
  res: ServerResponse,
  logImages: (images: readonly ImageFacts[]) => void,
): Promise<void> {
  const name = str(body['model']) || str(body['name']);
  switch (path) {
    case '/api/chat':
      return handleCompletion(state, 'chat', body, res, logImages);
    case '/api/generate':
      return handleCompletion(state, 'generate', body, res, logImages);
    case '/api/pull':
      return handlePull(state, body, res);
    case '/api/push':
      return handlePush(state, body, res);
    case '/api/create':
      return handleCreate(state, body, res);
    case '/api/copy':
      return copyModel(state, body, res);
  }
  if (!name) return sendError(res, 400, 'model is required');
  const model = state.find(name);
  if (!model) return sendError(res, 404, `model '${name}' not found`);
  switch (path) {
    case '/api/show':
      return sendJson(res, 200, showResponse(model, state.modifiedAt(model.name)));
    case '/api/delete':
      state.remove(name);
      return sendEmpty(res);
    case '/api/embeddings':
      return sendJson(res, 200, { embedding: embeddingFor(str(body['prompt'])) });
    default: {
      const input = body['input'];
      const texts = Array.isArray(input) ? input.map(str) : [str(input)];
      return sendJson(res, 200, {
        model: model.name,
        embeddings: texts.map((text) => embeddingFor(text)),
        total_duration: 14_143_917,
        load_duration: 1_019_500,
        prompt_eval_count: texts.reduce((n, text) => n + text.split(/\s+/).length, 0),
      });
    }
  }
}

function copyModel(state: ServerState, body: Record<string, unknown>, res: ServerResponse): void {
  const source = str(body['source']);
  const destination = str(body['destination']);
  if (!source || !destination) return sendError(res, 400, 'source and destination are required');
  const model = state.find(source);
  if (!model) return sendError(res, 404, `model '${source}' not found`);
  state.put({ ...model, name: destination });
  sendEmpty(res);
}
