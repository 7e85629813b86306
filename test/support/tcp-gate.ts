/**
 * A TCP gate in front of a port on this machine, for tests that decide when a link comes up: while
 * open it passes connections (websockets included) through to the target; closing it drops every
 * connection through it and refuses new ones until it opens again.
 */
import net from 'node:net';

export interface TcpGate {
  /** `http://127.0.0.1:<port>`, the gate's own address. */
  readonly url: string;
  open(): void;
  /** Drops the connections through the gate and refuses new ones. */
  close(): void;
  dispose(): Promise<void>;
}

export async function startTcpGate(targetPort: number): Promise<TcpGate> {
  let isOpen = true;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket): void => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (!isOpen) {
      client.destroy();
      return;
    }
    const target = net.connect(targetPort, '127.0.0.1');
    track(target);
    client.pipe(target);
    target.pipe(client);
    client.once('close', () => target.destroy());
    target.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    open: () => {
      isOpen = true;
    },
    close: () => {
      isOpen = false;
      for (const socket of sockets) socket.destroy();
    },
    dispose: async () => {
      isOpen = false;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
