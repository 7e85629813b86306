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

/** Any service's events, whatever they are (what `anyOf` takes). */
interface AnySource {
  subscribe(listener: never): () => void;
}

/** The events a source tells of. */
export type EventOf<Source> = Source extends EventSource<infer Event> ? Event : never;

/** An event of `anyOf(sources)`: which source told it, and what it told. */
export type TaggedEvent<Sources extends Record<string, AnySource>> = {
  readonly [Name in keyof Sources]: { readonly from: Name; readonly event: EventOf<Sources[Name]> };
}[keyof Sources];

/**
 * Several services' events as one source (a list that reads chats, rooms and contacts), each event
 * tagged with the name of the service that told it. A screen makes it once (`useMemo`): a new
 * source starts its query afresh.
 */
export function anyOf<Sources extends Record<string, AnySource>>(
  sources: Sources,
): EventSource<TaggedEvent<Sources>> {
  return {
    subscribe: (listener) => {
      const stops = Object.entries(sources).map(([from, source]) =>
        (source as EventSource<unknown>).subscribe((event) =>
          listener({ from, event } as TaggedEvent<Sources>),
        ),
      );
      return () => stops.forEach((stop) => stop());
    },
  };
}

/**
 * A source that speaks once `source` has been quiet for `ms`: a burst of events (a sync) makes
 * one event, not one per event. Each listener has its own timer, cleared when it unsubscribes.
 */
export function settled(source: EventSource<unknown>, ms: number): EventSource<void> {
  return {
    subscribe: (listener) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stop = source.subscribe(() => {
        clearTimeout(timer);
        timer = setTimeout(() => listener(), ms);
      });
      return () => {
        clearTimeout(timer);
        stop();
      };
    },
  };
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
