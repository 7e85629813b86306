/**
 * A latency test of one relay that goes through that relay and nowhere else: a websocket of its
 * own to the relay speaks Gun's wire messages, writes a random value into a content-addressed
 * node (which every peer accepts: PROTOCOL.md "Relay probes"), waits for the relay's
 * acknowledgement, then reads the value back from it. A round is the time of both; a test is up to
 * three rounds, 1 s apart (the spec's health check), within one time-out.
 */
import { contentKey } from '../protocol/content-address.ts';
import { sleep } from '../util/async.ts';

/** The few members of a browser `WebSocket` (and of Node's `ws`) a probe uses. */
export interface ProbeSocket {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onclose: ((event: unknown) => void) | null;
  send(data: string): void;
  close(): void;
}

export type ProbeSocketFactory = (url: string) => ProbeSocket;

/** Why a test found no figure: no round came back in time, or the relay refused the write. */
export type ProbeFailure = 'timeout' | 'refused';

export type ProbeOutcome =
  | { readonly ok: true; readonly latencyMs: number }
  | { readonly ok: false; readonly failure: ProbeFailure };

export interface ProbeOptions {
  /** The whole test, connection included (the spec: 5 s for the first reading, 8 s otherwise). */
  readonly timeoutMs: number;
  readonly rounds?: number;
  readonly pauseMs?: number;
  /** One round's write and read (the spec's health check: 3 s). */
  readonly roundTimeoutMs?: number;
  readonly now?: () => number;
}

export const PROBE_ROUNDS = 3;
export const PROBE_PAUSE_MS = 1_000;
export const PROBE_ROUND_TIMEOUT_MS = 3_000;
const OPEN = 1;

/** `http(s)://host/gun` → `ws(s)://host/gun`, as Gun itself dials a relay. */
export const socketUrl = (relayUrl: string): string => relayUrl.replace(/^http/i, 'ws');

export const PROBE_PREFIX = 'meshtalk/probe/';

/** The day's probe node: probes stay spread over small nodes on the relay's disk. */
export function probeSoul(now: number): string {
  return `${PROBE_PREFIX}${new Date(now).toISOString().slice(0, 10).replaceAll('-', '')}#`;
}

export async function probeRelay(
  relayUrl: string,
  openSocket: ProbeSocketFactory,
  options: ProbeOptions,
): Promise<ProbeOutcome> {
  const now = options.now ?? Date.now;
  const deadline = now() + options.timeoutMs;
  const rounds = options.rounds ?? PROBE_ROUNDS;
  const wire = new ProbeWire(relayUrl, openSocket);
  const figures: number[] = [];
  try {
    for (let round = 0; round < rounds; round++) {
      if (round > 0) await sleep(Math.min(options.pauseMs ?? PROBE_PAUSE_MS, deadline - now()));
      const left = deadline - now();
      if (left <= 0) break;
      const limit = Math.min(left, options.roundTimeoutMs ?? PROBE_ROUND_TIMEOUT_MS);
      const result = await wire.round(limit, now);
      if (result === 'refused') return { ok: false, failure: 'refused' };
      if (typeof result === 'number') figures.push(result);
    }
  } finally {
    wire.close();
  }
  if (figures.length === 0) return { ok: false, failure: 'timeout' };
  const average = figures.reduce((sum, ms) => sum + ms, 0) / figures.length;
  return { ok: true, latencyMs: Math.max(1, Math.round(average)) };
}

interface Reply {
  readonly '@'?: unknown;
  readonly err?: unknown;
  readonly put?: unknown;
}

/** One websocket to one relay, opened on first use and again after it drops. */
class ProbeWire {
  #socket: ProbeSocket | null = null;
  #opened: Promise<boolean> | null = null;
  readonly #waiters = new Map<string, (reply: Reply) => void>();
  #next = 0;

  constructor(
    private readonly relayUrl: string,
    private readonly openSocket: ProbeSocketFactory,
  ) {}

  /** Milliseconds for a write and its read back, 'refused', or null when it did not come back. */
  async round(limitMs: number, now: () => number): Promise<number | 'refused' | null> {
    const started = now();
    const expired = new Promise<null>((resolve) => setTimeout(() => resolve(null), limitMs));
    const work = async (): Promise<number | 'refused' | null> => {
      if (!(await this.#open())) return null;
      const soul = probeSoul(Date.now());
      const value = `probe ${Date.now()} ${Math.random().toString(36).slice(2)}`;
      const key = await contentKey(value);
      const t0 = now();
      const ack = await this.#ask({
        put: { [soul]: { _: { '#': soul, '>': { [key]: Date.now() } }, [key]: value } },
      });
      if (typeof ack.err === 'string' && ack.err !== '') return 'refused';
      const answer = await this.#ask({ get: { '#': soul, '.': key } });
      return readsBack(answer, soul, key, value) ? now() - t0 : null;
    };
    const result = await Promise.race([work(), expired]);
    if (result === null && now() - started >= limitMs) this.close(); // a stalled socket is not reused
    return result;
  }

  close(): void {
    const socket = this.#socket;
    this.#socket = null;
    this.#opened = null;
    this.#waiters.clear();
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    // Closing a socket that is still connecting reports an error afterwards (Node's `ws`): ignored.
    socket.onerror = () => undefined;
    try {
      socket.close();
    } catch {
      // some environments refuse to close a socket still connecting: dropping it is enough
    }
  }

  #open(): Promise<boolean> {
    if (this.#opened && this.#socket?.readyState === OPEN) return this.#opened;
    this.close();
    this.#opened = new Promise<boolean>((resolve) => {
      let socket: ProbeSocket;
      try {
        socket = this.openSocket(socketUrl(this.relayUrl));
      } catch {
        resolve(false);
        return;
      }
      this.#socket = socket;
      socket.onopen = () => resolve(true);
      socket.onerror = () => resolve(false);
      socket.onclose = () => {
        resolve(false);
        if (this.#socket === socket) this.#socket = null;
      };
      socket.onmessage = (event) => this.#receive(event.data);
    });
    return this.#opened;
  }

  #ask(message: Record<string, unknown>): Promise<Reply> {
    const id = `probe${++this.#next}${Math.random().toString(36).slice(2, 10)}`;
    return new Promise((resolve) => {
      this.#waiters.set(id, resolve);
      this.#socket?.send(JSON.stringify({ '#': id, ...message }));
    });
  }

  #receive(data: unknown): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(typeof data === 'string' ? data : String(data));
    } catch {
      return;
    }
    for (const message of Array.isArray(parsed) ? parsed : [parsed]) {
      if (typeof message !== 'object' || message === null) continue;
      const id = (message as Reply)['@'];
      if (typeof id !== 'string') continue;
      const waiter = this.#waiters.get(id);
      if (!waiter) continue;
      this.#waiters.delete(id);
      waiter(message as Reply);
    }
  }
}

function readsBack(reply: Reply, soul: string, key: string, value: string): boolean {
  const put = reply.put;
  if (typeof put !== 'object' || put === null) return false;
  const node = (put as Record<string, unknown>)[soul];
  return (
    typeof node === 'object' && node !== null && (node as Record<string, unknown>)[key] === value
  );
}
