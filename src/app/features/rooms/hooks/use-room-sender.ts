import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutgoingContent } from '@core/conversations/message-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useMessageSender, type MessageSender } from '../../chat/public.ts';
import { useRoomErrorText } from './use-room-error-text.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

/** Sends to one room: text, pictures (compressed as in private chats) and voice; no files. */
export function useRoomSender(pub: string): MessageSender {
  const { rooms } = useCore();
  const { t } = useTranslation('rooms');
  const feedback = useRoomFeedback();
  const roomErrorText = useRoomErrorText();
  const deliver = useCallback((content: OutgoingContent) => rooms.send(pub, content), [rooms, pub]);
  const errorText = useCallback(
    (failure: unknown) => roomErrorText(failure, t('errors.sendFailed')),
    [roomErrorText, t],
  );
  return useMessageSender({
    deliver,
    errorText,
    showError: feedback.error,
    files: false,
  });
}
