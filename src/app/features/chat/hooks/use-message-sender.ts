import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatError } from '../../../../core/chat/chat-types.ts';
import type {
  MessageQuote,
  OutgoingContent,
} from '../../../../core/conversations/message-types.ts';
import { BODY_LIMITS } from '../../../../core/streams/limits.ts';
import { ImageCompressionError, compressImage } from '../lib/compress-image.ts';
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

export interface Delivery {
  /** Stores and queues one message in the conversation. */
  readonly deliver: (content: OutgoingContent) => Promise<unknown>;
  /** The conversation's refusal (its typed error) as a text; anything else as its generic text. */
  readonly errorText: (error: unknown) => string;
  /** Whether `error` is one of the conversation's typed refusals (anything else is logged). */
  readonly isRefusal: (error: unknown) => boolean;
  /** Says a failure to the user. */
  readonly showError: (text: string) => void;
  /** Whether files can be sent here. */
  readonly files: boolean;
  /** After each message stored. */
  readonly afterSend?: () => void;
}

/**
 * Sends to one conversation: pictures compressed first, files (where it takes them) as bytes,
 * voice as recorded; a failure is said in the conversation's words and the text stays typed.
 */
export function useMessageSender(delivery: Delivery): MessageSender {
  const { deliver, errorText, isRefusal, showError, files, afterSend } = delivery;
  const { t } = useTranslation('chat');
  const [busy, setBusy] = useState(false);

  const send = useCallback(
    async (prepare: () => Promise<OutgoingContent>, slow: boolean) => {
      if (slow) setBusy(true);
      try {
        await deliver(await prepare());
        afterSend?.();
        return true;
      } catch (error) {
        if (error instanceof ImageCompressionError) {
          showError(error.stage === 'load' ? t('errors.loadImage') : t('errors.compressImage'));
        } else if (error instanceof FileReadError) {
          showError(t('errors.readFile'));
        } else {
          if (!isRefusal(error)) console.error('sending failed', error);
          showError(errorText(error));
        }
        return false;
      } finally {
        if (slow) setBusy(false);
      }
    },
    [deliver, afterSend, showError, errorText, isRefusal, t],
  );

  return useMemo(
    () => ({
      busy,
      sendText: (text, replyTo) =>
        send(() => Promise.resolve({ kind: 'text', text, ...(replyTo ? { replyTo } : {}) }), false),
      sendImage: (file) =>
        send(async () => ({ kind: 'image', dataUrl: await compressImage(file) }), true),
      ...(files
        ? {
            sendFile: (file: File) =>
              send(async () => {
                // Checked before reading: a huge file should not be loaded into memory at all.
                if (file.size > BODY_LIMITS.maxFileBytes) throw new ChatError('file-too-large');
                const bytes = await file.arrayBuffer().catch((cause: unknown) => {
                  throw new FileReadError('read failed', { cause });
                });
                const mime = file.type || 'application/octet-stream';
                return { kind: 'file', name: file.name, mime, bytes: new Uint8Array(bytes) };
              }, true),
          }
        : {}),
      sendVoice: ({ dataUrl, duration }) =>
        send(() => Promise.resolve({ kind: 'voice', dataUrl, duration }), true),
    }),
    [busy, send, files],
  );
}
