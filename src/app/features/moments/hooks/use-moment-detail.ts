import type { Moment, MomentComment } from '@core/moments/moment-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useLiveQuery } from '../../../ui/use-live-query.ts';
import type { MomentKey } from '../lib/feed-list.ts';

export interface MomentDetail {
  /** False until the first read answered. */
  readonly loaded: boolean;
  /** Null when the moment is not (or no longer) readable. */
  readonly moment: Moment | null;
  /** Oldest first. */
  readonly comments: readonly MomentComment[];
}

type Read = Pick<MomentDetail, 'moment' | 'comments'>;

/** Nothing read, or the moment could not be read: the page says it is not available. */
const NOTHING: Read = { moment: null, comments: [] };

/**
 * One moment and all its comments, read again on each event about that moment. A first read that
 * fails shows the moment as not available; a later one keeps what is shown.
 */
export function useMomentDetail(key: MomentKey | null): MomentDetail {
  const { moments } = useCore();
  const author = key?.author ?? '';
  const id = key?.id ?? '';
  const { value, loaded } = useLiveQuery(
    author && id ? `moment-detail:${author}/${id}` : null,
    {
      read: async (): Promise<Read> => {
        const moment = await moments.get({ author, id });
        return { moment, comments: moment ? await moments.comments({ author, id }) : [] };
      },
      source: moments,
      changes: (event) => event.type === 'moment' && event.author === author && event.id === id,
    },
    NOTHING,
    { failed: NOTHING },
  );
  return { loaded, moment: value.moment, comments: value.comments };
}
