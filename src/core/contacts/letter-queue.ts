/**
 * The letters waiting to be handled, one at a time, newest first: the latest day's node before
 * older ones, and within a day the letter that arrived last. So a letter sent while I am signed in
 * is handled next, however many letters of a flooded inbox are still waiting, and the backlog
 * goes on behind it, one letter per turn.
 */
import type { InboxLetter } from './inbox.ts';

interface Waiting {
  readonly letter: InboxLetter;
  readonly arrived: number;
}

const newer = (a: Waiting, b: Waiting): boolean =>
  a.letter.day === b.letter.day ? a.arrived > b.arrived : a.letter.day > b.letter.day;

export class LetterQueue {
  readonly #waiting: Waiting[] = [];
  #arrivals = 0;
  #running: Promise<void> = Promise.resolve();
  #draining = false;

  constructor(
    private readonly handle: (letter: InboxLetter) => Promise<void>,
    private readonly failed: (error: unknown) => void,
  ) {}

  push(letter: InboxLetter): void {
    this.#waiting.push({ letter, arrived: ++this.#arrivals });
    if (this.#draining) return;
    this.#draining = true;
    this.#running = this.#drain();
  }

  /** Forgets what is still waiting (logout, another user). */
  clear(): void {
    this.#waiting.length = 0;
  }

  /** Resolves once every letter pushed so far has been handled. */
  settled(): Promise<void> {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  async #drain(): Promise<void> {
    for (let next = this.#take(); next; next = this.#take()) {
      try {
        await this.handle(next);
      } catch (error) {
        this.failed(error);
      }
    }
    this.#draining = false;
  }

  #take(): InboxLetter | undefined {
    let best = 0;
    for (let i = 1; i < this.#waiting.length; i++) {
      if (newer(this.#waiting[i]!, this.#waiting[best]!)) best = i;
    }
    return this.#waiting.splice(best, 1)[0]?.letter;
  }
}
