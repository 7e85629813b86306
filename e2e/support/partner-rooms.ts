/**
 * What a partner (a core in Node, no browser) has received, read from its core: a spec checks
 * delivery to a partner here where it would have looked at the partner's screen.
 */
import type { CoreUser } from '../../test/integration/support/core-user.ts';

/** The room's messages on the partner's device, oldest first, as "Sender: text" ([kind] if not text). */
export async function roomTexts(partner: CoreUser, room: string): Promise<string[]> {
  const page = await partner.core.rooms.history(room, { limit: 1_000 });
  return page.messages
    .slice()
    .reverse()
    .map((m) => `${m.senderName}: ${m.kind === 'text' ? m.text : `[${m.kind}]`}`);
}

/** The texts the partner received from `peer` in their private chat, oldest first. */
export async function textsFrom(partner: CoreUser, peer: string): Promise<string[]> {
  const page = await partner.core.chat.history(peer, { limit: 1_000 });
  return page.messages
    .slice()
    .reverse()
    .flatMap((m) => (m.kind === 'text' && !m.mine ? [m.text] : []));
}
