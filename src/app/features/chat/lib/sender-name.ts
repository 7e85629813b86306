import type { ChatMessage } from '@core/chat/chat-types.ts';

/** Who wrote a room's message, as the room names them; null for a private chat's messages. */
export function senderNameOf(message: ChatMessage): string | null {
  return 'senderName' in message && typeof message.senderName === 'string'
    ? message.senderName
    : null;
}

/** Who wrote the message a room's reply quotes, as the room names them; null elsewhere. */
export function quotedNameOf(message: ChatMessage): string | null {
  return 'quotedName' in message && typeof message.quotedName === 'string'
    ? message.quotedName
    : null;
}
