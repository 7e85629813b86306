import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { roomKeyText } from '@core/rooms/room-key.ts';
import { debug } from '@core/util/log.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

const log = debug('rooms');

/** "Copy key pair": the room's key pair JSON to the clipboard. */
export function useCopyRoomKey(): (pub: string) => Promise<void> {
  const { rooms } = useCore();
  const { t } = useTranslation('rooms');
  const feedback = useRoomFeedback();
  return useCallback(
    async (pub: string) => {
      try {
        const pair = await rooms.keyPair(pub);
        if (pair.ok) {
          await navigator.clipboard.writeText(roomKeyText(pair.value));
          feedback.success(t('toast.copied'));
          return;
        }
      } catch (error) {
        log('copying the room key failed: %o', error);
      }
      feedback.error(t('toast.copyFailed'));
    },
    [rooms, feedback, t],
  );
}
