/**
 * First contact under a flood, from the attacker's side: a raw websocket drops hundreds of
 * well-formed junk letters into a victim's inbox on a real relay, some without a stamp and more
 * stamped ones than a day's node takes. The victim is a real ContactService as the app wires it
 * (real SQLite, its own Gun client); a request already waiting and one sent after the flood must
 * both reach it, and the relay must refuse (and count) what is unstamped or over the budget.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxAddressOf, inboxSoul } from '../../src/core/contacts/inbox.ts';
import {
  INBOX_NODE_LETTERS,
  INBOX_REFUSALS,
  letterHead,
  STAMP_BITS,
  stampLetter,
  zeroBits,
} from '../../src/core/protocol/letter-stamp.ts';
import { newContactUser, newPair, type ContactUser } from '../contacts/contact-user.ts';
import { startGunClient } from '../support/gun-client.ts';
import { startTestRelay, type TestRelay } from '../support/relay.ts';
import { openRawSocket, type RawSocket } from './support/raw-socket.ts';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const UNSTAMPED = 60;
/** More stamped junk than the node takes. */
const STAMPED = INBOX_NODE_LETTERS + 10;
const POLL = { timeout: 30_000, interval: 100 };

let relay: TestRelay;
let raw: RawSocket;
let victim: ContactUser;
let alice: ContactUser;
let carol: ContactUser;

const refused = async (): Promise<Record<string, number>> =>
  ((await (await fetch(`${relay.url}/metrics`)).json()) as { refused: Record<string, number> })
    .refused;

beforeAll(async () => {
  relay = await startTestRelay({ serveApp: false, args: ['--metrics'] });
  [victim, alice, carol] = await Promise.all([
    newContactUser(relay.gunUrl, 'Victim'),
    newContactUser(relay.gunUrl, 'Alice'),
    newContactUser(relay.gunUrl, 'Carol'),
  ]);
  // The victim is away while the request and the flood arrive.
  victim.contacts.stop();
  raw = await openRawSocket(relay.gunUrl);
});

afterAll(async () => {
  raw?.close();
  await Promise.all([victim, alice, carol].map((user) => user?.close()));
  await relay?.dispose();
});

/** A letter as a well-formed junk sender writes it: a real public key, a box of random bytes. */
function junkBody(epk: string): string {
  return `"epk":${JSON.stringify(epk)},"box":"${randomBytes(2_000).toString('base64url')}"`;
}

/** Puts every letter into `soul` at its content address; the relay's reply to each. */
async function drop(soul: string, letters: readonly string[]): Promise<(string | undefined)[]> {
  const ids = letters.map((letter) => raw.put(soul, sha256(letter), letter));
  const replies = await Promise.all(ids.map((id) => raw.reply(id, 20_000)));
  return replies.map((reply) => {
    if (!reply) throw new Error('the relay did not answer a put');
    return reply.err;
  });
}

describe('a flood of junk letters in an inbox', () => {
  it(
    'is refused past the stamp and the day’s budget, and first contact still gets through',
    { timeout: 90_000 },
    async () => {
      expect((await alice.contacts.sendFriendRequest(victim.pair.pub, 'I was here first')).ok).toBe(
        true,
      );
      const address = await inboxAddressOf(victim.pair.pub, Date.now());
      const soul = inboxSoul(address);
      const { epub } = await newPair();
      const before = await refused();

      const unstamped = Array.from(
        { length: UNSTAMPED },
        (_, i) => `${letterHead(address)}${junkBody(epub)},"stamp":"${i}"}`,
      ).filter((letter) => zeroBits(sha256(letter)) < STAMP_BITS);
      const stamped = Array.from({ length: STAMPED }, () => stampLetter(address, junkBody(epub)));
      const answers = await drop(soul, [...unstamped, ...stamped]);

      const count = (err: string | undefined) => answers.filter((answer) => answer === err).length;
      // Alice's request took one place of the node's budget.
      expect(count(INBOX_REFUSALS.stamp)).toBe(unstamped.length);
      expect(count(undefined)).toBe(INBOX_NODE_LETTERS - 1);
      expect(count(INBOX_REFUSALS.full)).toBe(STAMPED - (INBOX_NODE_LETTERS - 1));
      const after = await refused();
      const counted = (reason: string) => (after[reason] ?? 0) - (before[reason] ?? 0);
      expect(counted(INBOX_REFUSALS.stamp)).toBe(unstamped.length);
      expect(counted(INBOX_REFUSALS.full)).toBe(STAMPED - (INBOX_NODE_LETTERS - 1));

      // The relay keeps the budget, not the flood.
      const reader = await startGunClient(relay.gunUrl);
      try {
        const held = async () => {
          const node = (await reader.once([soul], { wait: 2_000 })) as Record<string, unknown>;
          return Object.keys(node ?? {}).filter((key) => key !== '_');
        };
        // A busy relay may answer in parts: read until the whole node has arrived.
        let letters: string[] = [];
        await expect
          .poll(async () => (letters = await held()).length, POLL)
          .toBeGreaterThanOrEqual(INBOX_NODE_LETTERS);
        expect(letters).toHaveLength(INBOX_NODE_LETTERS);
      } finally {
        await reader.close();
      }

      // The victim signs in to the flooded inbox; Carol writes while it works through it. Today's
      // node is full, so her letter goes to tomorrow's, which the victim reads first.
      victim.contacts.start({ epubSync: false });
      expect((await carol.contacts.sendFriendRequest(victim.pair.pub, 'live, after it')).ok).toBe(
        true,
      );
      expect((await refused())[INBOX_REFUSALS.full]).toBe((after[INBOX_REFUSALS.full] ?? 0) + 1);
      await expect
        .poll(async () => (await victim.contacts.requests()).map((r) => r.message).sort(), POLL)
        .toEqual(['I was here first', 'live, after it']);
      // Every stamped junk letter was opened once and rejected; nothing unstamped got through.
      await expect
        .poll(() => victim.contacts.letterCounters.rejected, POLL)
        .toBe(INBOX_NODE_LETTERS - 1);
      await victim.contacts.settled();
      expect(victim.contacts.letterCounters).toMatchObject({ unstamped: 0, deferred: 0 });
    },
  );
});
