/**
 * The relay's optional AI proxy: `/ai/api/{tags,chat,generate,show}` forwarded to a model server
 * for clients holding the access token. Everything else under `/ai` is refused. Streams pass
 * through chunk by chunk, and a client that goes away aborts the upstream request.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';

export interface AiProxyConfig {
  /** The model server, e.g. `http://127.0.0.1:11434`. */
  readonly upstream: string;
  readonly token: string;
}

export type AiProxyHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => void;

export const AI_PROXY_PREFIX = '/ai';
export const DEFAULT_AI_UPSTREAM = 'http://127.0.0.1:11434';
export const MIN_AI_TOKEN_LENGTH = 16;

/** The only model-server calls a relay forwards, with their methods. */
const ALLOWED: Readonly<Record<string, 'GET' | 'POST'>> = {
  '/api/tags': 'GET',
  '/api/chat': 'POST',
  '/api/generate': 'POST',
  '/api/show': 'POST',
};

/** Chat requests carry base64 images; anything larger is refused. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;
/** A model loading or thinking may stay silent for a while; this long without bytes ends it. */
const UPSTREAM_IDLE_MS = 5 * 60_000;
/** Headers passed on in each direction; authorization, cookies and origin stay here. */
const REQUEST_HEADERS = ['content-type', 'content-length', 'accept', 'user-agent'];
const RESPONSE_HEADERS = ['content-type', 'content-length'];

const CORS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, User-Agent',
  'Access-Control-Max-Age': '600',
};

function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  const body = JSON.stringify({ error: message });
  res.writeHead(status, {
    ...CORS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(body);
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();

/** Compares fixed-length digests, so the time taken says nothing about the token. */
function tokenMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return timingSafeEqual(digest(match?.[1] ?? ''), expected);
}

export function createAiProxy(config: AiProxyConfig): AiProxyHandler {
  const expected = digest(config.token);
  const upstream = new URL(config.upstream);
  const basePath = upstream.pathname.replace(/\/+$/, '');
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;

  return (req, res, pathname) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return void res.end();
    }
    if (!tokenMatches(req.headers.authorization, expected)) {
      return sendError(res, 401, 'Missing or invalid access token', {
        'WWW-Authenticate': 'Bearer realm="meshtalk-ai"',
      });
    }
    const path = pathname.slice(AI_PROXY_PREFIX.length);
    if (!path.startsWith('/api/')) return sendError(res, 404, 'Not found');
    const method = ALLOWED[path];
    if (!method) return sendError(res, 403, `This relay does not forward ${path}`);
    if (req.method !== method) {
      return sendError(res, 405, 'Method not allowed', { Allow: `${method}, OPTIONS` });
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) return sendError(res, 413, 'Request body too large');

    const headers: Record<string, string> = {};
    for (const name of REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const outgoing = send(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname.replace(/^\[|\]$/g, ''),
        port: upstream.port || undefined,
        // Only the allow-listed path itself goes upstream, never the client's query.
        path: `${basePath}${path}`,
        method,
        headers,
      },
      (answer) => {
        const passed: Record<string, string> = {
          ...CORS,
          'Cache-Control': 'no-store',
          'X-Accel-Buffering': 'no',
        };
        for (const name of RESPONSE_HEADERS) {
          const value = answer.headers[name];
          if (typeof value === 'string') passed[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, passed);
        res.flushHeaders();
        res.socket?.setNoDelay(true);
        answer.pipe(res);
        answer.once('error', () => res.destroy());
      },
    );
    let refused = false;
    outgoing.setTimeout(UPSTREAM_IDLE_MS, () => outgoing.destroy(new Error('upstream timed out')));
    outgoing.once('error', (error) => {
      if (refused) return;
      if (res.headersSent) return void res.destroy();
      const timedOut = error.message === 'upstream timed out';
      sendError(
        res,
        timedOut ? 504 : 502,
        timedOut ? 'AI service timed out' : 'AI service unreachable',
      );
    });
    // The client left (stop button, closed tab): stop the model's work too.
    res.once('close', () => {
      if (!res.writableFinished) outgoing.destroy();
    });

    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES && !refused) {
        refused = true;
        req.unpipe(outgoing);
        outgoing.destroy();
        if (!res.headersSent) sendError(res, 413, 'Request body too large');
      }
    });
    req.pipe(outgoing);
  };
}
