/**
 * Error codes of the contacts core. Where the spec gives a text, the code IS that English text
 * (screens translate it as a key); the others are worded the same way.
 */
export const ContactError = {
  notLoggedIn: 'Please log in first.',
  publicKeyNull: 'Publickey is null',
  publicKeyMissing: 'Please enter the public key of the other party.',
  blocked: 'You have blocked the other party and can`t send a friend request.',
  alreadyFriend: 'Already a friend, no need to add again.',
  invalidPublicKey: 'This is not a valid public key.',
  self: 'You cannot add yourself as a friend.',
  messageRequired: 'Please enter a message for the friend request.',
  userNotFound: 'No profile was found for this public key.',
  accountDeleted: 'This account has been deleted.',
  noEpub: 'The other party has not published an encryption key yet.',
  requestNotFound: 'The friend request no longer exists.',
  notFriend: 'This user is not your friend.',
  reportReasonRequired: 'Please choose a reason for the report.',
} as const;

export type ContactErrorCode = (typeof ContactError)[keyof typeof ContactError];

export const SEND_REQUEST_FAILED = 'Failed to send a friend application: ';
export const ACCEPT_FAILED = 'Failed to accept the friend request: ';
export const REMOVE_NOTICE_FAILED = 'Failed to notify the other party: ';

export type SendRequestFailure = `${typeof SEND_REQUEST_FAILED}${string}`;
export type AcceptFailure = `${typeof ACCEPT_FAILED}${string}`;
export type RemoveNoticeFailure = `${typeof REMOVE_NOTICE_FAILED}${string}`;

export function causeOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export const sendRequestFailed = (error: unknown): SendRequestFailure =>
  `${SEND_REQUEST_FAILED}${causeOf(error)}`;
export const acceptFailed = (error: unknown): AcceptFailure => `${ACCEPT_FAILED}${causeOf(error)}`;
export const removeNoticeFailed = (error: unknown): RemoveNoticeFailure =>
  `${REMOVE_NOTICE_FAILED}${causeOf(error)}`;
