import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../../core/core-context.ts';
import { useConfirm } from '../../contacts/hooks/use-feedback.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

/**
 * "Delete room" (the console and a room's row in the chat list), after the confirmation: I leave
 * it (the members get my leave notice) and it is gone from this device. Resolves to whether it is.
 */
export function useDeleteRoom(): (room: { pub: string; name: string }) => Promise<boolean> {
  const { rooms } = useCore();
  const { t } = useTranslation('rooms');
  const confirm = useConfirm();
  const feedback = useRoomFeedback();
  return useCallback(
    async ({ pub, name }) => {
      const sure = await confirm({
        header: t('toast.confirmDelete'),
        message: t('delete.message', { name }),
        confirmText: t('delete.confirm'),
      });
      if (!sure) return false;
      try {
        await rooms.leave(pub);
        feedback.success(t('toast.deleted'));
        return true;
      } catch (error) {
        console.error('deleting a room failed', error);
        feedback.error(t('toast.deleteFailed'));
        return false;
      }
    },
    [rooms, confirm, feedback, t],
  );
}
