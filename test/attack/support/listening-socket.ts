/**
 * A raw websocket to a relay's `/gun` that keeps every message the relay sends it: what a plain
 * client connected to a relay gets to see.
 */
import { connectingSocket, onMessages, opened } from './raw-socket.ts';

export type WireMessage = Record<string, unknown>;

export interface ListeningSocket {
  send(message: WireMessage): void;
  /** Every message heard so far, in order (frames that batch several are split). */
  heard(): readonly WireMessage[];
  /** Resolves with the first message (heard before or after) that `matches`; rejects on time-out. */
  waitFor(matches: (message: WireMessage) => boolean, timeoutMs?: number): Promise<WireMessage>;
  /** Asks for a node and resolves with the relay's first answer. */
  read(soul: string, timeoutMs?: number): Promise<WireMessage>;
  close(): void;
}

export async function openListeningSocket(gunUrl: string): Promise<ListeningSocket> {
  const socket = connectingSocket(gunUrl);
  const heard: WireMessage[] = [];
  const listeners = new Set<(message: WireMessage) => void>();
  onMessages(socket, (message) => {
    heard.push(message as WireMessage);
    listeners.forEach((listener) => listener(message as WireMessage));
  });
  await opened(socket);

  const waitFor = (matches: (message: WireMessage) => boolean, timeoutMs = 5_000) =>
    new Promise<WireMessage>((resolve, reject) => {
      const early = heard.find(matches);
      if (early) return resolve(early);
      const listener = (message: WireMessage): void => {
        if (!matches(message)) return;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(message);
      };
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error('no such message from the relay in time'));
      }, timeoutMs);
      listeners.add(listener);
    });
  const send = (message: WireMessage): void => socket.send(JSON.stringify(message));
  let next = 0;
  return {
    send,
    heard: () => heard,
    waitFor,
    read: (soul, timeoutMs) => {
      const id = `read${++next}${Math.random().toString(36).slice(2, 8)}`;
      send({ '#': id, get: { '#': soul } });
      return waitFor((message) => message['@'] === id, timeoutMs);
    },
    close: () => socket.terminate(),
  };
}

/** Listening sockets opened as a test needs them, all closed at once when it is done. */
export function listeningSockets(): {
  open(gunUrl: string): Promise<ListeningSocket>;
  closeAll(): void;
} {
  const opened: ListeningSocket[] = [];
  return {
    async open(gunUrl) {
      const socket = await openListeningSocket(gunUrl);
      opened.push(socket);
      return socket;
    },
    closeAll: () => opened.splice(0).forEach((socket) => socket.close()),
  };
}
