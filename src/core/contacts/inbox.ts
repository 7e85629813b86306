/**
 * The public, append-only inbox every user has for first contact (PROTOCOL.md "Graph layout"):
 * `meshtalk/v1/inbox/<inbox tag>#` / `<sha256 hex of the letter>` = letter JSON text. The `#` in
 * the soul makes every Gun peer, relays included, accept a value only at the key that is its own
 * SHA-256, so anyone can add a letter but nobody can change or delete one.
 */
import { bytesToBase64Url } from '../crypto/base64url.ts';
import { followContent, putContent } from '../net/content-node.ts';
import type { GunClient } from '../net/gun.ts';

export const INBOX_PREFIX = 'meshtalk/v1/inbox/';
/** Spec: a network send gives up after 20 s. */
export const LETTER_SEND_TIMEOUT_MS = 20_000;

const encoder = new TextEncoder();

/** base64url(SHA-256("meshtalk/v1/inbox/" + pub)), first 22 characters: names no one in clear. */
export async function inboxTag(pub: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    encoder.encode(INBOX_PREFIX + pub),
  );
  return bytesToBase64Url(new Uint8Array(digest)).slice(0, 22);
}

export const inboxSoul = (tag: string): string => `${INBOX_PREFIX}${tag}#`;

export type LetterListener = (letter: string, key: string) => void;

export interface InboxTransport {
  /**
   * Drops a sealed letter into `recipientPub`'s inbox. Resolves on the first relay
   * acknowledgement (stored by a relay, not read by the recipient); rejects with the relay's
   * refusal, or a time-out when no relay answered.
   */
  send(recipientPub: string, letter: string, timeoutMs?: number): Promise<void>;
  /** Calls `listener` once per letter in `myPub`'s inbox, old and new; returns the unsubscribe. */
  listen(myPub: string, listener: LetterListener): () => void;
}

export function createInbox(gun: GunClient): InboxTransport {
  return {
    async send(recipientPub, letter, timeoutMs = LETTER_SEND_TIMEOUT_MS) {
      await putContent(gun, inboxSoul(await inboxTag(recipientPub)), letter, timeoutMs);
    },
    listen: (myPub, listener) => followContent(gun, inboxTag(myPub).then(inboxSoul), listener),
  };
}
