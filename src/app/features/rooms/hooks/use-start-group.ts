import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_LIMITS, RoomError, type Room } from '../../../../core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';
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
  return useCallback(
    async (name, friends) => {
      try {
        const { room, failed } = await rooms.startGroup(name, friends);
        if (failed.length === 0) feedback.success(t('toast.invitationSent'), INVITATION_SENT_MS);
        else feedback.error(t('toast.invitationFailed'));
        return room;
      } catch (error) {
        if (!(error instanceof RoomError)) console.error('starting a group failed', error);
        // The spec's own text for this form when no key pair could be made.
        const noKeyPair = error instanceof RoomError && error.code === 'key-generation-failed';
        feedback.error(
          noKeyPair
            ? t('toast.noKeyPair')
            : errorText(error, t('toast.invitationFailed'), ROOM_LIMITS.inviteNameChars),
        );
        return null;
      }
    },
    [rooms, feedback, errorText, t],
  );
}
