/**
 * The public, append-only inbox every user has for first contact (PROTOCOL.md "Graph layout"):
 * `meshtalk/v1/inbox/<inbox tag>#` / `<sha256 hex of the letter>` = letter JSON text. The `#` in
 * the soul makes every Gun peer, relays included, accept a value only at the key that is its own
 * SHA-256, so anyone can add a letter but nobody can change or delete one.
 */
import { bytesToBase64Url } from '../crypto/base64url.ts';
import type { GunChain, GunClient } from '../net/gun.ts';
import { contentKey } from '../protocol/content-address.ts';
import { TimeoutError, withTimeout } from '../util/async.ts';

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

export class LetterSendError extends Error {
  override name = 'LetterSendError';
}

export function createInbox(gun: GunClient): InboxTransport {
  return {
    async send(recipientPub, letter, timeoutMs = LETTER_SEND_TIMEOUT_MS) {
      const [tag, key] = await Promise.all([inboxTag(recipientPub), contentKey(letter)]);
      const stored = new Promise<void>((resolve, reject) => {
        gun
          .get(inboxSoul(tag))
          .get(key)
          .put(letter, (ack) => {
            // Gun's own "No ACK yet" after 9 s is not a refusal: our time-out decides.
            if ((ack as { lack?: boolean }).lack) return;
            if (ack.err) reject(new LetterSendError(ack.err));
            else resolve();
          });
      });
      try {
        await withTimeout(stored, timeoutMs, 'letter send');
      } catch (error) {
        if (!(error instanceof TimeoutError)) throw error;
        const why =
          gun.connectedPeerCount() === 0
            ? 'no relay is connected'
            : `no relay answered within ${Math.round(timeoutMs / 1000)} s`;
        throw new LetterSendError(why);
      }
    },

    listen(myPub, listener) {
      let stopped = false;
      let chain: GunChain | null = null;
      // map().on fires two or three times per item (and again on every reconnect).
      const seen = new Set<string>();
      const onItem = (data: unknown, key: string): void => {
        if (stopped || typeof data !== 'string' || seen.has(key)) return;
        seen.add(key);
        // Peers already refuse mismatches; checking again costs a hash and trusts no peer.
        void contentKey(data).then((hash) => {
          if (hash !== key) seen.delete(key);
          else if (!stopped) listener(data, key);
        });
      };
      void inboxTag(myPub).then((tag) => {
        if (stopped) return;
        chain = gun.get(inboxSoul(tag)).map();
        chain.on(onItem);
      });
      return () => {
        stopped = true;
        chain?.off();
      };
    },
  };
}
