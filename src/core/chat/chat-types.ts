import type {
  ChatMessage,
  MessageStatus,
  MessageQuote,
  RoomKeyPair,
} from '../conversations/message-types.ts';
import { CodedError } from '../util/coded-error.ts';

/** The spec's and the numbers for private chat, in one place. */
export const CHAT_LIMITS = {
  /** History page size (spec). */
  pageSize: 15,
  /** Outbox: processing interval, batch size, concurrent sends, send time-out (spec). */
  processEveryMs: 3_000,
  batchSize: 50,
  concurrency: 3,
  sendTimeoutMs: 20_000,
  /**
   * Puts handed to the relay and not yet acknowledged. A relay acknowledges only after its disk
   * batch (250-350 ms), so holding a slot until then would carry about ten messages a second.
   */
  maxUnackedPuts: 16,
  /** Re-process after this long while due items remain (spec). */
  reprocessMs: 500,
  /** Retry delays in seconds; the last one repeats (spec). */
  retryDelaysS: [1, 2, 5, 10, 30, 60] as readonly number[],
  /** One put carries at most this many bytes of records. */
  maxPutBytes: 512 * 1024,
  /** A file's bytes travel in chunks of this size, each in its own record. */
  fileChunkBytes: 48 * 1024,
  maxFileBytes: 10 * 1024 * 1024,
  /** Data URL length caps for pictures (compressed by the UI) and voice recordings. */
  maxImageChars: 1024 * 1024,
  maxVoiceChars: 1536 * 1024,
  maxTextChars: 20_000,
  /** Receipts are gathered this long (or up to receiptBatch ids) into one receipt record. */
  receiptDelayMs: 100,
  receiptBatch: 200,
  /** How far ahead of this device's clock a friend's timestamp may be before it is not believed. */
  maxClockSkewMs: 5 * 60_000,
} as const;

/** The limits with literal numbers widened, so tests and benchmarks can choose their own. */
export type ChatLimits = {
  -readonly [K in keyof typeof CHAT_LIMITS]: (typeof CHAT_LIMITS)[K] extends number
    ? number
    : (typeof CHAT_LIMITS)[K];
};

export type {
  ChatMessage,
  FileInfo,
  MessageKind,
  MessageStatus,
} from '../conversations/message-types.ts';
/** What the user sends; compression of pictures and recording of voice are the UI's job. */
export type OutgoingContent =
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly aiModel?: string;
      /** The message this text answers (`quoteOf`), from this chat. */
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

export interface ChatPreview {
  /** The friend's key, or the room's. */
  readonly pub: string;
  /** A private chat, or a room (its row carries the "Room" badge and opens the room). */
  readonly kind: 'private' | 'room';
  readonly name: string;
  readonly avatar: string;
  /** The spec's preview text ([Image], [Voice], [File], [Video] or the first 20 characters). */
  readonly lastMsg: string | null;
  readonly lastTime: number | null;
  readonly hasNew: boolean;
  /** Messages that arrived since the chat was last open. */
  readonly unread: number;
  readonly hidden: boolean;
  readonly pinned: boolean;
  /** The status of the last message when it is mine (the list's spinner and check mark). */
  readonly lastStatus: MessageStatus | null;
}

export interface ChatList {
  readonly pinned: ChatPreview[];
  readonly recent: ChatPreview[];
}

export type RejectReason =
  | 'malformed'
  | 'unexpected-sender'
  | 'wrong-recipient'
  | 'wrong-chat'
  | 'wrong-day'
  | 'from-the-future'
  | 'bad-signature'
  | 'undecryptable'
  | 'bad-body'
  | 'id-conflict';

export type ChatEvent =
  | { readonly type: 'message'; readonly message: ChatMessage }
  | { readonly type: 'message-removed'; readonly peer: string; readonly msgId: string }
  | {
      readonly type: 'status';
      readonly peer: string;
      readonly msgId: string;
      readonly status: MessageStatus;
      readonly error: string | null;
    }
  | { readonly type: 'preview'; readonly peer: string }
  | {
      readonly type: 'file-progress';
      readonly peer: string;
      readonly msgId: string;
      readonly fileId: string;
      readonly direction: 'in' | 'out';
      readonly done: number;
      readonly total: number;
    }
  | { readonly type: 'chat-deleted'; readonly peer: string }
  | { readonly type: 'connectivity'; readonly online: boolean }
  | { readonly type: 'rejected'; readonly from: string; readonly reason: RejectReason };

/** Why a message was not sent, as stored in `messages.error`, for the app's texts. */
export type SendFailure = 'not-a-friend' | 'blocked' | 'given-up' | 'no-relay' | 'refused';

const SEND_FAILURES: ReadonlySet<string> = new Set<SendFailure>([
  'not-a-friend',
  'blocked',
  'given-up',
  'no-relay',
  'refused',
]);

/** A failed message's stored code; none means no relay answered, an unknown one a refusal. */
export function sendFailureOf(error: string | null): SendFailure {
  if (error === null) return 'no-relay';
  return SEND_FAILURES.has(error) ? (error as SendFailure) : 'refused';
}

export type ChatErrorCode =
  | 'not-logged-in'
  | 'not-a-friend'
  | 'blocked'
  | 'empty-message'
  | 'text-too-long'
  | 'image-too-large'
  | 'voice-too-large'
  | 'file-too-large'
  | 'bad-data-url'
  | 'not-found'
  | 'not-mine';

/** A refused chat action; the app shows its catalogue's text for the code. */
export class ChatError extends CodedError<ChatErrorCode> {
  override name = 'ChatError';
}
