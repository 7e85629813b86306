/** A set that remembers at most `limit` keys, forgetting the oldest first. */
export class BoundedSet {
  readonly #keys = new Set<string>();

  constructor(private readonly limit: number) {}

  /** True the first time `key` is offered (while remembered). */
  add(key: string): boolean {
    if (this.#keys.has(key)) return false;
    this.#keys.add(key);
    if (this.#keys.size > this.limit) {
      const oldest = this.#keys.values().next().value;
      if (oldest !== undefined) this.#keys.delete(oldest);
    }
    return true;
  }

  has(key: string): boolean {
    return this.#keys.has(key);
  }

  clear(): void {
    this.#keys.clear();
  }
}
