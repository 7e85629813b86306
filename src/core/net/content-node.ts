/**
 * Content-addressed nodes (PROTOCOL.md "Building blocks"): under a soul that contains `#`, every
 * Gun peer, relays included, accepts a value only at the key that is its own SHA-256, so anyone
 * can add a value but nobody can change or delete one. Letter inboxes and room rosters are such
 * nodes.
 */
import { OfflineError, PutRefusedError, SendTimeoutError } from '../graph/graph.ts';
import { contentKey } from '../protocol/content-address.ts';
import { TimeoutError, withTimeout } from '../util/async.ts';
import { ASK_AGAIN_MS } from './gun-stream-reader.ts';
import type { GunChain, GunClient } from './gun.ts';

/**
 * Adds `value` to the node at its content address. Resolves on the first relay acknowledgement;
 * rejects with the relay's refusal (`PutRefusedError`), or when no relay answered within
 * `timeoutMs` (`OfflineError` with none connected, else `SendTimeoutError`).
 */
export async function putContent(
  gun: GunClient,
  soul: string,
  value: string,
  timeoutMs: number,
): Promise<void> {
  const key = await contentKey(value);
  const stored = new Promise<void>((resolve, reject) => {
    gun
      .get(soul)
      .get(key)
      .put(value, (ack) => {
        // Gun's own "No ACK yet" after 9 s is not a refusal: our time-out decides.
        if ((ack as { lack?: boolean }).lack) return;
        if (ack.err) reject(new PutRefusedError(ack.err));
        else resolve();
      });
  });
  try {
    await withTimeout(stored, timeoutMs, 'content put');
  } catch (error) {
    if (!(error instanceof TimeoutError)) throw error;
    if (gun.connectedPeerCount() === 0) throw new OfflineError();
    throw new SendTimeoutError(timeoutMs);
  }
}

/**
 * Calls `listener` once per value of the node, old and new, after checking its content address
 * again (peers refuse mismatches, but no peer is trusted); returns the unsubscribe.
 */
export function followContent(
  gun: GunClient,
  soul: string | Promise<string>,
  listener: (value: string, key: string) => void,
): () => void {
  let stopped = false;
  let chain: GunChain | null = null;
  // map().on fires two or three times per item (and again on every reconnect).
  const seen = new Set<string>();
  const onItem = (data: unknown, key: string): void => {
    if (stopped || typeof data !== 'string' || seen.has(key)) return;
    seen.add(key);
    void contentKey(data).then((hash) => {
      if (hash !== key) seen.delete(key);
      else if (!stopped) listener(data, key);
    });
  };
  // Asked again as stream nodes are (ASK_AGAIN_MS): a value Gun had not yet heard arrives then.
  const root = (gun as unknown as { _: { on(event: 'out', message: object): void } })._;
  const timers: ReturnType<typeof setTimeout>[] = [];
  void Promise.resolve(soul).then((resolved) => {
    if (stopped) return;
    chain = gun.get(resolved).map();
    chain.on(onItem);
    for (const ms of ASK_AGAIN_MS) {
      timers.push(setTimeout(() => stopped || root.on('out', { get: { '#': resolved } }), ms));
    }
  });
  return () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    chain?.off();
  };
}
