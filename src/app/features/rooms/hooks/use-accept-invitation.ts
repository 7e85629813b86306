import { useIonRouter } from '@ionic/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomInvitation } from '../../../../core/conversations/message-types.ts';
import { RoomError } from '../../../../core/rooms/room-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { groupMessagesPath } from '../lib/room-paths.ts';
import { useRoomErrorText } from './use-room-error-text.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

/** "Join" on an invitation in a private chat: joins the room (if not yet in it) and opens it. */
export function useAcceptInvitation(): (invitation: RoomInvitation) => Promise<void> {
  const { rooms } = useCore();
  const { t } = useTranslation('rooms');
  const router = useIonRouter();
  const feedback = useRoomFeedback();
  const errorText = useRoomErrorText();
  return useCallback(
    async (invitation) => {
      try {
        const { room, joined } = await rooms.accept(invitation);
        if (joined) feedback.success(t('toast.joined'));
        router.push(groupMessagesPath(room.pub));
      } catch (error) {
        if (!(error instanceof RoomError)) console.error('accepting an invitation failed', error);
        feedback.error(errorText(error, t('toast.joinFailed')));
      }
    },
    [rooms, router, feedback, errorText, t],
  );
}
