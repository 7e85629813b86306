/**
 * Relay management (the relay page): the relays this device knows, which of them the graph client
 * keeps connected (a change applies at once), their latency tests, the relays my card shares and
 * the stranger relays my friends' cards share. Nothing here connects to a stranger relay: the user
 * adds it.
 */
import type { Graph } from '../graph/graph.ts';
import { DatabaseError } from '../store/errors.ts';
import type { SqlDatabase } from '../store/sql.ts';
import { sleep } from '../util/async.ts';
import { Emitter } from '../util/emitter.ts';
import { debug } from '../util/log.ts';
import { err, ok, type Result } from '../util/result.ts';
import { probeRelay, type ProbeOutcome, type ProbeSocketFactory } from './relay-probe.ts';
import {
  deleteRelay,
  friendsRelays,
  insertRelays,
  loadRelays,
  updateEnabled,
  updateNote,
  type StoredRelay,
} from './relay-store.ts';
import {
  EMPTY_RELAY_SNAPSHOT,
  type RelayError,
  type RelaySnapshot,
  type RelayStatus,
  type RelayView,
} from './relay-types.ts';
import {
  MAX_ENABLED_RELAYS,
  MAX_RELAYS,
  MAX_SHARED_RELAYS,
  normaliseRelayUrl,
} from './relay-url.ts';

export interface RelayServiceDeps {
  readonly db: SqlDatabase;
  /** The graph client whose relay connections follow the enabled list. */
  readonly graph: Pick<Graph, 'setPeers' | 'connectedPeerUrls'>;
  /** The relays a device starts with (the app: the relay that served it), enabled. */
  readonly defaults: readonly string[];
  /** The signed-in user's pub, or null. */
  readonly me: () => string | null;
  /** Opens the websocket of a latency test; by default the platform's `WebSocket`. */
  readonly openSocket?: ProbeSocketFactory;
  /** Whether relay sharing is on (a device preference). */
  readonly sharing: () => boolean;
  /** Puts this list of relays into my signed profile card (the same list changes nothing). */
  readonly share: (urls: readonly string[]) => Promise<void>;
}

/** The spec's latency test time-outs: the first reading of a relay, and any later one. */
export const FIRST_TEST_TIMEOUT_MS = 5_000;
export const TEST_TIMEOUT_MS = 8_000;
/** Relays are tested in batches of 1000, 100 ms apart. */
const TEST_BATCH = 1_000;
const TEST_BATCH_GAP_MS = 100;
/** How often the page's view of open connections is refreshed. */
const CONNECTIONS_CHECK_MS = 1_000;
export const MAX_NOTE_CHARS = 200;

interface TestState {
  status: RelayStatus;
  testing: Promise<void> | null;
  latencyMs: number | null;
  failure: RelayView['failure'];
}

const log = debug('relays');

function platformSocket(url: string): ReturnType<ProbeSocketFactory> {
  const Socket = (globalThis as { WebSocket?: new (url: string) => unknown }).WebSocket;
  if (!Socket) throw new Error('no WebSocket in this environment');
  return new Socket(url) as ReturnType<ProbeSocketFactory>;
}

export class RelayService {
  readonly #listeners = new Emitter('relays');
  #relays: StoredRelay[] = [];
  readonly #tests = new Map<string, TestState>();
  #strangers: string[] = [];
  #connected = '';
  #snapshot: RelaySnapshot = EMPTY_RELAY_SNAPSHOT;
  #me: string | null = null;
  #timer: ReturnType<typeof setInterval> | null = null;
  /** Changes run one after another, so the limits hold. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: RelayServiceDeps) {}

  snapshot = (): RelaySnapshot => this.#snapshot;

  subscribe = (listener: () => void): (() => void) => {
    return this.#listeners.subscribe(listener);
  };

  /** Reads the list (the defaults on a device that has none), connects to its enabled relays. */
  start(): Promise<void> {
    return this.#serial(async () => {
      const me = this.deps.me();
      if (!me || me === this.#me) return;
      this.#me = me;
      let relays = await loadRelays(this.deps.db);
      if (relays.length === 0) {
        await insertRelays(
          this.deps.db,
          this.deps.defaults.map((url) => ({ url, enabled: true })),
        );
        relays = await loadRelays(this.deps.db);
      }
      if (this.#me !== me) return;
      this.#relays = relays;
      this.#apply();
      this.#timer ??= setInterval(() => this.#checkConnections(), CONNECTIONS_CHECK_MS);
      (this.#timer as { unref?: () => void }).unref?.();
      await this.#refreshStrangers();
      this.#emit();
    });
  }

  /** Back to the defaults (logout wipes the list); the page shows nothing until the next start. */
  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    this.#me = null;
    this.#relays = [];
    this.#tests.clear();
    this.#strangers = [];
    this.deps.graph.setPeers(this.deps.defaults);
    this.#emit();
  }

  async add(input: string): Promise<Result<string, RelayError>> {
    const url = normaliseRelayUrl(input);
    if (!url.ok) return url;
    return this.#change(async () => {
      if (this.#relays.some((relay) => relay.url === url.value)) return err('duplicate');
      if (this.#relays.length >= MAX_RELAYS) return err('too-many');
      const enabled = this.#enabledUrls().length < MAX_ENABLED_RELAYS;
      await insertRelays(this.deps.db, [{ url: url.value, enabled }]);
      this.#relays = await loadRelays(this.deps.db);
      void this.test(url.value);
      return ok(url.value);
    });
  }

  async setEnabled(url: string, enabled: boolean): Promise<Result<void, RelayError>> {
    return this.#change(async () => {
      const relay = this.#relays.find((known) => known.url === url);
      if (!relay) return err('not-found');
      if (enabled && relay.enabled) return err('already-enabled');
      if (enabled && this.#enabledUrls().length >= MAX_ENABLED_RELAYS) {
        return err('too-many-enabled');
      }
      await updateEnabled(this.deps.db, url, enabled);
      this.#relays = this.#relays.map((known) =>
        known.url === url ? { ...known, enabled } : known,
      );
      return ok(undefined);
    });
  }

  async remove(url: string): Promise<Result<void, RelayError>> {
    return this.#change(async () => {
      if (!this.#relays.some((known) => known.url === url)) return err('not-found');
      await deleteRelay(this.deps.db, url);
      this.#relays = this.#relays.filter((known) => known.url !== url);
      this.#tests.delete(url);
      return ok(undefined);
    });
  }

  async setNote(url: string, note: string): Promise<Result<void, RelayError>> {
    const text = note.trim().slice(0, MAX_NOTE_CHARS);
    return this.#change(async () => {
      if (!this.#relays.some((known) => known.url === url)) return err('not-found');
      await updateNote(this.deps.db, url, text);
      this.#relays = this.#relays.map((known) =>
        known.url === url ? { ...known, note: text } : known,
      );
      return ok(undefined);
    });
  }

  /** Tests one relay's latency (a running test of it is joined, not repeated). */
  test(url: string): Promise<void> {
    if (!this.#relays.some((known) => known.url === url)) return Promise.resolve();
    const state = this.#testState(url);
    if (state.testing) return state.testing;
    const timeoutMs = state.status === 'checking' ? FIRST_TEST_TIMEOUT_MS : TEST_TIMEOUT_MS;
    const run = probeRelay(url, this.deps.openSocket ?? platformSocket, { timeoutMs })
      .catch((error: unknown): ProbeOutcome => {
        log('latency test of %s failed: %o', url, error);
        return { ok: false, failure: 'timeout' };
      })
      .then((outcome) => {
        if (this.#tests.get(url) !== state) return; // removed meanwhile
        state.testing = null;
        state.status = outcome.ok ? 'connected' : 'disconnected';
        state.latencyMs = outcome.ok ? outcome.latencyMs : null;
        state.failure = outcome.ok ? null : outcome.failure;
        this.#emit();
      });
    state.testing = run;
    this.#emit();
    return run;
  }

  /**
   * "Test All Speed": every relay, in batches of 1000 started 100 ms apart. `untestedOnly`: only
   * those without a reading yet (the page does this when it opens).
   */
  async testAll(options: { untestedOnly?: boolean } = {}): Promise<void> {
    const urls = this.#relays
      .map((relay) => relay.url)
      .filter((url) => !options.untestedOnly || !this.#tests.has(url));
    const runs: Promise<void>[] = [];
    for (let start = 0; start < urls.length; start += TEST_BATCH) {
      if (start > 0) await sleep(TEST_BATCH_GAP_MS);
      runs.push(...urls.slice(start, start + TEST_BATCH).map((url) => this.test(url)));
    }
    await Promise.all(runs);
  }

  /** My friends' shared lists changed (a card arrived, a friend came or went). */
  friendsChanged(): void {
    void this.#serial(async () => {
      await this.#refreshStrangers();
      this.#emit();
    });
  }

  /** Relay sharing was switched: my card shares my enabled relays, or none. */
  sharingChanged(): void {
    if (this.#me) this.#publish();
  }

  #change<T>(work: () => Promise<Result<T, RelayError>>): Promise<Result<T, RelayError>> {
    return this.#serial(async () => {
      if (!this.#me) return err('not-logged-in');
      let result: Result<T, RelayError>;
      try {
        result = await work();
      } catch (error) {
        if (!(error instanceof DatabaseError)) throw error;
        log('relay list not stored: %o', error);
        return err('storage-failed');
      }
      if (result.ok) {
        this.#apply();
        await this.#refreshStrangers();
        this.#emit();
      }
      return result;
    });
  }

  #serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(work);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  #enabledUrls(): string[] {
    return this.#relays.filter((relay) => relay.enabled).map((relay) => relay.url);
  }

  /** The graph client dials the enabled relays and closes the others, now. */
  #apply(): void {
    this.deps.graph.setPeers(this.#enabledUrls());
    this.#connected = '';
    this.#checkConnections();
    this.#publish();
  }

  #publish(): void {
    const shared = this.deps.sharing()
      ? this.#enabledUrls()
          .filter((url) => normaliseRelayUrl(url).ok)
          .slice(0, MAX_SHARED_RELAYS)
      : [];
    this.deps
      .share(shared)
      .catch((error: unknown) => log('shared relays not published: %o', error));
  }

  async #refreshStrangers(): Promise<void> {
    const me = this.#me;
    if (!me) return;
    const mine = new Set(this.#relays.map((relay) => relay.url));
    this.#strangers = (await friendsRelays(this.deps.db, me)).filter((url) => !mine.has(url));
  }

  #checkConnections(): void {
    const connected = this.deps.graph.connectedPeerUrls().sort().join('\n');
    if (connected === this.#connected) return;
    this.#connected = connected;
    this.#emit();
  }

  #testState(url: string): TestState {
    let state = this.#tests.get(url);
    if (!state) {
      state = { status: 'checking', testing: null, latencyMs: null, failure: null };
      this.#tests.set(url, state);
    }
    return state;
  }

  #emit(): void {
    this.#snapshot = this.#build();
    this.#listeners.emit();
  }

  #build(): RelaySnapshot {
    if (!this.#me) return EMPTY_RELAY_SNAPSHOT;
    const open = new Set(this.#connected === '' ? [] : this.#connected.split('\n'));
    const relays = this.#relays.map((relay): RelayView => {
      const test = this.#tests.get(relay.url);
      return {
        ...relay,
        status: test?.status ?? 'checking',
        testing: test?.testing != null,
        latencyMs: test?.latencyMs ?? null,
        failure: test?.failure ?? null,
        inUse: open.has(relay.url),
      };
    });
    const enabled = relays.filter((relay) => relay.enabled);
    const figures = enabled.flatMap((relay) => (relay.latencyMs === null ? [] : [relay.latencyMs]));
    return {
      loaded: true,
      relays,
      online: open.size > 0,
      enabledCount: enabled.length,
      averageLatencyMs:
        figures.length === 0
          ? null
          : Math.round(figures.reduce((sum, ms) => sum + ms, 0) / figures.length),
      strangers: this.#strangers,
    };
  }
}
