import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { roomKeyText } from '../../../../core/rooms/room-key.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

/** "Copy key pair": the room's key pair JSON to the clipboard. */
export function useCopyRoomKey(): (pub: string) => Promise<void> {
  const { rooms } = useCore();
  const { t } = useTranslation('rooms');
  const feedback = useRoomFeedback();
  return useCallback(
    async (pub: string) => {
      try {
        await navigator.clipboard.writeText(roomKeyText(await rooms.keyPair(pub)));
        feedback.success(t('toast.copied'));
      } catch (error) {
        console.warn('copying the room key failed', error);
        feedback.error(t('toast.copyFailed'));
      }
    },
    [rooms, feedback, t],
  );
}
