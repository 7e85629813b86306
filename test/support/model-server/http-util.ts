import type { IncomingMessage, ServerResponse } from 'node:http';

/** Permissive CORS: ollama/browser sends JSON headers even on GET, so every call is preflighted. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS, HEAD',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, Accept, User-Agent, X-Requested-With',
  'Access-Control-Max-Age': '600',
};

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
  });
  res.end(body);
}

/** Ollama's error shape: `{"error": "..."}` with a meaningful status. */
export const sendError = (res: ServerResponse, status: number, message: string): void =>
  sendJson(res, status, { error: message });

/** An empty 200, as /api/copy and /api/delete answer. */
export function sendEmpty(res: ServerResponse, status = 200): void {
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Length': '0' });
  res.end();
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

const MAX_BODY_BYTES = 64 * 1024 * 1024;

export class BadBody extends Error {}

/** The request's JSON body; undefined when there is none. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BadBody('request body too large');
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadBody('invalid character in request body');
  }
}

/**
 * One NDJSON answer. Every send waits its delay first and does nothing once the client has gone,
 * so a closed connection stops the simulated work at once.
 */
export class NdjsonStream {
  #closed = false;
  readonly #gone: Promise<void>;
  #lines = 0;

  constructor(private readonly res: ServerResponse) {
    res.writeHead(200, { ...CORS_HEADERS, 'Content-Type': 'application/x-ndjson' });
    res.flushHeaders();
    this.#gone = new Promise((resolve) =>
      res.once('close', () => {
        this.#closed = true;
        resolve();
      }),
    );
  }

  get closed(): boolean {
    return this.#closed;
  }

  get lines(): number {
    return this.#lines;
  }

  async send(value: unknown, delayMs = 0): Promise<boolean> {
    if (delayMs > 0 && !this.#closed) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        new Promise((resolve) => (timer = setTimeout(resolve, delayMs))),
        this.#gone,
      ]);
      clearTimeout(timer);
    }
    if (this.#closed) return false;
    this.res.write(`${JSON.stringify(value)}\n`);
    this.#lines += 1;
    return true;
  }

  /** Sends nothing more and keeps the connection open until the client gives up. */
  stall(): Promise<void> {
    return this.#gone;
  }

  end(): void {
    if (!this.#closed) this.res.end();
  }
}

/** Waits `ms` like a model working on an answer; false if the client left meanwhile. */
export async function waitUnlessClosed(res: ServerResponse, ms: number): Promise<boolean> {
  if (ms <= 0) return !res.destroyed;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const closed = await Promise.race([
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
    new Promise<boolean>((resolve) => res.once('close', () => resolve(true))),
  ]);
  clearTimeout(timer);
  return !closed && !res.destroyed;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const str = (value: unknown): string => (typeof value === 'string' ? value : '');

export const nowIso = (): string => new Date().toISOString();
