/** The contacts core's public types: its dependencies, timings and results. */
import type { ProfileFollower } from './friend-profiles.ts';
import type { KeyPair } from '../crypto/sea.ts';
import type { PublicProfile } from '../identity/user-space.ts';
import type { Graph } from '../graph/graph.ts';
import type { OwnStateWriter } from '../own-state/own-state-service.ts';
import type { NotificationFilter } from '../settings/notification-filter.ts';
import type { SqlDatabase } from '../store/sql.ts';
import type { ContactError, LetterFailure } from './contact-errors.ts';
import type { Friend } from './friend.ts';
import { LETTER_SEND_TIMEOUT_MS } from './inbox.ts';
import {
  EPUB_LOOKUP,
  PROFILE_LOOKUP,
  type LookupTiming,
  type ProfileReader,
} from './profile-lookup.ts';

type E = typeof ContactError;

/** The signed-in user as the account service knows them. */
export interface MySession {
  readonly pair: KeyPair;
  readonly alias?: string;
  readonly avatar?: string;
}

export interface ContactTimings {
  readonly profileLookup: LookupTiming;
  readonly epubLookup: LookupTiming;
  readonly letterTimeoutMs: number;
  /** Spec: epub status sync first 10 s after start, then every 10 minutes. */
  readonly syncFirstMs: number;
  readonly syncEveryMs: number;
  /** Spec: batch sync of unverified friends max 5, 100 ms apart. */
  readonly syncBatch: number;
  readonly syncGapMs: number;
}

export const CONTACT_TIMINGS: ContactTimings = {
  profileLookup: PROFILE_LOOKUP,
  epubLookup: EPUB_LOOKUP,
  letterTimeoutMs: LETTER_SEND_TIMEOUT_MS,
  syncFirstMs: 10_000,
  syncEveryMs: 600_000,
  syncBatch: 5,
  syncGapMs: 100,
};

export interface ContactServiceDeps {
  readonly db: SqlDatabase;
  readonly graph: Graph;
  readonly session: () => MySession | null;
  readonly readProfile: ProfileReader;
  /** Follows a friend's signed profile card (live); without it, friends' profiles are not followed. */
  readonly followProfile?: ProfileFollower;
  readonly now?: () => number;
  /** Runs after I accepted a request (the chat core sends the greeting); errors are logged. */
  readonly onFriendAccepted?: (friend: Friend) => void | Promise<void>;
  readonly timings?: Partial<ContactTimings>;
  /** Shares friends, blacklist, remarks and dismissed requests with my other devices. */
  readonly ownState?: OwnStateWriter;
  /** Which kinds of notification are recorded (a friend's removal); without it, all. */
  readonly notifies?: NotificationFilter;
}

export interface FoundUser {
  readonly kind: 'friend' | 'stranger' | 'self';
  readonly pub: string;
  /** From the user's signed space (a friend's from the local list); null when none was found. */
  readonly profile: Omit<PublicProfile, 'pub'> | null;
  readonly blocked: boolean;
}

export interface SentFriendRequest {
  readonly id: string;
  readonly to: string;
  readonly timestamp: number;
}

export type SendRequestError =
  | E['notLoggedIn' | 'publicKeyMissing' | 'blocked' | 'alreadyFriend' | 'invalidPublicKey']
  | E['self' | 'messageRequired' | 'userNotFound' | 'accountDeleted' | 'noEpub']
  | LetterFailure;

export interface AnswerOptions {
  /** The bottom sheet's add-to-blacklist toggle. */
  readonly blockSender?: boolean;
}
