/**
 * How long this device was away from the relays (PROTOCOL.md "Retention"). While someone is signed
 * in and a relay is connected, the time is kept on this device, per user, beside the preferences
 * (so it outlives logout). A device that comes back after longer than relays keep records is told
 * so once: what was sent to it meanwhile may be gone. The notice is a code; the app words it.
 */
import type { KeyValueStore } from '../store/kv.ts';
import { RELAY_RETENTION_DAYS, RELAY_RETENTION_MS } from '../streams/limits.ts';
import { Emitter } from '../util/emitter.ts';
import { systemTimers, type Timers } from '../util/timers.ts';

export interface AwayNotice {
  readonly code: 'away-past-retention';
  /** When this device was last signed in with a relay connected. */
  readonly lastOnline: number;
  /** How long relays keep records, in days. */
  readonly retentionDays: number;
}

export interface AwayWatchDeps {
  readonly kv: KeyValueStore;
  /** The signed-in user's key, or null. */
  readonly me: () => string | null;
  /** Whether a relay is connected now. */
  readonly online: () => boolean;
  /** Tells when relays are reached or lost; returns the unsubscribe. */
  readonly onConnectivity: (listener: (online: boolean) => void) => () => void;
  readonly now?: () => number;
  readonly timers?: Timers;
}

/** While online, the time is kept this often (and when a relay is reached, and at sign-out). */
export const AWAY_CHECK_MS = 10 * 60_000;

const KEY_PREFIX = 'meshtalk:last-online:';

export class AwayWatch {
  readonly #now: () => number;
  readonly #timers: Timers;
  readonly #changes = new Emitter('away');
  #notice: AwayNotice | null = null;
  #timer: unknown = null;
  #unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: AwayWatchDeps) {
    this.#now = deps.now ?? Date.now;
    this.#timers = deps.timers ?? systemTimers;
  }

  /** Starts keeping the time for the user who signed in, and tells of a long absence. */
  start(): void {
    if (this.#timer !== null) return;
    this.#unsubscribe = this.deps.onConnectivity((online) => {
      if (online) this.check();
    });
    this.#timer = this.#timers.setInterval(() => this.check(), AWAY_CHECK_MS);
    this.check();
  }

  /** Signing out: online until now; a notice not shown yet is for that user only. */
  stop(): void {
    this.#keep(false);
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    if (this.#timer !== null) this.#timers.clearInterval(this.#timer);
    this.#timer = null;
    this.dismiss();
  }

  /** The notice to show now, until dismissed. */
  notice(): AwayNotice | null {
    return this.#notice;
  }

  dismiss(): void {
    if (this.#notice === null) return;
    this.#notice = null;
    this.#changes.emit();
  }

  subscribe(listener: () => void): () => void {
    return this.#changes.subscribe(listener);
  }

  /** With a relay connected: tells of a gap longer than the retention, and keeps now. */
  check(): void {
    this.#keep(true);
  }

  /** Keeps now as last online (with a relay connected); `tell`: first, a long gap is noted. */
  #keep(tell: boolean): void {
    const me = this.deps.me();
    if (me === null || !this.deps.online()) return;
    const key = KEY_PREFIX + me;
    const last = Number(this.deps.kv.get(key));
    const now = this.#now();
    if (tell && last > 0 && now - last > RELAY_RETENTION_MS) {
      this.#notice = {
        code: 'away-past-retention',
        lastOnline: last,
        retentionDays: RELAY_RETENTION_DAYS,
      };
      this.#changes.emit();
    }
    this.deps.kv.set(key, String(now));
  }
}
