import { Emitter } from '../util/emitter.ts';
import type { AiErrorCode } from './ai-notices.ts';

/** What an entry records, as a code: a request, its reply, or a failure's code. */
export type DebugEvent = 'request-sent' | 'reply-received' | AiErrorCode;

export interface DebugEntry {
  time: number;
  level: 'info' | 'error';
  event: DebugEvent;
  /** The model and options asked, or what the server or the network said. */
  detail?: string;
}

export const DEBUG_LOG_LIMIT = 20;

/** The AI chat's debug panel: the newest 20 entries, recorded only while enabled. */
export class DebugLog {
  readonly #listeners = new Emitter<readonly DebugEntry[]>('ai:debug-log');
  #entries: DebugEntry[] = [];

  constructor(
    public enabled = false,
    private readonly now: () => number = Date.now,
  ) {}

  get entries(): readonly DebugEntry[] {
    return this.#entries;
  }

  add(level: DebugEntry['level'], event: DebugEvent, detail?: string): void {
    if (!this.enabled) return;
    const entry: DebugEntry = { time: this.now(), level, event, ...(detail ? { detail } : {}) };
    this.#entries = [...this.#entries, entry].slice(-DEBUG_LOG_LIMIT);
    this.#listeners.emit(this.#entries);
  }

  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
  }

  clear(): void {
    this.#entries = [];
    this.#listeners.emit(this.#entries);
  }

  subscribe(listener: (entries: readonly DebugEntry[]) => void): () => void {
    return this.#listeners.subscribe(listener);
  }
}
