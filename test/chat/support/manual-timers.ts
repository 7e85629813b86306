/** Timers driven by hand: `advance` moves the clock and runs what fell due, in order. */
import type { Timers } from '../../../src/core/util/timers.ts';

interface Task {
  id: number;
  at: number;
  every: number | null;
  callback: () => void;
}

/** Lets promise chains (database calls, the outbox's follow-ups) run to completion. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
}

export class ManualTimers implements Timers {
  now = 1_700_000_000_000;
  #next = 1;
  readonly #tasks = new Map<number, Task>();

  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.#next++;
    this.#tasks.set(id, { id, at: this.now + ms, every: null, callback });
    return id;
  }

  setInterval(callback: () => void, ms: number): unknown {
    const id = this.#next++;
    this.#tasks.set(id, { id, at: this.now + ms, every: ms, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.#tasks.delete(handle as number);
  }

  clearInterval(handle: unknown): void {
    this.#tasks.delete(handle as number);
  }

  /** Moves time forward by `ms`, firing due timers one by one and settling after each. */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.#tasks.values()]
        .filter((task) => task.at <= end)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.now = Math.max(this.now, due.at);
      if (due.every === null) this.#tasks.delete(due.id);
      else due.at += due.every;
      due.callback();
      await settle();
    }
    this.now = end;
    await settle();
  }
}
