import { useEffect, useState } from 'react';
import type { Moment, MomentComment } from '@core/moments/moment-types.ts';
import { debug } from '@core/util/log.ts';
import { useCore } from '../../../boot/core-context.ts';
import type { MomentKey } from '../lib/feed-list.ts';

const log = debug('moments');

export interface MomentDetail {
  /** False until the first read answered. */
  readonly loaded: boolean;
  /** Null when the moment is not (or no longer) readable. */
  readonly moment: Moment | null;
  /** Oldest first. */
  readonly comments: readonly MomentComment[];
}

const START: MomentDetail = { loaded: false, moment: null, comments: [] };

/** One moment and all its comments, read again on each event about that moment. */
export function useMomentDetail(key: MomentKey | null): MomentDetail {
  const { moments } = useCore();
  const author = key?.author ?? '';
  const id = key?.id ?? '';
  const shown = `${author}/${id}`;
  // The moment each state is about: another moment's answer is never shown.
  const [state, setState] = useState<MomentDetail & { of: string }>({ ...START, of: '' });

  useEffect(() => {
    if (!author || !id) return;
    const of = `${author}/${id}`;
    const key = { author, id };
    let live = true;
    // One read at a time, in event order: a later answer is the newer one.
    let chain = Promise.resolve();
    const read = () => {
      chain = chain
        .then(async () => {
          const moment = await moments.get(key);
          const comments = moment ? await moments.comments(key) : [];
          if (live) setState({ loaded: true, moment, comments, of });
        })
        .catch((error: unknown) => {
          log('reading a moment and its comments failed: %o', error);
          if (live)
            setState((s) =>
              s.of === of ? { ...s, loaded: true } : { ...START, loaded: true, of },
            );
        });
    };
    read();
    const off = moments.subscribe((event) => {
      if (event.type === 'moment' && event.author === author && event.id === id) read();
    });
    return () => {
      live = false;
      off();
    };
  }, [moments, author, id]);

  return state.of === shown ? state : START;
}
