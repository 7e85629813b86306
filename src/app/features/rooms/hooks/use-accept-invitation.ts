import { useIonRouter } from '@ionic/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoomInvitation } from '@core/conversations/message-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useAction } from '../../../ui/use-action.ts';
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
  const { run: acceptNow } = useAction((invitation: RoomInvitation) => rooms.accept(invitation), {
    what: 'accepting an invitation',
    onFailure: (failure) => feedback.error(errorText(failure, t('toast.joinFailed'))),
  });
  return useCallback(
    async (invitation) => {
      const accepted = await acceptNow(invitation);
      if (!accepted) return;
      if (accepted.joined) feedback.success(t('toast.joined'));
      router.push(groupMessagesPath(accepted.room.pub));
    },
    [acceptNow, router, feedback, t],
  );
}
