import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageQuote, OutgoingContent } from '@core/conversations/message-types.ts';
import { BODY_LIMITS } from '@core/streams/limits.ts';
import { err, ok, type Result } from '@core/util/result.ts';
import { useClickSound } from '../../../ui/click-sounds.ts';
import { useAction } from '../../../ui/use-action.ts';
import { ImageCompressionError, compressImage } from '../../../ui/compress-image.ts';
import type { VoiceRecording } from './use-voice-recorder.ts';

class FileReadError extends Error {
  override name = 'FileReadError';
}

/** A send's outcome for its caller: false after a failure, which the sender has already said. */
const whetherStored = async (sending: Promise<boolean | undefined>) => (await sending) ?? false;

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
  /** Stores and queues one message in the conversation, or says why not (the core's code). */
  readonly deliver: (content: OutgoingContent) => Promise<Result<unknown, string>>;
  /** The conversation's refusal code as a text; anything else (a throw) as its generic text. */
  readonly errorText: (failure: unknown) => string;
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
  const { deliver, errorText, showError, files, afterSend } = delivery;
  const { t } = useTranslation('chat');
  const playSound = useClickSound();
  // A refusal, the app's own (a file too large to read) or the core's, comes back as its code.
  const sendPrepared = async (
    prepare: () => Promise<Result<OutgoingContent, string>>,
  ): Promise<Result<true, string>> => {
    const content = await prepare();
    if (!content.ok) return content;
    const sent = await deliver(content.value);
    if (!sent.ok) return sent;
    playSound('send');
    afterSend?.();
    return ok(true);
  };
  const options = {
    what: 'sending a message',
    isExpected: (error: unknown) =>
      error instanceof ImageCompressionError || error instanceof FileReadError,
    onFailure: (failure: unknown) => {
      playSound('error');
      if (failure instanceof ImageCompressionError) {
        showError(failure.stage === 'load' ? t('errors.loadImage') : t('errors.compressImage'));
      } else if (failure instanceof FileReadError) {
        showError(t('errors.readFile'));
      } else {
        showError(errorText(failure));
      }
    },
  };
  // Text goes at once; only pictures, files and voice, which take a while, make the sender busy.
  const { run: sendNow } = useAction(sendPrepared, options);
  const { run: sendSlowly, busy } = useAction(sendPrepared, options);

  return useMemo(
    () => ({
      busy,
      sendText: (text, replyTo) =>
        whetherStored(
          sendNow(() =>
            Promise.resolve(ok({ kind: 'text', text, ...(replyTo ? { replyTo } : {}) })),
          ),
        ),
      sendImage: (file) =>
        whetherStored(
          sendSlowly(async () => ok({ kind: 'image', dataUrl: await compressImage(file) })),
        ),
      ...(files
        ? {
            sendFile: (file: File) =>
              whetherStored(
                sendSlowly(async () => {
                  // Checked before reading: a huge file should not be loaded into memory at all.
                  if (file.size > BODY_LIMITS.maxFileBytes) return err('file-too-large');
                  const bytes = await file.arrayBuffer().catch((cause: unknown) => {
                    throw new FileReadError('read failed', { cause });
                  });
                  const mime = file.type || 'application/octet-stream';
                  return ok({ kind: 'file', name: file.name, mime, bytes: new Uint8Array(bytes) });
                }),
              ),
          }
        : {}),
      sendVoice: ({ dataUrl, duration }) =>
        whetherStored(sendSlowly(() => Promise.resolve(ok({ kind: 'voice', dataUrl, duration })))),
    }),
    [busy, sendNow, sendSlowly, files],
  );
}
