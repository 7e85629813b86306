import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../core/chat/chat-types.ts';
import { RoomError } from '../../../../core/rooms/room-types.ts';
import { useCore } from '../../../core/core-context.ts';
import { useRoomErrorText } from './use-room-error-text.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

/** Retry on a failed room message: the same record is sent again. */
export function useRetryRoomMessage(pub: string): (message: ChatMessage) => void {
  const { rooms } = useCore();
  const { t } = useTranslation('rooms');
  const feedback = useRoomFeedback();
  const errorText = useRoomErrorText();
  return useCallback(
    (message: ChatMessage) => {
      rooms.retry(pub, message.msgId).catch((error: unknown) => {
        if (!(error instanceof RoomError)) console.error('retrying a room message failed', error);
        feedback.error(errorText(error, t('errors.sendFailed')));
      });
    },
    [rooms, pub, feedback, errorText, t],
  );
}
