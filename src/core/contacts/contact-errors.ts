/**
 * Why a contacts operation did not happen, as codes. The app shows each in the interface language
 * (the contacts catalogue's `errors.*`); the log records them as they are.
 */
import { OfflineError, PutRefusedError, SendTimeoutError } from '../graph/graph.ts';
import { INBOX_REFUSALS } from '../protocol/letter-stamp.ts';
import { debug } from '../util/log.ts';

export const ContactError = {
  notLoggedIn: 'not-logged-in',
  publicKeyNull: 'public-key-null',
  publicKeyMissing: 'public-key-missing',
  blocked: 'blocked',
  alreadyFriend: 'already-friend',
  invalidPublicKey: 'invalid-public-key',
  self: 'self',
  messageRequired: 'message-required',
  userNotFound: 'user-not-found',
  accountDeleted: 'account-deleted',
  noEpub: 'no-epub',
  requestNotFound: 'request-not-found',
  notFriend: 'not-friend',
  reportReasonRequired: 'report-reason-required',
  // Why a letter to the other party did not leave.
  offline: 'offline',
  timeout: 'timeout',
  refused: 'refused',
  inboxFull: 'inbox-full',
  unexpected: 'unexpected',
} as const;

type E = typeof ContactError;
export type ContactErrorCode = E[keyof E];

/** A letter that did not leave: no relay connected, none answered, one refused it, and so on. */
export type LetterFailure = E['offline' | 'timeout' | 'refused' | 'inboxFull' | 'unexpected'];

const LETTER_FAILURES: ReadonlySet<string> = new Set<LetterFailure>([
  ContactError.offline,
  ContactError.timeout,
  ContactError.refused,
  ContactError.inboxFull,
  ContactError.unexpected,
]);

export const isLetterFailure = (code: string): code is LetterFailure => LETTER_FAILURES.has(code);

const log = debug('contacts');

/** The code of a failed letter; what the relay or the graph said is logged, not returned. */
export function letterFailure(error: unknown): LetterFailure {
  log('letter not sent: %o', error);
  if (error instanceof OfflineError) return ContactError.offline;
  if (error instanceof SendTimeoutError) return ContactError.timeout;
  if (!(error instanceof PutRefusedError)) return ContactError.unexpected;
  return error.message === INBOX_REFUSALS.full ? ContactError.inboxFull : ContactError.refused;
}
