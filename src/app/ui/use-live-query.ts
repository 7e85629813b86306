import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { debug } from '@core/util/log.ts';
import { followQuery, type LiveQuery } from './live-query.ts';

export interface LiveValue<T> {
  readonly value: T;
  /**
   * False until the first read for this key answered, or failed given `failed` (screens show a
   * spinner, not "empty").
   */
  readonly loaded: boolean;
  /** Reads again now (after an action whose result no event reports). */
  readonly reload: () => void;
}

const log = debug('live-query');

/**
 * The app's one way to show live data from core. `key` names what is asked (a room's key, a
 * filter…): a new key reads afresh and hides the previous answer until its own arrives; a null
 * key asks nothing. `query` may be a new object on every render: only `key` and the source
 * restart it. A query that follows several services takes `anyOf` of them, one that waits for a
 * burst of events to end takes `settled` (both in live-query.ts, made once with `useMemo`). A
 * synchronous store (a value held now, told of through `subscribe`) is read with React's
 * `useSyncExternalStore` instead, through `keptSnapshot` when its read builds a new value.
 */
export function useLiveQuery<T, Event>(
  key: string | null,
  query: LiveQuery<T, Event>,
  initial: T,
  options: {
    /** Show the previous key's answer until the new one arrives (a list being filtered). */
    keepPrevious?: boolean;
    /**
     * Shown, as loaded, when a key's first read fails (the screen says "not available" rather
     * than wait); without it the key stays not loaded. A later failure keeps the answer shown.
     */
    failed?: T;
  } = {},
): LiveValue<T> {
  const latestQuery = useRef(query);
  const latestOptions = useRef(options);
  // The newest closures serve the running subscription's reads; only `key` restarts it.
  useLayoutEffect(() => {
    latestQuery.current = query;
    latestOptions.current = options;
  });
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);
  const [generation, setGeneration] = useState(0);

  const source = query.source;
  useEffect(() => {
    if (key === null) return;
    return followQuery(
      {
        read: () => latestQuery.current.read(),
        source,
        changes: (event) => latestQuery.current.changes?.(event) ?? true,
      },
      {
        value: (value) => setAnswer({ key, value }),
        error: (error) => {
          log('read of %s failed: %o', key, error);
          const { failed } = latestOptions.current;
          if (failed !== undefined)
            setAnswer((shown) => (shown?.key === key ? shown : { key, value: failed }));
        },
      },
    );
  }, [key, source, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  const current = answer !== null && answer.key === key;
  const shown = current || (options.keepPrevious === true && answer !== null);
  return { value: shown ? answer.value : initial, loaded: current, reload };
}
