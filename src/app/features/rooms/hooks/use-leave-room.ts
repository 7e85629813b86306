import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../../core/core-context.ts';
import { useConfirm } from '../../contacts/hooks/use-feedback.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

/**
 * Leave on the member page, after the confirmation: my leave notice goes to the members and the
 * room is gone from this device (the page closes on the core's `left` event).
 */
export function useLeaveRoom(): (room: { pub: string; name: string }) => Promise<void> {
  const { rooms } = useCore();
  const { t } = useTranslation('rooms');
  const confirm = useConfirm();
  const feedback = useRoomFeedback();
  return useCallback(
    async ({ pub, name }) => {
      const sure = await confirm({
        header: t('members.leaveHeader'),
        message: t('members.leaveMessage', { name }),
        confirmText: t('members.leaveConfirm'),
      });
      if (!sure) return;
      try {
        await rooms.leave(pub);
      } catch (error) {
        console.error('leaving a room failed', error);
        feedback.error(t('members.leaveFailed'));
      }
    },
    [rooms, confirm, feedback, t],
  );
}
