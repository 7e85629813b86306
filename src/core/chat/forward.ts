/** A forwarded message: a copy of what a stored message holds, to send as a new one. */
import { base64ToBytes } from '../crypto/base64.ts';
import type { OutgoingContent } from '../conversations/message-types.ts';
import { err, ok, type Result } from '../util/result.ts';
import type { ChatErrorCode, ChatMessage } from './chat-types.ts';

type FileData = (fileId: string) => Promise<{ name: string; mime: string; dataUrl: string } | null>;

/**
 * The content of `message` without its quote or AI mark: they belong to the chat it came from.
 * `not-found` when there is nothing to pass on (a file not all here, a leave notice).
 */
export async function copyOf(
  message: ChatMessage,
  fileData: FileData,
): Promise<Result<OutgoingContent, ChatErrorCode>> {
  switch (message.kind) {
    case 'text':
      return ok({ kind: 'text', text: message.text });
    case 'image':
      return ok({ kind: 'image', dataUrl: message.dataUrl });
    case 'voice':
      return ok({ kind: 'voice', dataUrl: message.dataUrl, duration: message.duration });
    case 'file': {
      const data = await fileData(message.file.fileId);
      if (!data) return err('not-found');
      const base64 = data.dataUrl.slice(data.dataUrl.indexOf(',') + 1);
      return ok({ kind: 'file', name: data.name, mime: data.mime, bytes: base64ToBytes(base64) });
    }
    case 'room-invite':
      return ok({ kind: 'room-invite', ...message.invitation });
    case 'leave':
      return err('not-found');
  }
}
