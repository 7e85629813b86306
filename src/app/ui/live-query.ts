/**
 * A read that follows its source: it reads once, then again whenever the source says something
 * it asked about changed. Screens re-read local SQLite instead of patching state from events.
 * Reads may overlap (an event arrives while a read runs); only the newest read's answer lands,
 * so a slow earlier read can never overwrite a newer one.
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
  let latest = 0;
  const load = (): void => {
    const mine = ++latest;
    query.read().then(
      (value) => {
        if (!stopped && mine === latest) handlers.value(value);
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
