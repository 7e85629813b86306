import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClearVote, RoomErrorCode } from '@core/rooms/room-types.ts';
import { debug } from '@core/util/log.ts';
import type { Result } from '@core/util/result.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useAction } from '../../../ui/use-action.ts';
import { useRoomErrorText } from './use-room-error-text.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

const log = debug('rooms');

export interface ClearVoteState {
  /** Null until read. */
  readonly vote: ClearVote | null;
  readonly propose: () => void;
  readonly cast: (agree: boolean) => void;
}

/**
 * The room's clear vote, live: the open proposal with every voter's vote, proposing one, and my
 * vote on it. Once all agree the core clears the history (a `cleared` event) and closes it.
 */
export function useClearVote(pub: string): ClearVoteState {
  const { rooms } = useCore();
  const { t } = useTranslation('rooms');
  const feedback = useRoomFeedback();
  const errorText = useRoomErrorText();
  const [state, setState] = useState<{ pub: string; vote: ClearVote } | null>(null);

  useEffect(() => {
    if (!pub) return;
    let live = true;
    const load = () =>
      rooms.clearVote(pub).then(
        (vote) => {
          if (live) setState({ pub, vote });
        },
        (error: unknown) => log('reading the clear vote failed: %o', error),
      );
    void load();
    const off = rooms.subscribe((event) => {
      const about = 'room' in event && event.room === pub;
      if (about && (event.type === 'vote' || event.type === 'cleared' || event.type === 'members'))
        void load();
    });
    return () => {
      live = false;
      off();
    };
  }, [rooms, pub]);

  const { run } = useAction((action: () => Promise<Result<void, RoomErrorCode>>) => action(), {
    what: 'the clear vote',
    onFailure: (failure) => feedback.error(errorText(failure, t('vote.failed'))),
  });
  const propose = useCallback(() => void run(() => rooms.proposeClear(pub)), [run, rooms, pub]);
  const cast = useCallback(
    (agree: boolean) => void run(() => rooms.vote(pub, agree)),
    [run, rooms, pub],
  );

  return { vote: state?.pub === pub ? state.vote : null, propose, cast };
}
