/**
 * Where letters go and the stamp a sender pays for each (PROTOCOL.md "Letter"). An inbox is one
 * content-addressed node per recipient and UTC day, `meshtalk/v2/inbox/<tag>/<YYYYMMDD>#`; a
 * letter's text starts with the node's address and its content address (the SHA-256 the relay
 * and the reader compute anyway) must start with STAMP_BITS zero bits. The sender varies the
 * letter's last field until it does, so a stamp costs thousands of hashes to make, one to check,
 * and is good for one node only.
 */
import { sha256Midstate, Sha256Tail } from './sha256.ts';

export const INBOX_PREFIX = 'meshtalk/v2/inbox/';
export const LETTER_VERSION = 2;
/** About 65,000 tries: tens of milliseconds in a browser, one comparison to check. */
export const STAMP_BITS = 16;
/** Letters a relay stores per inbox node (one recipient, one day); a reader opens as many. */
export const INBOX_NODE_LETTERS = 100;
/** Characters a relay stores per inbox node, and per letter. */
export const INBOX_NODE_CHARS = 8 * 1024 * 1024;
export const MAX_LETTER_CHARS = 512 * 1024;
/** Relays take letters for yesterday, today and tomorrow (their clock): senders' clocks drift. */
export const INBOX_WRITE_DAYS = 1;
/** Readers read today's node, tomorrow's and this many days before today. */
export const INBOX_READ_DAYS_BACK = 6;

/** What a relay answers when a node's budget is spent; a sender then tries the next day's. */
export const INBOX_REFUSALS = {
  stamp: 'Letter is not stamped for this inbox.',
  day: 'This inbox day does not take letters now.',
  full: 'This inbox is full for the day.',
  size: 'Letter too large.',
} as const;

const NONCE_DIGITS = 12;
const TAG = /^[\w-]{22}$/;
const SOUL = /^meshtalk\/v2\/inbox\/([\w-]{22})\/(\d{8})#$/;
const encoder = new TextEncoder();

/** `<tag>/<YYYYMMDD>`: one recipient's node of one day. */
export const inboxAddress = (tag: string, day: string): string => `${tag}/${day}`;
export const inboxSoulOf = (address: string): string => `${INBOX_PREFIX}${address}#`;

/** The address of an inbox soul, or null when it is not one. */
export function parseInboxSoul(soul: string): { address: string; day: string } | null {
  const match = SOUL.exec(soul);
  if (!match?.[1] || !match[2] || !TAG.test(match[1])) return null;
  return { address: `${match[1]}/${match[2]}`, day: match[2] };
}

export const isInboxSoul = (soul: string): boolean => soul.startsWith(INBOX_PREFIX);

/** How every letter for `address` begins, so a stamp is good for that one node only. */
export const letterHead = (address: string): string =>
  `{"v":${LETTER_VERSION},"inbox":${JSON.stringify(address)},`;

/** Leading zero bits of a lower-case hex digest. */
export function zeroBits(hex: string): number {
  let bits = 0;
  for (const char of hex) {
    const nibble = parseInt(char, 16);
    if (nibble !== 0) return bits + Math.clz32(nibble) - 28;
    bits += 4;
  }
  return bits;
}

/**
 * True when the letter at `contentKey` (its SHA-256, checked by whoever calls) is stamped for
 * `address`: what relays and readers check before anything else.
 */
export const isStamped = (raw: string, contentKey: string, address: string): boolean =>
  zeroBits(contentKey) >= STAMP_BITS && raw.startsWith(letterHead(address));

/**
 * `body` (the letter's other fields, JSON without braces) for `address` with a stamp: the text
 * whose SHA-256 starts with `bits` zero bits. Synchronous; a few tens of milliseconds.
 */
export function stampLetter(address: string, body: string, bits = STAMP_BITS): string {
  const prefix = `${letterHead(address)}${body},"stamp":"`;
  const mid = sha256Midstate(encoder.encode(prefix));
  // The nonce: NONCE_DIGITS decimal digits, counted up in place like an odometer.
  const tail = new Uint8Array(NONCE_DIGITS + 2).fill(0x30);
  tail[NONCE_DIGITS] = 0x22; // "
  tail[NONCE_DIGITS + 1] = 0x7d; // }
  const hasher = new Sha256Tail(mid, tail.length);
  const full = Math.floor(bits / 32);
  const mask = bits % 32 === 0 ? 0 : ~0 << (32 - (bits % 32));
  for (;;) {
    const words = hasher.words(tail);
    let stamped = true;
    for (let i = 0; i < full && stamped; i++) stamped = words[i] === 0;
    if (stamped && mask !== 0) stamped = (words[full]! & mask) === 0;
    if (stamped) return `${prefix}${new TextDecoder().decode(tail)}`;
    let digit = NONCE_DIGITS - 1;
    while (digit >= 0 && tail[digit] === 0x39) tail[digit--] = 0x30;
    if (digit < 0) break;
    tail[digit] = tail[digit]! + 1;
  }
  throw new Error('no stamp found');
}
