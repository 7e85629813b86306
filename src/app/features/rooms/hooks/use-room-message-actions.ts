import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../../boot/core-context.ts';
import {
  useMessageActions,
  type Conversation,
  type MenuChoices,
  type MessageActions,
} from '../../chat/public.ts';
import { useRoomErrorText } from './use-room-error-text.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

/**
 * The menu of a room's messages, as a private chat's: reply, forward to a friend, copy, and for
 * my own retry (the same record again) and retract (for every member).
 */
export function useRoomMessageActions(pub: string, choices: MenuChoices): MessageActions {
  const { rooms } = useCore();
  const { t } = useTranslation('rooms');
  const feedback = useRoomFeedback();
  const roomErrorText = useRoomErrorText();
  const errorText = useCallback(
    (failure: unknown) => roomErrorText(failure, t('errors.sendFailed')),
    [roomErrorText, t],
  );
  const conversation = useMemo<Conversation>(
    () => ({
      retry: (message) => rooms.retry(pub, message.msgId),
      retract: (message) => rooms.retract(pub, message.msgId),
      errorText,
      showError: feedback.error,
    }),
    [rooms, pub, errorText, feedback],
  );
  return useMessageActions(choices, conversation);
}
