import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ok } from '@core/util/result.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useAction } from '../../../ui/use-action.ts';
import { useConfirm } from '../../../ui/use-feedback.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

/** The console's and the Chats list's "Delete room", or the member page's "Leave". */
export type LeaveWording = 'delete' | 'leave';

/**
 * Leaves a room after the confirmation: my leave notice goes to the members and the room is gone
 * from this device (an open room page closes on the core's `left` event). "Delete" says so with a
 * toast. Resolves to whether the room is gone.
 */
export function useLeaveRoom(
  wording: LeaveWording,
): (room: { pub: string; name: string }) => Promise<boolean> {
  const { rooms } = useCore();
  const { t } = useTranslation('rooms');
  const confirm = useConfirm();
  const feedback = useRoomFeedback();
  const { run: leave } = useAction(
    async (pub: string) => {
      const left = await rooms.leave(pub);
      return left.ok ? ok(true) : left;
    },
    {
      what: 'leaving a room',
      onFailure: () =>
        feedback.error(wording === 'delete' ? t('toast.deleteFailed') : t('members.leaveFailed')),
    },
  );
  return useCallback(
    async ({ pub, name }) => {
      const deleting = wording === 'delete';
      const sure = await confirm(
        deleting
          ? {
              header: t('toast.confirmDelete'),
              message: t('delete.message', { name }),
              confirmText: t('delete.confirm'),
            }
          : {
              header: t('members.leaveHeader'),
              message: t('members.leaveMessage', { name }),
              confirmText: t('members.leaveConfirm'),
            },
      );
      if (!sure) return false;
      const left = (await leave(pub)) === true;
      if (left && deleting) feedback.success(t('toast.deleted'));
      return left;
    },
    [leave, confirm, feedback, t, wording],
  );
}
