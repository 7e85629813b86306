/**
 * Websockets that leave from a given loopback address (all of 127.0.0.0/8 is this machine's), so a
 * relay tells simulated users apart by address as it tells apart users on other machines: its
 * budgets and its fair queue are per address.
 */
import { WebSocket } from 'ws';
import type { SocketClass } from '../../src/core/net/open-socket.ts';

export function socketsFrom(address: string): SocketClass {
  return class FromAddress extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { localAddress: address });
    }
  };
}

/** Simulated user `user`'s own address, 127.1.x.y (the abuser's is 127.0.0.2). */
export const userAddress = (user: number): string =>
  `127.1.${Math.floor(user / 250)}.${(user % 250) + 1}`;
