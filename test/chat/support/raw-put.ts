/**
 * A put sent straight to the relays, skipping the client's own SEA checks, as a modified
 * (attacker's) client could; resolves with the relay's reply, or null if none came in time.
 */
import type { GunClient, GunPutValue } from '../../../src/core/net/gun.ts';

interface RootContext {
  on(event: 'in', listener: (this: { to: { next(msg: unknown): void } }, msg: Reply) => void): void;
  opt: { mesh: { say(msg: unknown): void } };
}

interface Reply {
  '@'?: string;
  err?: string;
  ok?: unknown;
}

const waiters = new WeakMap<GunClient, Map<string, (reply: Reply) => void>>();

function repliesOf(gun: GunClient): Map<string, (reply: Reply) => void> {
  let map = waiters.get(gun);
  if (map) return map;
  const created = new Map<string, (reply: Reply) => void>();
  (gun as unknown as { _: RootContext })._.on('in', function (msg) {
    this.to.next(msg);
    const id = msg['@'];
    const waiter = id === undefined ? undefined : created.get(id);
    if (id === undefined || !waiter) return;
    created.delete(id);
    waiter(msg);
  });
  waiters.set(gun, (map = created));
  return map;
}

export function rawPut(
  gun: GunClient,
  soul: string,
  key: string,
  value: GunPutValue,
  timeoutMs = 3_000,
): Promise<{ err?: string } | null> {
  const replies = repliesOf(gun);
  const id = Math.random().toString(36).slice(2);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      replies.delete(id);
      resolve(null);
    }, timeoutMs);
    replies.set(id, (reply) => {
      clearTimeout(timer);
      resolve(reply.err === undefined ? {} : { err: String(reply.err) });
    });
    const node = { _: { '#': soul, '>': { [key]: Date.now() } }, [key]: value };
    (gun as unknown as { _: RootContext })._.opt.mesh.say({ '#': id, put: { [soul]: node } });
  });
}
