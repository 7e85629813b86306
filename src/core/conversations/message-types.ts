/**
 * A message of a conversation as the app shows it: private chats now, rooms next. Ids are unique
 * per conversation and sender.
 */

export type MessageStatus = 'pending' | 'sent' | 'failed' | 'received';
/**
 * `leave`: a room member's notice that they left (rooms only); `room-invite`: a friend's
 * invitation to a room (private chats only).
 */
export type MessageKind = 'text' | 'image' | 'voice' | 'file' | 'leave' | 'room-invite';

/** A room's leave notice is not something to answer. */
export type QuotableKind = Exclude<MessageKind, 'leave' | 'room-invite'>;

/** A reply's reference to the message it answers (quote.ts builds and checks them). */
export interface MessageQuote {
  /** The quoted message's id (unique per conversation and sender). */
  readonly id: string;
  /** The quoted message's sender. */
  readonly from: string;
  readonly kind: QuotableKind;
  /** The start of a quoted text, a quoted file's name; empty for pictures and voice. */
  readonly text: string;
}

export interface FileInfo {
  readonly fileId: string;
  readonly name: string;
  readonly size: number;
  readonly mime: string;
  /** True once every chunk is here (always true for my own files). */
  readonly complete: boolean;
}

/** The room's credential: a SEA key pair. Whoever holds it is a member. */
export interface RoomKeyPair {
  readonly pub: string;
  readonly priv: string;
  readonly epub: string;
  readonly epriv: string;
}

/** An invitation as it arrives in a private chat (a message of kind 'room-invite'). */
export interface RoomInvitation {
  readonly room: RoomKeyPair;
  readonly name: string;
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

/**
 * What the user sends to a chat or a room; compression of pictures and recording of voice are the
 * UI's job.
 */
export type OutgoingContent =
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly aiModel?: string;
      /** The message this text answers (`quoteOf`), from this conversation. */
      readonly replyTo?: MessageQuote;
    }
  | { readonly kind: 'image'; readonly dataUrl: string }
  | { readonly kind: 'voice'; readonly dataUrl: string; readonly duration: number }
  | {
      readonly kind: 'file';
      readonly name: string;
      readonly mime: string;
      readonly bytes: Uint8Array;
    }
  | { readonly kind: 'room-invite'; readonly room: RoomKeyPair; readonly name: string };
