import { MIN_PASSPHRASE_LENGTH } from '@core/identity/account-service.ts';

export type PassphraseStrength = 'too-short' | 'weak' | 'fair' | 'strong';

/** Characters an attacker has to try per position, by the kinds of characters used. */
const POOLS: readonly [RegExp, number][] = [
  [/[a-z]/, 26],
  [/[A-Z]/, 26],
  [/[0-9]/, 10],
  [/[ -/:-@[-`{-~]/, 33],
  [/[^\x20-\x7e]/, 100],
];

/**
 * A hint, not a rule: length times the bits per character of the kinds used, halved when most
 * characters repeat ("aaaaaaaaaaaa"). Several unrelated words come out strong.
 */
export function passphraseStrength(passphrase: string): PassphraseStrength {
  const characters = [...passphrase];
  if (characters.length < MIN_PASSPHRASE_LENGTH) return 'too-short';
  const pool = POOLS.reduce(
    (size, [kind, count]) => (kind.test(passphrase) ? size + count : size),
    0,
  );
  const repetitive = new Set(characters).size * 2 < characters.length;
  const bits = characters.length * Math.log2(pool) * (repetitive ? 0.5 : 1);
  if (bits < 50) return 'weak';
  if (bits < 75) return 'fair';
  return 'strong';
}
