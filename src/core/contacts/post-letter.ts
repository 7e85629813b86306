/**
 * Seals, stamps and drops one letter into its recipient's inbox (PROTOCOL.md "Letter"): today's
 * node first; when a relay says that node is full (a flood), the other days relays take, each with
 * a stamp of its own. Any other failure, or a full last node, is the send's error.
 */
import type { KeyPair } from '../crypto/sea.ts';
import { PutRefusedError } from '../graph/graph.ts';
import type { Party } from '../protocol/key-agreement.ts';
import { sealLetter, type Letter } from '../protocol/letter.ts';
import { INBOX_REFUSALS, inboxAddress } from '../protocol/letter-stamp.ts';
import { debug } from '../util/log.ts';
import { inboxTag, sendDays, type InboxTransport } from './inbox.ts';

const log = debug('contacts');

const isFull = (error: unknown): boolean =>
  error instanceof PutRefusedError && error.message === INBOX_REFUSALS.full;

export async function postLetter(
  inbox: InboxTransport,
  letter: Pick<Letter, 'kind' | 'id' | 'ts' | 'body'>,
  sender: KeyPair,
  recipient: Party,
  options: { readonly now: number; readonly timeoutMs: number },
): Promise<void> {
  const tag = await inboxTag(recipient.pub);
  const days = sendDays(options.now);
  for (const [index, day] of days.entries()) {
    const address = inboxAddress(tag, day);
    const sealed = await sealLetter(letter, sender, recipient, address);
    try {
      await inbox.send(address, sealed, options.timeoutMs);
      return;
    } catch (error) {
      if (!isFull(error) || index === days.length - 1) throw error;
      log('inbox node %s is full, trying the next day', day);
    }
  }
}
