import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_LIMITS, ChatError, type OutgoingContent } from '../../../../core/chat/chat-types.ts';
import type { MessageQuote } from '../../../../core/conversations/quote.ts';
import { useCore } from '../../../core/core-context.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { ImageCompressionError, compressImage } from '../lib/compress-image.ts';
import { useChatErrorText } from './use-chat-error-text.ts';
import type { VoiceRecording } from './use-voice-recorder.ts';

class FileReadError extends Error {
  override name = 'FileReadError';
}

export interface MessageSender {
  /** True while a picture or file is being prepared and stored. */
  readonly busy: boolean;
  /** Resolves to whether the message was stored (and queued); `replyTo` makes it a reply. */
  readonly sendText: (text: string, replyTo?: MessageQuote) => Promise<boolean>;
  readonly sendImage: (file: File) => Promise<boolean>;
  /** Absent where files cannot be sent (rooms). */
  readonly sendFile?: (file: File) => Promise<boolean>;
  readonly sendVoice: (recording: VoiceRecording) => Promise<boolean>;
}

/** Sends to one friend: pictures compressed first, files as bytes; failures as toasts. */
export function useSendMessage(peer: string, afterSend: () => void): MessageSender {
  const { chat } = useCore();
  const { t } = useTranslation('chat');
  const toast = useToast();
  const errorText = useChatErrorText();
  const [busy, setBusy] = useState(false);

  const send = useCallback(
    async (prepare: () => Promise<OutgoingContent>, slow: boolean) => {
      if (slow) setBusy(true);
      try {
        await chat.send(peer, await prepare());
        afterSend();
        return true;
      } catch (error) {
        if (error instanceof ImageCompressionError) {
          toast(error.stage === 'load' ? t('errors.loadImage') : t('errors.compressImage'), {
            color: 'danger',
          });
        } else if (error instanceof FileReadError) {
          toast(t('errors.readFile'), { color: 'danger' });
        } else {
          if (!(error instanceof ChatError)) console.error('sending failed', error);
          toast(errorText(error), { color: 'danger' });
        }
        return false;
      } finally {
        if (slow) setBusy(false);
      }
    },
    [chat, peer, afterSend, toast, errorText, t],
  );

  return useMemo(
    () => ({
      busy,
      sendText: (text, replyTo) =>
        send(() => Promise.resolve({ kind: 'text', text, ...(replyTo ? { replyTo } : {}) }), false),
      sendImage: (file) =>
        send(async () => ({ kind: 'image', dataUrl: await compressImage(file) }), true),
      sendFile: (file) =>
        send(async () => {
          // Checked before reading: a huge file should not be loaded into memory at all.
          if (file.size > CHAT_LIMITS.maxFileBytes) throw new ChatError('file-too-large');
          const bytes = await file.arrayBuffer().catch((cause: unknown) => {
            throw new FileReadError('read failed', { cause });
          });
          const mime = file.type || 'application/octet-stream';
          return { kind: 'file', name: file.name, mime, bytes: new Uint8Array(bytes) };
        }, true),
      sendVoice: ({ dataUrl, duration }) =>
        send(() => Promise.resolve({ kind: 'voice', dataUrl, duration }), true),
    }),
    [busy, send],
  );
}
