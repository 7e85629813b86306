import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClearVote, RoomErrorCode, RoomEvent } from '@core/rooms/room-types.ts';
import type { Result } from '@core/util/result.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useAction } from '../../../ui/use-action.ts';
import { useLiveQuery } from '../../../ui/use-live-query.ts';
import { useRoomErrorText } from './use-room-error-text.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

/** Room events after which the vote may read differently. */
const VOTE_EVENTS: ReadonlySet<RoomEvent['type']> = new Set(['vote', 'cleared', 'members']);

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
  const vote = useLiveQuery<ClearVote | null, RoomEvent>(
    pub || null,
    {
      read: () => rooms.clearVote(pub),
      source: rooms,
      changes: (event) => VOTE_EVENTS.has(event.type) && 'room' in event && event.room === pub,
    },
    null,
  ).value;

  const { run } = useAction((action: () => Promise<Result<void, RoomErrorCode>>) => action(), {
    what: 'the clear vote',
    onFailure: (failure) => feedback.error(errorText(failure, t('vote.failed'))),
  });
  const propose = useCallback(() => void run(() => rooms.proposeClear(pub)), [run, rooms, pub]);
  const cast = useCallback(
    (agree: boolean) => void run(() => rooms.vote(pub, agree)),
    [run, rooms, pub],
  );

  return { vote, propose, cast };
}
