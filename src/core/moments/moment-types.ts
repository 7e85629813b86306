/**
 * Moments: a feed readable by its author's friends only (PROTOCOL.md "Moments"). What the moments
 * core hands the app, its limits (spec 001 §9) and its error codes.
 */
import type { Result } from '../util/result.ts';

export const MOMENT_LIMITS = {
  maxTextChars: 10_000,
  maxForwardChars: 280,
  /** The original's pictures a forward carries, in all: a record must stay under a relay's 3 MiB. */
  forwardImageChars: 2_000_000,
  maxCommentChars: 500,
  /** Pictures in one moment. */
  maxImages: 9,
  /** One compressed picture's data URL, as for chat pictures. */
  maxImageChars: 1_400_000,
  feedPage: 10,
  commentsShown: 10,
  /** A person's comments on one moment that a reader keeps, counts, shows and notifies. */
  commentsPerPerson: 20,
  /** A person's talk entries of any kind on one moment that a reader keeps (the author's removals aside). */
  entriesPerPerson: 60,
  /** A notification's moment preview and comment text. */
  notificationPreviewChars: 50,
  notificationCommentChars: 100,
  /** Preview pictures: forward modal, original-moment card, quick comment. */
  forwardPreviewImages: 4,
  originalCardImages: 3,
  quickCommentImages: 3,
} as const;

/** A moment as a screen shows it. */
export interface Moment {
  readonly author: string;
  readonly id: string;
  readonly text: string;
  /** Picture data URLs, in order; a picture not here yet is absent. */
  readonly images: readonly string[];
  /** How many pictures the moment has (more than `images` while some are still on the way). */
  readonly imageCount: number;
  readonly timestamp: number;
  readonly hidden: boolean;
  /** Set when this moment forwards another: the original as the forwarder saw it. */
  readonly forward: ForwardedMoment | null;
  readonly likes: number;
  readonly likedByMe: boolean;
  readonly comments: number;
  readonly forwards: number;
  readonly mine: boolean;
}

/** The original of a forward. */
export interface ForwardedMoment {
  readonly author: string;
  readonly id: string;
  /** The original's text and first pictures as its author signed them, copied when forwarded. */
  readonly text: string;
  readonly images: readonly string[];
  readonly timestamp: number;
  /** The original's author deleted or hid it (known to readers who can read the original). */
  readonly deleted: boolean;
}

/** The original of a forward as its author signed it, with at most 3 of its pictures. */
export interface ForwardBody {
  readonly author: string;
  readonly id: string;
  readonly text: string;
  readonly images: readonly string[];
  readonly ts: number;
  /** The SHA-256 of each of the original's pictures, as its author signed them. */
  readonly hashes: readonly string[];
  /** The original's author's signature (moment-signature.ts). */
  readonly sig: string;
}

export interface MomentComment {
  readonly id: string;
  readonly author: string;
  readonly text: string;
  readonly timestamp: number;
  /** The comment this one answers, if it is a reply. */
  readonly replyTo: { readonly id: string; readonly author: string } | null;
  readonly mine: boolean;
  /** Mine, and no relay has it yet (written while offline, say). */
  readonly sending: boolean;
}

export type NotificationType = 'like' | 'comment' | 'reply' | 'forward' | 'friend_removed';

export interface AppNotification {
  readonly id: number;
  readonly type: NotificationType;
  readonly from: string;
  /** The moment it is about (`author/id`), or null (friend removed). */
  readonly moment: { readonly author: string; readonly id: string } | null;
  /** The moment's text cut at 50 characters, or the friend-removal message. */
  readonly preview: string;
  /** A comment's or reply's text cut at 100 characters. */
  readonly comment: string;
  readonly timestamp: number;
  readonly read: boolean;
}

/** Why a moment action was refused (its Result's error); the app shows its catalogue's text. */
export type MomentErrorCode =
  | 'not-logged-in'
  | 'empty-moment'
  | 'text-too-long'
  | 'too-many-images'
  | 'bad-image'
  | 'image-too-large'
  | 'not-found'
  | 'original-not-found'
  | 'forward-of-forward'
  | 'forward-too-long'
  | 'empty-comment'
  | 'comment-too-long'
  | 'no-permission'
  /** I said as much on this moment as readers take from one person. */
  | 'talk-limit';

/** What a moment action answers: its value, or why it was refused. */
export type MomentResult<T> = Result<T, MomentErrorCode>;
