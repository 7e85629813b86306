import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_LIMITS, type Room } from '@core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useAction } from '../../../ui/use-action.ts';
import { useRoomErrorText } from './use-room-error-text.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

/** The spec keeps "invitation sent" on screen longer than other room toasts. */
const INVITATION_SENT_MS = 3_000;

/**
 * "Start group chat": a new room named `name` (or the spec's default) and an invitation to each
 * chosen friend through our private chat. Resolves to the room, or null when it was not created.
 */
export function useStartGroup(): (
  name: string,
  friends: readonly string[],
) => Promise<Room | null> {
  const { rooms } = useCore();
  const { t } = useTranslation('rooms');
  const feedback = useRoomFeedback();
  const errorText = useRoomErrorText();
  const { run: start } = useAction(
    (name: string, friends: readonly string[]) => rooms.startGroup(name, friends),
    {
      what: 'starting a group',
      onFailure: (failure) =>
        feedback.error(
          // The spec's own text for this form when no key pair could be made.
          failure === 'key-generation-failed'
            ? t('toast.noKeyPair')
            : errorText(failure, t('toast.invitationFailed'), ROOM_LIMITS.inviteNameChars),
        ),
    },
  );
  return useCallback(
    async (name, friends) => {
      const started = await start(name, friends);
      if (!started) return null;
      if (started.failed.length === 0)
        feedback.success(t('toast.invitationSent'), INVITATION_SENT_MS);
      else feedback.error(t('toast.invitationFailed'));
      return started.room;
    },
    [start, feedback, t],
  );
}
