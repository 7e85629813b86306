/**
 * Rooms (group chats): what the app sees of them. A room is a shared SEA key pair; holding it is
 * membership. Messages travel as sealed streams, one per member (PROTOCOL.md "Rooms").
 */
import type { ChatMessage, MessageStatus } from '../conversations/message-types.ts';
import type { Result } from '../util/result.ts';

/** The spec's numbers for rooms, in one place. */
export const ROOM_LIMITS = {
  /** Room name in the Rooms console's create form. */
  consoleNameChars: 10,
  /** Room name in the "Start group chat" modal. */
  inviteNameChars: 20,
  /** First history page, and each older page. */
  firstPage: 20,
  morePage: 10,
  /** After joining, the initial sync ends after this long without a new message. */
  syncQuietMs: 2_000,
  /** The room QR code's size in pixels, and the prefix of its content. */
  qrSize: 200,
  qrPrefix: 'keypair:',
  /** Name fallback: this prefix plus the first characters of the room's key. */
  fallbackPrefix: 'Group_',
  fallbackKeyChars: 8,
} as const;

export interface Room {
  /** The room's public key: its id and its route (`/group/{pub}/messages`). */
  readonly pub: string;
  readonly name: string;
  readonly createdAt: number;
  /** When I joined (created it, pasted its key, or took an invitation). */
  readonly joinedAt: number;
  /** True from joining until the spec's quiet period passes without a new message. */
  readonly syncing: boolean;
}

/** Whether a room's name or key contains `filter` (letter case aside): the room lists' search. */
export function roomMatches(room: Pick<Room, 'name' | 'pub'>, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  return room.name.toLowerCase().includes(needle) || room.pub.toLowerCase().includes(needle);
}

/** A room's row in the group list: its last message, as the Chats list previews it. */
export interface RoomPreview {
  readonly pub: string;
  /** The spec's preview text ([Image], [Voice], … or the first 20 characters); null: none yet. */
  readonly lastMsg: string | null;
  /** The last message's time, or when I joined while there is none. */
  readonly lastTime: number | null;
}

export interface RoomMember {
  readonly pub: string;
  /** Friend remark if set, else the member's alias, else a short key. */
  readonly name: string;
  readonly alias: string;
  /** Always 'member' (the spec's default role; rooms have no other). */
  readonly role: 'member';
  readonly joinedAt: number;
  readonly me: boolean;
}

/** A proposal to clear the room's history, and who has voted on it. */
export interface ClearVote {
  readonly proposal: {
    readonly id: string;
    readonly by: string;
    readonly at: number;
  } | null;
  /**
   * Every member who had joined before the proposal and is still in the room, with their vote
   * (null: not voted yet). Once all agree the history up to the proposal is cleared and the
   * proposal is closed.
   */
  readonly votes: ReadonlyArray<{ readonly member: RoomMember; readonly agree: boolean | null }>;
}

/** A room message: a chat message whose `peer` is the room, plus who wrote it. */
export type RoomMessage = ChatMessage & {
  /** The sender as this device shows them (remark, alias or short key). */
  readonly senderName: string;
  /** The sender of the message a reply quotes, named the same way; absent for other messages. */
  readonly quotedName?: string;
};

export type RoomEvent =
  /** Rooms were created, joined, renamed, left or deleted: reload the list. */
  | { readonly type: 'rooms' }
  | { readonly type: 'message'; readonly room: string; readonly message: RoomMessage }
  | {
      readonly type: 'status';
      readonly room: string;
      readonly msgId: string;
      readonly status: MessageStatus;
      readonly error: string | null;
    }
  /** A message was retracted by its sender (here, on another device or by another member). */
  | {
      readonly type: 'removed';
      readonly room: string;
      readonly sender: string;
      readonly msgId: string;
    }
  | { readonly type: 'members'; readonly room: string }
  | { readonly type: 'vote'; readonly room: string }
  /** The history up to `before` is gone (a clear passed): reload what is shown. */
  | { readonly type: 'cleared'; readonly room: string; readonly before: number }
  | { readonly type: 'sync'; readonly room: string; readonly syncing: boolean }
  /** I left the room, or deleted it: close it if it is open. */
  | { readonly type: 'left'; readonly room: string };

/** Why a room action was refused (its Result's error); the app shows its catalogue's text. */
export type RoomErrorCode =
  | 'not-logged-in'
  | 'name-required'
  | 'name-too-long'
  | 'key-generation-failed'
  | 'key-required'
  | 'invalid-key'
  | 'not-found'
  | 'no-invitees'
  | 'empty-message'
  | 'text-too-long'
  | 'image-too-large'
  | 'voice-too-large'
  | 'bad-data-url'
  | 'no-proposal'
  | 'message-not-found';

/** What a room action answers: its value, or why it was refused. */
export type RoomResult<T> = Result<T, RoomErrorCode>;

/** A join: the room, and whether I joined just now (false: I was in it already). */
export interface RoomJoin {
  readonly room: Room;
  readonly joined: boolean;
}

/** A group started: the new room, and the friends whose invitation could not be sent. */
export interface GroupStart {
  readonly room: Room;
  readonly failed: readonly string[];
}
