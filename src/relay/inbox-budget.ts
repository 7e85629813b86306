/**
 * The relay's rule for letter inboxes (PROTOCOL.md "Letter", "What peers check"), run on messages
 * that passed the wire rules (so every inbox key is already its value's SHA-256): a letter must be
 * stamped for its node, the node's day must be yesterday, today or tomorrow, and each node takes
 * at most INBOX_NODE_LETTERS letters and INBOX_NODE_CHARS characters. A letter heard again (a
 * retry, a peer relay's catch-up) is not counted twice. Counts live in memory for the days still
 * open, so a restarted relay counts afresh.
 */
import {
  INBOX_NODE_CHARS,
  INBOX_NODE_LETTERS,
  INBOX_REFUSALS,
  INBOX_WRITE_DAYS,
  isInboxSoul,
  isStamped,
  MAX_LETTER_CHARS,
  parseInboxSoul,
} from '../core/protocol/letter-stamp.ts';
import { dayBefore, dayKeyOf } from '../core/streams/days.ts';

const DAY_MS = 86_400_000;

export interface InboxBudget {
  readonly letters: number;
  readonly chars: number;
}

export const DEFAULT_INBOX_BUDGET: InboxBudget = {
  letters: INBOX_NODE_LETTERS,
  chars: INBOX_NODE_CHARS,
};

interface NodeCount {
  readonly keys: Set<string>;
  chars: number;
}

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null;

/** Returns the check: null when `message` may go on, otherwise the refusal. */
export function inboxRule(
  budget: InboxBudget = DEFAULT_INBOX_BUDGET,
  now: () => number = Date.now,
): (message: Plain) => string | null {
  const counts = new Map<string, NodeCount>();
  let openDays: { readonly first: string; readonly last: string } | null = null;

  const daysOpen = () => {
    const today = dayKeyOf(now());
    const first = dayBefore(today, INBOX_WRITE_DAYS);
    if (openDays?.first !== first) {
      // A day that closed takes no more letters: its counts can go.
      for (const soul of counts.keys()) {
        const day = parseInboxSoul(soul)?.day;
        if (!day || day < first) counts.delete(soul);
      }
      openDays = { first, last: dayKeyOf(now() + INBOX_WRITE_DAYS * DAY_MS) };
    }
    return openDays;
  };

  return (message) => {
    const put = message['put'];
    if (!isPlain(put)) return null;
    const added: { soul: string; key: string; chars: number }[] = [];
    for (const [soul, node] of Object.entries(put)) {
      if (!isInboxSoul(soul) || !isPlain(node)) continue;
      const inbox = parseInboxSoul(soul);
      if (!inbox) return INBOX_REFUSALS.stamp;
      const open = daysOpen();
      if (inbox.day < open.first || inbox.day > open.last) return INBOX_REFUSALS.day;
      const count = counts.get(soul);
      let letters = count?.keys.size ?? 0;
      let chars = count?.chars ?? 0;
      for (const [key, value] of Object.entries(node)) {
        if (key === '_' || typeof value !== 'string') continue;
        if (value.length > MAX_LETTER_CHARS) return INBOX_REFUSALS.size;
        if (!isStamped(value, key, inbox.address)) return INBOX_REFUSALS.stamp;
        if (count?.keys.has(key)) continue;
        letters++;
        chars += value.length;
        if (letters > budget.letters || chars > budget.chars) return INBOX_REFUSALS.full;
        added.push({ soul, key, chars: value.length });
      }
    }
    // Counted only once the whole message is taken.
    for (const { soul, key, chars } of added) {
      const count = counts.get(soul) ?? { keys: new Set<string>(), chars: 0 };
      if (count.keys.has(key)) continue;
      count.keys.add(key);
      count.chars += chars;
      counts.set(soul, count);
    }
    return null;
  };
}
