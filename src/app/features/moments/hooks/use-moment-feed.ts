import { useCallback, useEffect, useRef, useState } from 'react';
import type { FeedPage } from '@core/moments/moment-service.ts';
import type { Moment } from '@core/moments/moment-types.ts';
import { debug } from '@core/util/log.ts';
import { useCore, useSession } from '../../../boot/core-context.ts';
import { appendPage, applyMoment, forwardsOf, type MomentKey } from '../lib/feed-list.ts';

const log = debug('moments');

export interface MomentFeed {
  readonly moments: readonly Moment[];
  /** False until the first page answered. */
  readonly loaded: boolean;
  /** Whether older moments remain to be loaded. */
  readonly more: boolean;
  /** Reads the first page again; resolves to whether it worked. */
  readonly refresh: () => Promise<boolean>;
  /** Reads the next page; resolves to whether it worked. */
  readonly loadMore: () => Promise<boolean>;
}

interface FeedState {
  readonly moments: readonly Moment[];
  readonly next: FeedPage['next'];
  readonly loaded: boolean;
}

const START: FeedState = { moments: [], next: null, loaded: false };

/**
 * The feed (mine and my friends'), or one author's moments: pages of the core's size, newest
 * first, kept up to date from the core's events (each changed moment is read again on its own).
 */
export function useMomentFeed(author?: string): MomentFeed {
  const { moments: service } = useCore();
  const me = useSession()?.pub ?? null;
  const [state, setState] = useState<FeedState>(START);
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);
  // A refresh started later wins over an older page still on its way.
  const generation = useRef(0);

  const query = useCallback(
    (before?: FeedPage['next']) =>
      service.feed({ ...(author ? { author } : {}), ...(before ? { before } : {}) }),
    [service, author],
  );

  /** Reads the first page; the answer lands unless a later read began. */
  const readFirst = useCallback((): Promise<boolean> => {
    const mine = ++generation.current;
    return query().then(
      (page) => {
        if (mine === generation.current)
          setState({ moments: page.moments, next: page.next, loaded: true });
        return true;
      },
      (error: unknown) => {
        log('reading the moments failed: %o', error);
        if (mine === generation.current) setState((s) => ({ ...s, loaded: true }));
        return false;
      },
    );
  }, [query]);

  const loadMore = useCallback(async () => {
    const { next } = latest.current;
    if (!next) return true;
    const mine = generation.current;
    try {
      const page = await query(next);
      if (mine === generation.current)
        setState((s) =>
          s.next === next
            ? { moments: appendPage(s.moments, page.moments), next: page.next, loaded: true }
            : s,
        );
      return true;
    } catch (error) {
      log('reading more moments failed: %o', error);
      return false;
    }
  }, [query]);

  // Signing in as someone else reads afresh.
  useEffect(() => {
    void readFirst();
  }, [readFirst, me]);

  useEffect(() => {
    // One read at a time, in the order the events came: a later answer is the newer one.
    let chain = Promise.resolve();
    let live = true;
    const reread = (key: MomentKey) =>
      service.get(key).then((moment) => {
        if (!live) return;
        const shown = moment && (!author || moment.author === author) ? moment : null;
        setState((s) => ({ ...s, moments: applyMoment(s.moments, key, shown, s.next === null) }));
      });
    const off = service.subscribe((event) => {
      if (event.type !== 'moment') return;
      const key = { author: event.author, id: event.id };
      const keys = [key, ...forwardsOf(latest.current.moments, key)];
      chain = chain
        .then(() => Promise.all(keys.map(reread)))
        .then(
          () => undefined,
          (error: unknown) => log('reading a changed moment failed: %o', error),
        );
    });
    return () => {
      live = false;
      off();
    };
  }, [service, author]);

  return {
    moments: state.moments,
    loaded: state.loaded,
    more: state.next !== null,
    refresh: readFirst,
    loadMore,
  };
}
