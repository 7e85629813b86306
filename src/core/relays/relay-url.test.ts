import { describe, expect, it } from 'vitest';
import { parseProfileCard } from '../identity/profile.ts';
import {
  MAX_RELAY_URL_CHARS,
  MAX_SHARED_RELAYS,
  normaliseRelayUrl,
  parseSharedRelays,
} from './relay-url.ts';
import { latencyClass } from './relay-types.ts';

describe('relay addresses', () => {
  it('takes an optional scheme, a dotted host, an optional port and path', () => {
    expect(normaliseRelayUrl('  https://relay.example.com/gun ')).toEqual({
      ok: true,
      value: 'https://relay.example.com/gun',
    });
    expect(normaliseRelayUrl('Relay.Example.com')).toEqual({
      ok: true,
      value: 'https://relay.example.com/gun',
    });
    expect(normaliseRelayUrl('http://127.0.0.1:8765/gun')).toEqual({
      ok: true,
      value: 'http://127.0.0.1:8765/gun',
    });
    expect(normaliseRelayUrl('wss://peer.example.org/custom/path')).toEqual({
      ok: true,
      value: 'wss://peer.example.org/custom/path',
    });
  });

  it('refuses an empty address and anything that is not a relay address', () => {
    expect(normaliseRelayUrl('   ')).toEqual({ ok: false, error: 'url-required' });
    for (const bad of [
      'localhost',
      'ftp://relay.example.com',
      'relay',
      'http://relay .example.com',
      'http://relay.example.com:99999/gun',
      'javascript:alert(1)',
      `https://relay.example.com/${'a'.repeat(MAX_RELAY_URL_CHARS)}`,
    ]) {
      expect(normaliseRelayUrl(bad), bad).toEqual({ ok: false, error: 'invalid-url' });
    }
  });

  it("keeps only relay addresses from a friend's list, each once, and a bounded number", () => {
    const many = Array.from({ length: 300 }, (_, i) => `https://r${i}.example.com/gun`);
    expect(parseSharedRelays(many)).toHaveLength(MAX_SHARED_RELAYS);
    expect(
      parseSharedRelays([
        'https://a.example.com/gun',
        'https://A.example.com/gun',
        42,
        { url: 'https://b.example.com' },
        'not a url',
        `https://${'x'.repeat(600)}.example.com`,
      ]),
    ).toEqual(['https://a.example.com/gun']);
    expect(parseSharedRelays('https://a.example.com/gun')).toEqual([]);
  });

  it("reads a card's relay list through the same checks, and leaves it out when absent", () => {
    const card = {
      alias: 'Bob',
      avatar: '',
      signature: '',
      epub: 'e',
      deleted: false,
      updatedAt: 1,
    };
    expect(parseProfileCard(card)).not.toHaveProperty('relays');
    expect(parseProfileCard({ ...card, relays: ['relay.example.com', 7] })?.relays).toEqual([
      'https://relay.example.com/gun',
    ]);
  });
});

describe('latency classes', () => {
  it('are the spec’s: under 1 s excellent, 2 s good, 3 s fair, otherwise poor', () => {
    const connected = (latencyMs: number | null) => ({ status: 'connected' as const, latencyMs });
    expect(latencyClass(connected(999))).toBe('excellent');
    expect(latencyClass(connected(1_000))).toBe('good');
    expect(latencyClass(connected(2_999))).toBe('fair');
    expect(latencyClass(connected(3_000))).toBe('poor');
    expect(latencyClass(connected(null))).toBe('unknown');
    expect(latencyClass({ status: 'disconnected', latencyMs: null })).toBe('poor');
  });
});
