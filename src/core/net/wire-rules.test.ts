import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkWireMessage, DEFAULT_WIRE_RULES, REFUSALS, type WireRules } from './wire-rules.ts';

const NOW = 1_800_000_000_000;
const PUB = `${'a'.repeat(43)}.${'b'.repeat(43)}`;
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const relayRules: WireRules = { ...DEFAULT_WIRE_RULES, contentKeyOf: sha256 };

const put = (soul: string, key: string, value: unknown, state = NOW) => ({
  '#': 'm1',
  put: { [soul]: { _: { '#': soul, '>': { [key]: state } }, [key]: value } },
});
const check = (message: unknown, rules = relayRules) => checkWireMessage(message, rules, NOW);
const signed = (value: unknown, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ ':': value, '~': 'signature', ...extra });

describe('checkWireMessage', () => {
  it('passes what Gun and SEA send: signed user-space values, links, gets, acks, mesh hellos', () => {
    expect(check(put(`~${PUB}/profile`, 'card', signed('x')))).toBeNull();
    expect(check(put(`~${PUB}`, 'profile', signed({ '#': `~${PUB}/profile` })))).toBeNull();
    expect(check(put(`~${PUB}/a`, 'b', signed({ '#': `~${PUB}/a/b` })))).toBeNull();
    expect(check(put(`~${PUB}`, 'pub', PUB))).toBeNull();
    expect(check({ '#': 'g', get: { '#': `~${PUB}/chats`, '.': 'days' } })).toBeNull();
    expect(check({ '#': 'g', get: { '#': `~${PUB}`, '.': { '*': 'pro' } } })).toBeNull();
    expect(check({ '#': 'a', '@': 'g', ok: { '': 1 }, '##': -12, '><': 'x,y', FOO: 1 })).toBeNull();
    expect(check({ '#': 'h', dam: 'hi', pid: 'p' })).toBeNull();
  });

  it('refuses a user-space value that names another writer or carries a certificate', () => {
    for (const value of [
      signed('x', { '*': 'someone-else' }),
      `SEA${signed('x', { '*': 'someone-else' })}`,
      ` ${signed('x', { '+': { m: 1, s: 2 } })}`,
    ]) {
      expect(check(put(`~${PUB}/profile`, 'epub', value))).toBe(REFUSALS.certificate);
    }
  });

  it('refuses a user-space value without SEA’s signed shape, at any state', () => {
    for (const value of [
      'v',
      null,
      1,
      { '#': `~${PUB}/a/b` },
      JSON.stringify({ ':': 'x' }),
      JSON.stringify({ ':': 'x', '~': 1 }),
      JSON.stringify({ '~': 'signature' }),
      JSON.stringify(['x', 'signature']),
    ]) {
      expect(check(put(`~${PUB}/x`, 'k', value, NOW + 9 * 60_000))).toBe(REFUSALS.unsigned);
    }
    expect(check(put(`~${PUB}`, 'pub', `${PUB}x`))).toBe(REFUSALS.unsigned);
  });

  it('refuses members of Object.prototype as souls, keys, ids and nested keys', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(check(put(name, 'k', 'v'))).not.toBeNull();
      expect(check(put(`~${PUB}/x`, name, 'v'))).not.toBeNull();
      expect(check({ '#': name, get: { '#': `~${PUB}` } })).toBe(REFUSALS.reservedName);
      expect(check({ '#': 'g', get: { '#': name } })).not.toBeNull();
      expect(check(JSON.parse(`{"#":"x","put":{"~${PUB}/x":{"${name}":1}}}`))).not.toBeNull();
    }
  });

  it('takes content-addressed records only at the exact lower-case hex SHA-256', () => {
    const soul = 'meshtalk/v1/inbox/tag#';
    const letter = 'sealed letter';
    expect(check(put(soul, sha256(letter), letter))).toBeNull();
    for (const key of [sha256(letter).toUpperCase(), `x#${sha256(letter)}`, sha256('other')]) {
      expect(check(put(soul, key, letter))).toBe(REFUSALS.contentKey);
    }
    expect(check(put(soul, sha256('1'), 1))).toBe(REFUSALS.contentKey);
    // Without a synchronous hash (a browser), the key's form is still checked.
    expect(check(put(soul, sha256('other'), letter), DEFAULT_WIRE_RULES)).toBeNull();
    expect(check(put(soul, 'ABC', letter), DEFAULT_WIRE_RULES)).toBe(REFUSALS.contentKey);
  });

  it('refuses souls outside user spaces and Meshtalk content addresses', () => {
    for (const soul of [
      'public',
      `x~${PUB}`,
      `~${PUB}.c`,
      '~@alice',
      `meshtalk/v1/inbox/t`,
      `~${PUB}/a#`,
    ]) {
      expect(check(put(soul, 'k', 'v'))).toBe(REFUSALS.namespace);
    }
  });

  it('refuses states too far ahead, oversized values, deep nesting and stray shapes', () => {
    expect(check(put(`~${PUB}/x`, 'k', signed('v'), NOW + 60_000))).toBeNull();
    expect(check(put(`~${PUB}/x`, 'k', 'v', NOW + 24 * 3600_000))).toBe(REFUSALS.future);
    const big = 'x'.repeat(DEFAULT_WIRE_RULES.maxValueChars + 1);
    expect(check(put(`~${PUB}/x`, 'k', big))).toBe(REFUSALS.tooLarge);
    let deep: unknown = 1;
    for (let i = 0; i < 50; i++) deep = { a: deep };
    expect(check(put(`~${PUB}/x`, 'k', deep))).toBe(REFUSALS.shape);
    expect(check([put(`~${PUB}/x`, 'k', 'v')])).toBe(REFUSALS.shape);
    expect(check({ '#': 'x', dam: 'mob', peers: 'http://elsewhere' })).toBe(REFUSALS.shape);
    expect(check({ '#': 'x', DBG: { any: 1 } })).toBe(REFUSALS.shape);
    expect(check(put(`~${PUB}/x`, 'k', 'v', Number.NaN))).toBe(REFUSALS.shape);
  });
});
