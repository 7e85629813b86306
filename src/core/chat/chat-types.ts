import type { ChatMessage, MessageStatus } from '../conversations/message-types.ts';
import { OUTBOX_LIMITS, RELAY_RETENTION_MS } from '../streams/limits.ts';
import type { Result } from '../util/result.ts';

/** The private chat's numbers: its outbox's, history pages and receipts (spec). */
export const CHAT_LIMITS = {
  ...OUTBOX_LIMITS,
  /** History page size (spec). */
  pageSize: 15,
  /** Receipts are gathered this long (or up to receiptBatch ids) into one receipt record. */
  receiptDelayMs: 100,
  receiptBatch: 200,
  /** A message of mine no receipt confirmed within the relays' retention shows not delivered. */
  retentionMs: RELAY_RETENTION_MS,
  /** How often such messages are looked for (and at every start). */
  expiryCheckMs: 60 * 60 * 1000,
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
  /** Its chain's key was used already (a replay) or expired. */
  | 'gone'
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

/**
 * Why a message was not sent, as stored in `messages.error`, for the app's texts. `expired`: no
 * receipt came within the relays' retention (the friend's devices were away longer than that).
 */
export type SendFailure =
  'not-a-friend' | 'blocked' | 'given-up' | 'no-relay' | 'refused' | 'expired';

const SEND_FAILURES: ReadonlySet<string> = new Set<SendFailure>([
  'not-a-friend',
  'blocked',
  'given-up',
  'no-relay',
  'refused',
  'expired',
]);

/** A failed message's stored code; none means no relay answered, an unknown one a refusal. */
export function sendFailureOf(error: string | null): SendFailure {
  if (error === null) return 'no-relay';
  return SEND_FAILURES.has(error) ? (error as SendFailure) : 'refused';
}

/** Why a chat action was refused (its Result's error); the app shows its catalogue's text. */
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

/** What a chat action answers: its value, or why it was refused. */
export type ChatResult<T> = Result<T, ChatErrorCode>;
