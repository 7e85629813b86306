/**
 * A test server for both image services the app talks to: a hosted inference endpoint
 * (`POST /{owner}/{model}`, see hosted-api.ts) and an AUTOMATIC1111-compatible `/sdapi/v1` (see
 * sd-api.ts), with CORS for the app's origin. Scriptable through `setScript`; every request is
 * logged for assertions.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startTestServer, type TestServer } from '../http/test-server.ts';
import { CORS_HEADERS, readJson, sendJson } from '../model-server/http-util.ts';
import { handleHosted } from './hosted-api.ts';
import { interrupt, sendModels, sendOptions, sendProgress, txt2img } from './sd-api.ts';
import { ServerState } from './state.ts';
import type { ImageServerScript, LoggedRequest } from './types.ts';

export type { ImageServerScript, LoggedRequest, SdModel } from './types.ts';
export { HOSTED_MODELS } from './state.ts';

export interface ImageServerOptions extends Partial<ImageServerScript> {
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
}

/** The hosted API URL and the Stable Diffusion URL at once. */
export interface ImageServer extends TestServer<LoggedRequest> {
  setScript(patch: Partial<ImageServerScript>): void;
  /** The checkpoint /sdapi/v1/options names. */
  checkpoint(): string;
}

const SD_GET: Readonly<Record<string, (state: ServerState, res: ServerResponse) => void>> = {
  '/sdapi/v1/options': sendOptions,
  '/sdapi/v1/sd-models': sendModels,
  '/sdapi/v1/progress': sendProgress,
};

/** `owner/name` of a hosted model path (`/owner/name`), or null. */
function hostedModelOf(path: string): string | null {
  const match = /^\/([^/]+)\/([^/]+)$/.exec(path);
  return match && match[1] !== 'sdapi'
    ? `${decodeURIComponent(match[1] ?? '')}/${decodeURIComponent(match[2] ?? '')}`
    : null;
}

async function handle(
  state: ServerState,
  req: IncomingMessage,
  res: ServerResponse,
  entry: LoggedRequest,
): Promise<void> {
  const { method, path } = entry;
  if (method === 'OPTIONS') {
    res.writeHead(204, CORS_HEADERS);
    return void res.end();
  }
  if (method === 'POST') entry.body = await readJson(req);
  const scripted = state.script.errors[path];
  if (scripted) return sendJson(res, scripted.status, scripted.body);
  const get = SD_GET[path];
  if (get && method === 'GET') return get(state, res);
  if (method === 'POST' && path === '/sdapi/v1/txt2img') return txt2img(state, entry.body, res);
  if (method === 'POST' && path === '/sdapi/v1/interrupt') return interrupt(state, res);
  const model = hostedModelOf(path);
  if (model && method === 'POST') {
    return handleHosted(state, model, req.headers.authorization, entry.body, res);
  }
  // FastAPI's answer for an unknown route.
  sendJson(res, 404, { detail: 'Not Found' });
}

export async function startImageServer(options: ImageServerOptions = {}): Promise<ImageServer> {
  const { host = '127.0.0.1', port = 0, ...script } = options;
  const state = new ServerState(script);
  const server = await startTestServer<LoggedRequest>({
    name: 'image server',
    host,
    port,
    serve: (req, res, requests) => {
      const entry: LoggedRequest = {
        method: req.method ?? 'GET',
        path: new URL(req.url ?? '/', 'http://image.invalid').pathname,
        headers: req.headers,
        body: undefined,
      };
      requests.push(entry);
      return handle(state, req, res, entry);
    },
  });
  return {
    ...server,
    setScript: (patch) => state.update(patch),
    checkpoint: () => state.checkpoint,
  };
}
