import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { SocketNotOpenError, sendingOnlyWhenOpen } from './open-socket.ts';

describe('sendingOnlyWhenOpen', () => {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const received: string[] = [];
  server.on('connection', (socket) =>
    socket.on('message', (data: Buffer) => received.push(data.toString())),
  );
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  const Socket = sendingOnlyWhenOpen(WebSocket);
  const url = () => `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;

  it('sends on an open socket and throws, so the frame can be kept, while connecting or closing', async () => {
    const socket = new Socket(url());
    expect(() => socket.send('too early')).toThrow(SocketNotOpenError);
    await once(socket, 'open');
    socket.send('while open');
    await expect.poll(() => received).toEqual(['while open']);

    socket.close();
    expect(socket.readyState).toBe(WebSocket.CLOSING);
    expect(() => socket.send('while closing')).toThrow(SocketNotOpenError);
    await once(socket, 'close');
    expect(() => socket.send('after close')).toThrow(SocketNotOpenError);
    expect(received).toEqual(['while open']);
  });

  it('keeps the class statics Gun and the app read', () => {
    expect(Socket.OPEN).toBe(WebSocket.OPEN);
    expect(Socket.CLOSING).toBe(WebSocket.CLOSING);
  });
});
