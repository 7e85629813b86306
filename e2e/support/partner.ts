/**
 * A partner's side of a conversation with browser users (partners: see the `seed` fixture): what it
 * sends, and what reached it, read from its core where a spec would look at a screen.
 */
import type { CoreUser } from '../../test/integration/support/core-user.ts';
import { accepted } from '../../test/support/result.ts';
import { expect } from './fixtures.ts';
import { NETWORK_TIMEOUT_MS } from './friends.ts';

/** The room's messages on the partner's device, oldest first, as "Sender: text" ([kind] if not text). */
export async function roomTexts(partner: CoreUser, room: string): Promise<string[]> {
  const page = await partner.core.rooms.history(room, { limit: 1_000 });
  return page.messages
    .map((m) => `${m.senderName}: ${m.kind === 'text' ? m.text : `[${m.kind}]`}`)
    .reverse();
}

/** The texts the partner received from `peer` in their private chat, oldest first. */
export async function textsFrom(partner: CoreUser, peer: string): Promise<string[]> {
  const page = await partner.core.chat.history(peer, { limit: 1_000 });
  return page.messages.flatMap((m) => (m.kind === 'text' && !m.mine ? [m.text] : [])).reverse();
}

/** Waits until `text` from `peer` has reached the partner's chat with them. */
export async function expectPartnerReceived(
  partner: CoreUser,
  peer: string,
  text: string,
): Promise<void> {
  await expect
    .poll(() => textsFrom(partner, peer), {
      message: `${partner.alias} receives "${text}"`,
      timeout: NETWORK_TIMEOUT_MS,
    })
    .toContain(text);
}

/** The partner writes each text to `peer`, in order, as typed and sent in the app. */
export async function partnerSends(
  partner: CoreUser,
  peer: string,
  ...texts: string[]
): Promise<void> {
  for (const text of texts) await accepted(partner.core.chat.sendText(peer, text));
}

/** Waits until the partner holds `pub` as a friend with their key (an accept reached it). */
export async function expectPartnerFriend(partner: CoreUser, pub: string): Promise<void> {
  await expect
    .poll(async () => Boolean((await partner.core.contacts.friend(pub))?.epub), {
      message: `${partner.alias} counts the peer as a friend`,
      timeout: NETWORK_TIMEOUT_MS,
    })
    .toBe(true);
}
