/**
 * The times of the records I write: never the same as, or before, the one before, so readers see
 * my records in my order.
 */
export class StreamClock {
  #last = 0;

  constructor(private readonly now: () => number) {}

  /** The next record's time, also after `floor` (a time whose records readers drop). */
  next(floor = 0): number {
    this.#last = Math.max(this.now(), this.#last + 1, floor + 1);
    return this.#last;
  }
}
