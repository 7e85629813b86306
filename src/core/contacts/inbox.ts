/**
 * The public, append-only inbox every user has for first contact (PROTOCOL.md "Graph layout"):
 * one content-addressed node per UTC day, `meshtalk/v2/inbox/<inbox tag>/<YYYYMMDD>#` /
 * `<sha256 hex of the letter>` = stamped letter JSON text. The `#` in the soul makes every Gun
 * peer, relays included, accept a value only at the key that is its own SHA-256, so anyone can add
 * a letter but nobody can change or delete one; relays also check its stamp and the node's budget.
 */
import { bytesToBase64Url } from '../crypto/base64url.ts';
import type { Graph } from '../graph/graph.ts';
import {
  INBOX_PREFIX,
  INBOX_READ_DAYS_BACK,
  INBOX_WRITE_DAYS,
  inboxAddress,
  inboxSoulOf,
} from '../protocol/letter-stamp.ts';
import { dayBefore, dayKeyOf } from '../streams/days.ts';

/** Spec: a network send gives up after 20 s. */
export const LETTER_SEND_TIMEOUT_MS = 20_000;

const DAY_MS = 86_400_000;
const encoder = new TextEncoder();

/** base64url(SHA-256("meshtalk/v2/inbox/" + pub)), first 22 characters: names no one in clear. */
export async function inboxTag(pub: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    encoder.encode(INBOX_PREFIX + pub),
  );
  return bytesToBase64Url(new Uint8Array(digest)).slice(0, 22);
}

/** The address (`<tag>/<YYYYMMDD>`) of `pub`'s inbox node for the day of `at`. */
export async function inboxAddressOf(pub: string, at: number): Promise<string> {
  return inboxAddress(await inboxTag(pub), dayKeyOf(at));
}

export const inboxSoul = inboxSoulOf;

/**
 * The days a sender tries, in order: today, then (when a relay says today's node is full) the
 * other days relays take letters for.
 */
export function sendDays(now: number): string[] {
  const today = dayKeyOf(now);
  const later = Array.from({ length: INBOX_WRITE_DAYS }, (_, i) =>
    dayKeyOf(now + (i + 1) * DAY_MS),
  );
  const earlier = Array.from({ length: INBOX_WRITE_DAYS }, (_, i) => dayBefore(today, i + 1));
  return [today, ...later, ...earlier];
}

/** The days a reader follows: tomorrow, today and INBOX_READ_DAYS_BACK before, newest first. */
export function readDays(now: number): string[] {
  const tomorrow = dayKeyOf(now + DAY_MS);
  return Array.from({ length: INBOX_READ_DAYS_BACK + 2 }, (_, i) => dayBefore(tomorrow, i));
}

/** A letter as read: its text, content address and the node (address, day) it was in. */
export interface InboxLetter {
  readonly raw: string;
  readonly key: string;
  readonly address: string;
  readonly day: string;
}

export type LetterListener = (letter: InboxLetter) => void;

export interface InboxTransport {
  /**
   * Drops a stamped letter into the inbox node `address`. Resolves on the first relay
   * acknowledgement (stored by a relay, not read by the recipient); rejects with the relay's
   * refusal, or a time-out when no relay answered.
   */
  send(address: string, letter: string, timeoutMs?: number): Promise<void>;
  /**
   * Calls `listener` once per letter in `myPub`'s inbox nodes of the days read (readDays), old and
   * new, moving on at each UTC midnight; returns the unsubscribe.
   */
  listen(myPub: string, listener: LetterListener): () => void;
}

export function createInbox(graph: Graph, now: () => number = Date.now): InboxTransport {
  return {
    async send(address, letter, timeoutMs = LETTER_SEND_TIMEOUT_MS) {
      await graph.putContent(inboxSoulOf(address), letter, timeoutMs);
    },
    listen: (myPub, listener) => followDays(graph, inboxTag(myPub), listener, now),
  };
}

function followDays(
  graph: Graph,
  tag: Promise<string>,
  listener: LetterListener,
  now: () => number,
): () => void {
  const following = new Map<string, () => void>();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const follow = (resolved: string): void => {
    if (stopped) return;
    const days = readDays(now());
    for (const [day, stop] of following) {
      if (days.includes(day)) continue;
      stop();
      following.delete(day);
    }
    for (const day of days) {
      if (following.has(day)) continue;
      const address = inboxAddress(resolved, day);
      const onLetter = (raw: string, key: string) => listener({ raw, key, address, day });
      following.set(day, graph.followContent(inboxSoulOf(address), onLetter));
    }
    // A new day's node from just after the next UTC midnight.
    timer = setTimeout(() => follow(resolved), DAY_MS - (now() % DAY_MS) + 1_000);
  };
  void tag.then(follow);
  return () => {
    stopped = true;
    clearTimeout(timer);
    for (const stop of following.values()) stop();
    following.clear();
  };
}
