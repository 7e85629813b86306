import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutgoingContent } from '../../../../core/chat/chat-types.ts';
import { RoomError } from '../../../../core/rooms/room-types.ts';
import { useCore } from '../../../core/core-context.ts';
import type { MessageSender } from '../../chat/hooks/use-send-message.ts';
import { ImageCompressionError, compressImage } from '../../chat/lib/compress-image.ts';
import { useRoomErrorText } from './use-room-error-text.ts';
import { useRoomFeedback } from './use-room-feedback.ts';

/** Sends to one room: text, pictures (compressed as in private chats) and voice; no files. */
export function useRoomSender(pub: string): MessageSender {
  const { rooms } = useCore();
  const { t } = useTranslation(['rooms', 'chat']);
  const feedback = useRoomFeedback();
  const errorText = useRoomErrorText();
  const [busy, setBusy] = useState(false);

  const send = useCallback(
    async (prepare: () => Promise<OutgoingContent>, slow: boolean) => {
      if (slow) setBusy(true);
      try {
        await rooms.send(pub, await prepare());
        return true;
      } catch (error) {
        if (error instanceof ImageCompressionError) {
          feedback.error(
            error.stage === 'load' ? t('chat:errors.loadImage') : t('chat:errors.compressImage'),
          );
        } else {
          if (!(error instanceof RoomError)) console.error('sending to the room failed', error);
          feedback.error(errorText(error, t('rooms:errors.sendFailed')));
        }
        return false;
      } finally {
        if (slow) setBusy(false);
      }
    },
    [rooms, pub, feedback, errorText, t],
  );

  return useMemo(
    () => ({
      busy,
      sendText: (text, replyTo) =>
        send(() => Promise.resolve({ kind: 'text', text, ...(replyTo ? { replyTo } : {}) }), false),
      sendImage: (file) =>
        send(async () => ({ kind: 'image', dataUrl: await compressImage(file) }), true),
      sendVoice: ({ dataUrl, duration }) =>
        send(() => Promise.resolve({ kind: 'voice', dataUrl, duration }), true),
    }),
    [busy, send],
  );
}
