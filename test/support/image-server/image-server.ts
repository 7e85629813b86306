/**
 * A test server for both image services the app talks to: a hosted inference endpoint
 * (`POST /{owner}/{model}`, see hosted-api.ts) and an AUTOMATIC1111-compatible `/sdapi/v1` (see
 * sd-api.ts), with CORS for the app's origin. Scriptable through `setScript`; every request is
 * logged for assertions.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { BadBody, CORS_HEADERS, readJson, sendError, sendJson } from '../model-server/http-util.ts';
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

export interface ImageServer {
  /** `http://127.0.0.1:<port>`: the hosted API URL and the Stable Diffusion URL at once. */
  readonly url: string;
  readonly port: number;
  /** Every request so far, oldest first (OPTIONS preflights included). */
  readonly requests: LoggedRequest[];
  setScript(patch: Partial<ImageServerScript>): void;
  /** The checkpoint /sdapi/v1/options names. */
  checkpoint(): string;
  clearRequests(): void;
  /** The most recent request to `path` (e.g. `/sdapi/v1/txt2img`), waiting up to `timeoutMs`. */
  waitForRequest(path: string, timeoutMs?: number): Promise<LoggedRequest>;
  close(): Promise<void>;
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
  const requests: LoggedRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const entry: LoggedRequest = {
      method: req.method ?? 'GET',
      path: new URL(req.url ?? '/', 'http://image.invalid').pathname,
      headers: req.headers,
      body: undefined,
    };
    requests.push(entry);
    handle(state, req, res, entry).catch((error: unknown) => {
      if (error instanceof BadBody) return sendError(res, 400, error.message);
      console.error('image server: request failed', error);
      if (!res.headersSent) sendError(res, 500, String(error));
      else res.destroy();
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
    port: actualPort,
    requests,
    setScript: (patch) => state.update(patch),
    checkpoint: () => state.checkpoint,
    clearRequests: () => void requests.splice(0),
    waitForRequest: async (path, timeoutMs = 5000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = requests.findLast((r) => r.path === path && r.method !== 'OPTIONS');
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no request to ${path} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
