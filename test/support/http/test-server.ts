/**
 * What the test servers of the services the product talks to (the model server, the image
 * server) share: listening on a free loopback port, a log of the requests they answered, waiting
 * for one, and closing with every connection, stalled streams too.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Emitter } from '../../../src/core/util/emitter.ts';
import { BadBody, sendError } from '../model-server/http-util.ts';

export interface TestServer<Logged> {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  readonly port: number;
  /** Every request so far, oldest first (OPTIONS preflights included). */
  readonly requests: Logged[];
  /** Forgets the logged requests (between tests). */
  clearRequests(): void;
  /** The most recent request to `path` other than a preflight, waiting up to `timeoutMs` for one. */
  waitForRequest(path: string, timeoutMs?: number): Promise<Logged>;
  /** Closes every connection and stops listening. */
  close(): Promise<void>;
}

export interface TestServerOptions<Logged> {
  /** Names the server in its error log. */
  readonly name: string;
  readonly host: string;
  /** 0 picks a free port. */
  readonly port: number;
  /** Answers one request, after adding its entry to `requests`. A `BadBody` throw answers 400. */
  readonly serve: (req: IncomingMessage, res: ServerResponse, requests: Logged[]) => Promise<void>;
}

export async function startTestServer<
  Logged extends { readonly method: string; readonly path: string },
>(options: TestServerOptions<Logged>): Promise<TestServer<Logged>> {
  const requests: Logged[] = [];
  const sockets = new Set<Socket>();
  // Waiting for a request is told by each request, never polled.
  const arrived = new Emitter<void>('test server requests');
  const server = createServer((req, res) => {
    const answered = options.serve(req, res, requests);
    // `serve` logs the request before its first await.
    arrived.emit();
    answered.catch((error: unknown) => {
      if (error instanceof BadBody) return sendError(res, 400, error.message);
      console.error(`${options.name}: request failed`, error);
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
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    port,
    requests,
    clearRequests: () => void requests.splice(0),
    waitForRequest: (path, timeoutMs = 5000) =>
      new Promise<Logged>((resolve, reject) => {
        const latest = () => requests.findLast((r) => r.path === path && r.method !== 'OPTIONS');
        const found = latest();
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no request to ${path} within ${timeoutMs} ms`));
        }, timeoutMs);
        const stop = arrived.subscribe(() => {
          const next = latest();
          if (!next) return;
          clearTimeout(timer);
          stop();
          resolve(next);
        });
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

/** Flags of a test server's command line: `--name value` or `--name=value`. */
export function readFlags(argv: readonly string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i] ?? '');
    if (!match?.[1]) throw new Error(`Unknown argument "${argv[i] ?? ''}"`);
    flags.set(match[1], match[2] ?? argv[++i] ?? '');
  }
  return flags;
}

export function numberFlag(flags: Map<string, string>, name: string, fallback: number): number {
  const text = flags.get(name);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`--${name} needs a number, got "${text}"`);
  }
  return value;
}

/** Runs a test server from the command line until SIGINT or SIGTERM. */
export function runUntilStopped(
  name: string,
  start: () => Promise<{ close(): Promise<void> }>,
): void {
  start().then(
    (server) => {
      const stop = (): void => {
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(`${name} failed to start:`, error);
      process.exit(1);
    },
  );
}
