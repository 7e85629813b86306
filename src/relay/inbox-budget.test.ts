import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INBOX_REFUSALS, inboxSoulOf, stampLetter } from '../core/protocol/letter-stamp.ts';
import { inboxRule } from './inbox-budget.ts';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const TAG = 'AAAAAAAAAAAAAAAAAAAAAA';
const NOW = Date.UTC(2026, 10, 27, 12);

/** A put of `letters` into the node of `day`, as it reaches the rule (after the wire rules). */
function put(day: string, letters: readonly string[]) {
  const soul = inboxSoulOf(`${TAG}/${day}`);
  const node: Record<string, unknown> = { _: { '#': soul, '>': {} } };
  for (const letter of letters) node[sha256(letter)] = letter;
  return { '#': 'id', put: { [soul]: node } };
}

const letter = (day: string, n: number) => stampLetter(`${TAG}/${day}`, `"n":${n}`);

describe('the relay’s inbox rule', () => {
  it('takes stamped letters into yesterday’s, today’s and tomorrow’s nodes only', () => {
    const check = inboxRule({ letters: 10, chars: 10_000 }, () => NOW);
    for (const day of ['20261126', '20261127', '20261128']) {
      expect(check(put(day, [letter(day, 1)]))).toBeNull();
    }
    for (const day of ['20261125', '20261129']) {
      expect(check(put(day, [letter(day, 1)]))).toBe(INBOX_REFUSALS.day);
    }
    // Stamped for another node, or not stamped at all.
    expect(check(put('20261127', [letter('20261128', 2)]))).toBe(INBOX_REFUSALS.stamp);
    expect(check(put('20261127', ['{"v":2}']))).toBe(INBOX_REFUSALS.stamp);
    const misnamed = { put: { [`meshtalk/v2/inbox/${TAG}#`]: { x: 'y' } } };
    expect(check(misnamed)).toBe(INBOX_REFUSALS.stamp);
    // Other content-addressed nodes are not its business.
    expect(check({ put: { 'meshtalk/v1/room/x#': { k: 'v' } } })).toBeNull();
  });

  it('counts each letter once, and refuses a whole message that would overdraw the node', () => {
    const check = inboxRule({ letters: 3, chars: 10_000 }, () => NOW);
    const day = '20261127';
    const [a, b, c, d] = [1, 2, 3, 4].map((n) => letter(day, n));
    expect(check(put(day, [a!, b!]))).toBeNull();
    // Heard again (a retry, a peer relay's catch-up): not counted twice.
    expect(check(put(day, [a!, b!]))).toBeNull();
    expect(check(put(day, [c!, d!]))).toBe(INBOX_REFUSALS.full);
    // The refused message took no place: one letter still fits, then the node is full.
    expect(check(put(day, [d!]))).toBeNull();
    expect(check(put(day, [c!]))).toBe(INBOX_REFUSALS.full);
    expect(check(put(day, [a!]))).toBeNull();
  });

  it('keeps a budget of characters, and forgets the counts of days that closed', () => {
    let now = NOW;
    const check = inboxRule({ letters: 100, chars: 3 * letter('20261127', 1).length }, () => now);
    const letters = [1, 2, 3, 4].map((n) => letter('20261127', n));
    for (const one of letters.slice(0, 3)) expect(check(put('20261127', [one]))).toBeNull();
    expect(check(put('20261127', [letters[3]!]))).toBe(INBOX_REFUSALS.full);
    now += 2 * 86_400_000;
    expect(check(put('20261127', [letters[3]!]))).toBe(INBOX_REFUSALS.day);
    expect(check(put('20261129', [letter('20261129', 1)]))).toBeNull();
  });
});
