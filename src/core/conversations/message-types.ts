/**
 * A message of a conversation as the app shows it: private chats now, rooms next. Ids are unique
 * per conversation and sender.
 */
import type { RoomInvitation } from '../rooms/room-types.ts';
import type { MessageQuote } from './quote.ts';

export type MessageStatus = 'pending' | 'sent' | 'failed' | 'received';
/**
 * `leave`: a room member's notice that they left (rooms only); `room-invite`: a friend's
 * invitation to a room (private chats only).
 */
export type MessageKind = 'text' | 'image' | 'voice' | 'file' | 'leave' | 'room-invite';

export interface FileInfo {
  readonly fileId: string;
  readonly name: string;
  readonly size: number;
  readonly mime: string;
  /** True once every chunk is here (always true for my own files). */
  readonly complete: boolean;
}

interface MessageBase {
  readonly msgId: string;
  readonly chatId: string;
  /** The other party of a private chat (the room, for a room's messages). */
  readonly peer: string;
  readonly sender: string;
  readonly mine: boolean;
  readonly timestamp: number;
  readonly status: MessageStatus;
  /** Why the last send attempt failed (failed, or pending and being retried). */
  readonly error: string | null;
}

export type ChatMessage = MessageBase &
  (
    | {
        readonly kind: 'text';
        readonly text: string;
        /** The model that wrote it (an auto-reply); absent for texts a person wrote. */
        readonly aiModel?: string;
        /** The message this one answers. */
        readonly replyTo?: MessageQuote;
      }
    | { readonly kind: 'image'; readonly dataUrl: string }
    | { readonly kind: 'voice'; readonly dataUrl: string; readonly duration: number }
    | { readonly kind: 'file'; readonly file: FileInfo }
    | { readonly kind: 'leave' }
    | { readonly kind: 'room-invite'; readonly invitation: RoomInvitation }
  );
