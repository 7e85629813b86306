/**
 * The browser's WebSocket, as Gun should see it. Gun writes to a peer's socket without checking
 * that it is still open; a browser drops a frame written to a closing socket and logs an error,
 * while a throw makes Gun keep the frame in the peer's queue and send it when the peer says hi
 * again. A socket still connecting already throws, so this only extends that to closing sockets.
 */
export interface SocketClass {
  readonly OPEN: number;
  new (
    url: string | URL,
    protocols?: string | string[],
  ): {
    readonly readyState: number;
    send(data: string): void;
  };
}

export class SocketNotOpenError extends Error {
  constructor(readyState: number) {
    super(`socket not open (readyState ${readyState})`);
    this.name = 'SocketNotOpenError';
  }
}

export function sendingOnlyWhenOpen<Base extends SocketClass>(Socket: Base): Base {
  // A proxy rather than a subclass keeps the class's statics and its name as they are.
  return new Proxy(Socket, {
    construct(target, args: ConstructorParameters<SocketClass>) {
      const socket: InstanceType<SocketClass> = Reflect.construct(target, args);
      const send = socket.send.bind(socket);
      socket.send = (data) => {
        if (socket.readyState !== target.OPEN) throw new SocketNotOpenError(socket.readyState);
        send(data);
      };
      return socket;
    },
  });
}
