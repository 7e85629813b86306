/**
 * A Gun client in its own child process, driven over IPC. Several Gun instances in one Node process
 * share state and misbehave, so each simulated user gets a process.
 *
 *   const alice = await startGunClient(relay.gunUrl);
 *   await alice.put(['chat', 'm1'], 'hello');
 *   await bob.once(['chat', 'm1']); // 'hello'
 *   await alice.close();
 *
 * For anything beyond get/put (SEA users, services), pass `handlers`: a module whose exported
 * functions take `(gun: GunClient, ...args)` and run in the child; call them with `client.call`.
 * (A handler must not return a Gun chain: with SEA loaded, chains are thenables.)
 * This file is also the child's entry point (see the bottom).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { KeyPair } from '../../src/core/crypto/sea.ts';
import type { GunAck, GunChain, GunClient, GunPutValue, GunRoot } from '../../src/core/net/gun.ts';
import { FAST_REDIAL } from './fast-redial.ts';

export interface GunClientOptions {
  /** Absolute path of a module whose exports are `(gun: GunClient, ...args) => unknown` functions. */
  handlers?: string;
  /** Resolve only once connected to a relay (default true). */
  waitForConnection?: boolean;
  /**
   * Sign in with a fresh SEA key pair (or the one given), so puts under `~<pub>` (the client's
   * `space`) are signed: relays store nothing outside user spaces and content-addressed records.
   */
  signIn?: boolean | KeyPair;
}

export interface RawReply {
  readonly err?: string;
  readonly ok?: unknown;
}

export interface GunClientProcess {
  /** `~<pub>` of the signed-in client (`signIn`), otherwise null. */
  readonly space: string | null;
  /** Resolves with the first ack, `null` if none came within `timeoutMs` (acks are unreliable). */
  put(
    path: readonly string[],
    value: GunPutValue,
    options?: { waitForAck?: boolean; timeoutMs?: number },
  ): Promise<GunAck | null>;
  /** Gun's `once`: the current value, or undefined after Gun's short wait (`wait`, ms). */
  once(path: readonly string[], options?: { wait?: number }): Promise<unknown>;
  /** Subscribes until the value equals `equals` (or is any value at all); rejects on time-out. */
  waitFor(
    path: readonly string[],
    options?: { equals?: unknown; timeoutMs?: number },
  ): Promise<unknown>;
  /**
   * Sends a put straight to the relays, skipping this client's own SEA and conflict checks, as a
   * modified (attacker's) client could. Resolves with the relay's reply, or null if none came.
   */
  rawPut(
    soul: string,
    key: string,
    value: GunPutValue,
    options?: { timeoutMs?: number; state?: number },
  ): Promise<RawReply | null>;
  connectedPeers(): Promise<number>;
  /** Runs a function exported by the `handlers` module inside the child. */
  call(name: string, ...args: unknown[]): Promise<unknown>;
  close(): Promise<void>;
}

export type ClientRequest =
  | {
      op: 'put';
      path: readonly string[];
      value: GunPutValue;
      waitForAck: boolean;
      timeoutMs: number;
    }
  | { op: 'once'; path: readonly string[]; wait: number | undefined }
  | {
      op: 'waitFor';
      path: readonly string[];
      hasExpected: boolean;
      expected: unknown;
      timeoutMs: number;
    }
  | {
      op: 'rawPut';
      soul: string;
      key: string;
      value: GunPutValue;
      timeoutMs: number;
      state: number | undefined;
    }
  | { op: 'connectedPeers' }
  | { op: 'call'; name: string; args: unknown[] }
  | { op: 'close' };

export type ChildMessage =
  | { type: 'ready'; pub: string | null }
  | { type: 'failed'; error: string }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; error: string };

const CHILD_FLAG = 'MESHTALK_GUN_CLIENT_CHILD';
/** Names this file built as one JavaScript file (gun-client-bundle.ts), when it is. */
export const GUN_CLIENT_BUNDLE_ENV = 'MESHTALK_GUN_CLIENT_BUNDLE';
const START_TIMEOUT_MS = 20_000;

const children = new Set<ChildProcess>();
process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));

export async function startGunClient(
  peers: string | readonly string[],
  options: GunClientOptions = {},
): Promise<GunClientProcess> {
  const bundle = options.handlers ? undefined : process.env[GUN_CLIENT_BUNDLE_ENV];
  const child = fork(bundle ?? fileURLToPath(import.meta.url), [], {
    execArgv: bundle ? [] : ['--import', 'tsx'],
    env: {
      ...process.env,
      [CHILD_FLAG]: '1',
      MESHTALK_GUN_CLIENT_CONFIG: JSON.stringify({
        peers: typeof peers === 'string' ? [peers] : peers,
        handlers: options.handlers ?? null,
        waitForConnection: options.waitForConnection ?? true,
        signIn: options.signIn ?? false,
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    serialization: 'advanced', // keeps `undefined` (a missing value) distinct from null
  });
  children.add(child);
  let output = '';
  const collect = (chunk: Buffer): void => void (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      children.delete(child);
      const error = new Error(`gun client exited\n--- client output ---\n${output}`);
      pending.forEach((request) => request.reject(error));
      pending.clear();
      resolve();
    }),
  );
  const pub = await whenReady(child, () => output);
  child.on('message', (message: ChildMessage) => {
    if (message.type !== 'result' && message.type !== 'error') return;
    const request = pending.get(message.id);
    pending.delete(message.id);
    if (message.type === 'result') request?.resolve(message.value);
    else request?.reject(new Error(message.error));
  });

  let nextId = 0;
  const send = (request: ClientRequest): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      child.send({ id, request });
    });

  return {
    space: pub === null ? null : `~${pub}`,
    put: (path, value, opts = {}) =>
      send({
        op: 'put',
        path,
        value,
        waitForAck: opts.waitForAck ?? true,
        timeoutMs: opts.timeoutMs ?? 5_000,
      }) as Promise<GunAck | null>,
    once: (path, opts = {}) => send({ op: 'once', path, wait: opts.wait }),
    waitFor: (path, opts = {}) =>
      send({
        op: 'waitFor',
        path,
        hasExpected: 'equals' in opts,
        expected: opts.equals,
        timeoutMs: opts.timeoutMs ?? 10_000,
      }),
    rawPut: (soul, key, value, opts = {}) =>
      send({
        op: 'rawPut',
        soul,
        key,
        value,
        timeoutMs: opts.timeoutMs ?? 3_000,
        state: opts.state,
      }) as Promise<RawReply | null>,
    connectedPeers: () => send({ op: 'connectedPeers' }) as Promise<number>,
    call: (name, ...args) => send({ op: 'call', name, args }),
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.send({ id: 0, request: { op: 'close' } });
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

function whenReady(child: ChildProcess, output: () => string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const fail = (reason: string): void => {
      child.kill('SIGKILL');
      reject(new Error(`gun client did not start: ${reason}\n--- client output ---\n${output()}`));
    };
    const timer = setTimeout(() => fail('timed out'), START_TIMEOUT_MS);
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') resolve(message.pub);
      if (message.type === 'failed') fail(message.error);
      if (message.type === 'ready' || message.type === 'failed') clearTimeout(timer);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gun client exited with code ${String(code)}\n${output()}`));
    });
  });
}

// ---- the child process --------------------------------------------------------------------------

interface ChildConfig {
  peers: string[];
  handlers: string | null;
  waitForConnection: boolean;
  signIn: boolean | KeyPair;
}

/** Gun internals the attacker simulation needs: the root context's event bus and its mesh. */
interface GunRootContext {
  on(
    event: 'in',
    listener: (this: { to: { next(msg: unknown): void } }, msg: RawMessage) => void,
  ): void;
  opt: { mesh: { say(msg: unknown): void } };
}
type RawMessage = { '@'?: string; err?: string; ok?: unknown };

async function runGunClientChild(): Promise<void> {
  const reply = (message: ChildMessage): void => void process.send?.(message);
  try {
    // Imported here, not at the top: the parent (a test) must never load Gun itself.
    const net = await import('../../src/core/net/gun.ts');
    const config = JSON.parse(process.env['MESHTALK_GUN_CLIENT_CONFIG'] ?? '') as ChildConfig;
    const gun = net.createGun({ peers: config.peers, redial: FAST_REDIAL });
    const handlers = config.handlers
      ? ((await import(pathToFileURL(config.handlers).href)) as Record<string, unknown>)
      : {};
    const replies = listenForReplies(gun);
    process.on('disconnect', () => process.exit(0));
    process.on('message', ({ id, request }: { id: number; request: ClientRequest }) => {
      if (request.op === 'close') {
        gun.close();
        process.exit(0);
      }
      run(gun, request, handlers, replies).then(
        (value) => reply({ type: 'result', id, value }),
        (error: unknown) => reply({ type: 'error', id, error: String(error) }),
      );
    });
    const pub = config.signIn
      ? await signIn(gun, typeof config.signIn === 'object' ? config.signIn : undefined)
      : null;
    if (config.waitForConnection) await connected(() => gun.connectedPeerCount(), config.peers);
    reply({ type: 'ready', pub });
  } catch (error) {
    reply({ type: 'failed', error: String(error) });
  }
}

async function signIn(gun: GunClient, given?: KeyPair): Promise<string> {
  const { default: SEA } = await import('gun/sea.js');
  const pair = given ?? (await SEA.pair());
  await new Promise<void>((resolve, reject) => {
    gun.user().auth(pair, (ack) => (ack.err ? reject(new Error(ack.err)) : resolve()));
  });
  return pair.pub;
}

async function connected(count: () => number, peers: readonly string[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (count() === 0) {
    if (Date.now() > deadline) throw new Error(`could not connect to ${peers.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type ReplyWaiters = Map<string, (reply: RawReply) => void>;

function listenForReplies(gun: GunRoot): ReplyWaiters {
  const waiters: ReplyWaiters = new Map();
  (gun as unknown as { _: GunRootContext })._.on('in', function (msg) {
    this.to.next(msg);
    const waiter = msg['@'] === undefined ? undefined : waiters.get(msg['@']);
    if (!waiter || !msg['@']) return;
    waiters.delete(msg['@']);
    waiter(ackFields(msg));
  });
  return waiters;
}

/** Just `err` and `ok`: acks also carry Gun's internal metadata, which cannot cross IPC. */
function ackFields(ack: { err?: unknown; ok?: unknown }): RawReply {
  const ok: unknown =
    ack.ok === undefined ? undefined : JSON.parse(JSON.stringify(ack.ok) ?? 'null');
  return {
    ...(ack.err === undefined
      ? {}
      : { err: typeof ack.err === 'string' ? ack.err : JSON.stringify(ack.err) }),
    ...(ok === undefined ? {} : { ok }),
  };
}

/** Gun node data without its `_` metadata, so values compare and serialise simply. */
function plain(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== '_'));
}

function chainAt(gun: GunRoot, path: readonly string[]): GunChain {
  if (path.length === 0) throw new Error('path must not be empty');
  return path.reduce<GunChain>((chain, key) => chain.get(key), gun);
}

function withTimeout<T>(
  ms: number,
  onTimeout: () => T,
  start: (done: (value: T) => void) => void,
): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(onTimeout()), ms);
    start((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

async function run(
  gun: GunClient,
  request: Exclude<ClientRequest, { op: 'close' }>,
  handlers: Record<string, unknown>,
  replies: ReplyWaiters,
): Promise<unknown> {
  switch (request.op) {
    case 'put':
      return withTimeout<GunAck | null>(
        request.timeoutMs,
        () => null,
        (done) => {
          chainAt(gun, request.path).put(request.value, (ack) => done(ackFields(ack)));
          if (!request.waitForAck) done(null);
        },
      );
    case 'once':
      return new Promise((resolve) => {
        const chain = chainAt(gun, request.path);
        const onData = (data: unknown): void => resolve(plain(data));
        if (request.wait === undefined) chain.once(onData);
        else chain.once(onData, { wait: request.wait });
      });
    case 'waitFor':
      return waitFor(gun, request);
    case 'rawPut': {
      const id = Math.random().toString(36).slice(2);
      const node = {
        _: { '#': request.soul, '>': { [request.key]: request.state ?? Date.now() } },
        [request.key]: request.value,
      };
      return withTimeout<RawReply | null>(
        request.timeoutMs,
        () => null,
        (done) => {
          replies.set(id, done);
          (gun as unknown as { _: GunRootContext })._.opt.mesh.say({
            '#': id,
            put: { [request.soul]: node },
          });
        },
      );
    }
    case 'connectedPeers':
      return gun.connectedPeerCount();
    case 'call': {
      const handler = handlers[request.name];
      if (typeof handler !== 'function') throw new Error(`no handler named "${request.name}"`);
      return await (handler as (gun: GunClient, ...args: unknown[]) => unknown)(
        gun,
        ...request.args,
      );
    }
  }
}

function waitFor(
  gun: GunRoot,
  request: Extract<ClientRequest, { op: 'waitFor' }>,
): Promise<unknown> {
  const chain = chainAt(gun, request.path);
  let last: unknown;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      chain.off();
      const seen = JSON.stringify(last) ?? 'nothing';
      reject(new Error(`waitFor ${request.path.join('/')} timed out; last value: ${seen}`));
    }, request.timeoutMs);
    chain.on((data, _key, _message, listener) => {
      last = plain(data);
      const matches = request.hasExpected
        ? isDeepStrictEqual(last, request.expected)
        : last !== undefined && last !== null;
      if (!matches) return;
      clearTimeout(timer);
      listener.off();
      resolve(last);
    });
  });
}

if (process.env[CHILD_FLAG] === '1') void runGunClientChild();
