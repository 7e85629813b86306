/** A forwarded message: a copy of what a stored message holds, to send as a new one. */
import { base64ToBytes } from '../crypto/base64.ts';
import type { OutgoingContent } from '../conversations/message-types.ts';
import { ChatError, type ChatMessage } from './chat-types.ts';

type FileData = (fileId: string) => Promise<{ name: string; mime: string; dataUrl: string } | null>;

/** The content of `message` without its quote or AI mark: they belong to the chat it came from. */
export async function copyOf(message: ChatMessage, fileData: FileData): Promise<OutgoingContent> {
  switch (message.kind) {
    case 'text':
      return { kind: 'text', text: message.text };
    case 'image':
      return { kind: 'image', dataUrl: message.dataUrl };
    case 'voice':
      return { kind: 'voice', dataUrl: message.dataUrl, duration: message.duration };
    case 'file': {
      const data = await fileData(message.file.fileId);
      if (!data) throw new ChatError('not-found');
      const base64 = data.dataUrl.slice(data.dataUrl.indexOf(',') + 1);
      return { kind: 'file', name: data.name, mime: data.mime, bytes: base64ToBytes(base64) };
    }
    case 'room-invite':
      return { kind: 'room-invite', ...message.invitation };
    case 'leave':
      throw new ChatError('not-found');
  }
}
