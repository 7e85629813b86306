/**
 * A raw websocket to a relay's `/gun`, with no Gun at all: the attacker sends whatever frames it
 * likes and sees every reply.
 */
import WebSocket from 'ws';

export interface RawSocket {
  send(frame: string | Buffer): void;
  /** A put of one key, as Gun puts it on the wire; returns the message id. */
  put(soul: string, key: string, value: unknown, state?: number): string;
  /** Resolves with the reply to message `id`, or null after `timeoutMs`. */
  reply(id: string, timeoutMs?: number): Promise<{ err?: string; ok?: unknown } | null>;
  /** Resolves with the close code once the relay closes the connection (null if it is open). */
  closed(timeoutMs: number): Promise<number | null>;
  /** Stops reading what the relay sends, as a peer that lets the relay buffer for it. */
  stopReading(): void;
  close(): void;
}

type Reply = { '@'?: string; err?: string; ok?: unknown };

export function putFrame(id: string, soul: string, key: string, value: unknown, state: number) {
  return JSON.stringify({
    '#': id,
    put: { [soul]: { _: { '#': soul, '>': { [key]: state } }, [key]: value } },
  });
}

export interface RawSocketOptions {
  /**
   * The local address to connect from, e.g. `127.0.0.2`: Linux routes all of 127.0.0.0/8 to the
   * loopback interface, so a test can play several addresses against a relay on 127.0.0.1.
   */
  readonly from?: string;
}

/** A websocket to the relay's `/gun`, connecting. */
export const connectingSocket = (gunUrl: string, options: RawSocketOptions = {}): WebSocket =>
  new WebSocket(gunUrl.replace(/^http/, 'ws'), options.from ? { localAddress: options.from } : {});

/** Calls `listener` with each message the relay sends (frames that batch several are split). */
export function onMessages(socket: WebSocket, listener: (message: object) => void): void {
  socket.on('message', (data: Buffer) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.toString());
    } catch {
      return;
    }
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      if (typeof message === 'object' && message !== null) listener(message as object);
    }
  });
}

/** Resolves once `socket` is open; rejects if it cannot connect. */
export async function opened(socket: WebSocket): Promise<void> {
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
}

export async function openRawSocket(
  gunUrl: string,
  options: RawSocketOptions = {},
): Promise<RawSocket> {
  const socket = connectingSocket(gunUrl, options);
  const replies = new Map<string, Reply>();
  const waiters = new Map<string, (reply: Reply) => void>();
  let closeCode: number | null = null;
  const onClose: ((code: number) => void)[] = [];
  onMessages(socket, (message) => {
    const id = (message as Reply)['@'];
    if (typeof id !== 'string') return;
    const waiter = waiters.get(id);
    if (waiter) waiter(message);
    else replies.set(id, message);
  });
  socket.on('close', (code) => {
    closeCode = code;
    onClose.forEach((listener) => listener(code));
  });
  await opened(socket);
  let next = 0;
  const send = (frame: string | Buffer): void => {
    if (socket.readyState === WebSocket.OPEN) socket.send(frame);
  };
  return {
    send,
    put(soul, key, value, state = Date.now()) {
      const id = `raw${++next}${Math.random().toString(36).slice(2, 8)}`;
      send(putFrame(id, soul, key, value, state));
      return id;
    },
    reply: (id, timeoutMs = 3_000) =>
      new Promise((resolve) => {
        const early = replies.get(id);
        if (early) return resolve(early);
        const timer = setTimeout(() => {
          waiters.delete(id);
          resolve(null);
        }, timeoutMs);
        waiters.set(id, (reply) => {
          clearTimeout(timer);
          waiters.delete(id);
          resolve(reply);
        });
      }),
    closed: (timeoutMs) =>
      new Promise((resolve) => {
        if (closeCode !== null) return resolve(closeCode);
        const timer = setTimeout(() => resolve(null), timeoutMs);
        onClose.push((code) => {
          clearTimeout(timer);
          resolve(code);
        });
      }),
    stopReading: () => (socket as unknown as { _socket?: { pause(): void } })._socket?.pause(),
    close: () => socket.terminate(),
  };
}
