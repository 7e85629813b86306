import type { EventSource } from './live-query.ts';

/** What `useSyncExternalStore` takes: the store's events, and its value now. */
export interface ExternalStore<T> {
  readonly subscribe: (notify: () => void) => () => void;
  readonly getSnapshot: () => T;
}

/**
 * A synchronous store whose read builds a new value on every call (`ai.templates.all()`), made fit
 * for `useSyncExternalStore`, which needs the same value until something changed: the value read
 * is kept, and read afresh only after the store told of a change, or when React subscribes (a
 * change between the render's read and the subscription is not missed).
 */
export function keptSnapshot<T>(source: EventSource<unknown>, read: () => T): ExternalStore<T> {
  let kept: { readonly value: T } | null = null;
  return {
    subscribe: (notify) => {
      const stop = source.subscribe(() => {
        kept = null;
        notify();
      });
      kept = null;
      return stop;
    },
    getSnapshot: () => (kept ??= { value: read() }).value,
  };
}
