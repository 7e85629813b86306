/**
 * A read that follows its source: it reads once, then again whenever the source says something
 * it asked about changed. Screens re-read local SQLite instead of patching state from events.
 * Reads may overlap (an event arrives while a read runs). An answer lands unless a newer read's
 * answer already has: a slow earlier read never overwrites a newer one, and a steady stream of
 * events (a busy sync) cannot keep every answer from landing.
 */
/** A core service's events (every service has this `subscribe`). */
export interface EventSource<Event> {
  subscribe(listener: (event: Event) => void): () => void;
}

export interface LiveQuery<T, Event> {
  readonly read: () => Promise<T>;
  readonly source: EventSource<Event>;
  /** Whether an event is one this query reads again for; every event when absent. */
  readonly changes?: (event: Event) => boolean;
}

export interface LiveQueryHandlers<T> {
  readonly value: (value: T) => void;
  readonly error: (error: unknown) => void;
}

/** Starts following; the returned function stops it, and no answer lands after it. */
export function followQuery<T, Event>(
  query: LiveQuery<T, Event>,
  handlers: LiveQueryHandlers<T>,
): () => void {
  let stopped = false;
  let started = 0;
  let landed = 0;
  const load = (): void => {
    const mine = ++started;
    query.read().then(
      (value) => {
        if (stopped || mine < landed) return;
        landed = mine;
        handlers.value(value);
      },
      (error: unknown) => {
        if (!stopped) handlers.error(error);
      },
    );
  };
  load();
  const unsubscribe = query.source.subscribe((event) => {
    if (!query.changes || query.changes(event)) load();
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}
