import { debug, type Logger } from './log.ts';

/**
 * The core's change-event listener set. A listener that throws is logged under the emitter's
 * namespace and the others still run: one faulty screen must not undo or fail the operation
 * that emitted, nor keep the news from the rest.
 */
export class Emitter<T = void> {
  readonly #listeners = new Set<(value: T) => void>();
  readonly #log: Logger;

  /** `namespace` names the emitter in the debug log (`MESHTALK_DEBUG`). */
  constructor(namespace: string) {
    this.#log = debug(namespace);
  }

  /** Returns the unsubscribe. */
  subscribe(listener: (value: T) => void): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /**
   * Calls the listeners in subscription order. Over a copy, so they may (un)subscribe meanwhile:
   * one added now waits for the next emit, one removed now is not called any more.
   */
  emit(value: T): void {
    for (const listener of [...this.#listeners]) {
      if (!this.#listeners.has(listener)) continue;
      try {
        listener(value);
      } catch (error) {
        this.#log('a listener failed: %o', error);
      }
    }
  }
}
