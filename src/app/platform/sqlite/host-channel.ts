import type { HostReply, HostRequest } from './protocol.ts';
import { deserializeError } from './wire-errors.ts';

type HostRequestBody = { op: 'load-snapshot' } | { op: 'save-snapshot'; base64: string };

/** The worker's side of its requests to the main thread (localStorage lives only there). */
export class HostChannel {
  private nextId = 1;
  private readonly pending = new Map<
    number,
    { resolve: (value: string | null) => void; reject: (error: Error) => void }
  >();

  constructor(private readonly post: (request: HostRequest) => void) {}

  request(body: HostRequestBody): Promise<string | null> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.post({ kind: 'host', id, ...body });
    });
  }

  settle(reply: HostReply): void {
    const waiter = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (!waiter) return;
    if (reply.ok) waiter.resolve(reply.value);
    else waiter.reject(deserializeError(reply.error));
  }
}
