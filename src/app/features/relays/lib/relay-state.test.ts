import { describe, expect, it } from 'vitest';
import type { RelayView } from '@core/relays/relay-types.ts';
import { filterRelays, relayState } from './relay-state.ts';

const relay = (fields: Partial<RelayView>): RelayView => ({
  url: 'https://relay.example.com/gun',
  enabled: true,
  note: '',
  status: 'checking',
  testing: false,
  latencyMs: null,
  failure: null,
  inUse: false,
  ...fields,
});

describe('relay state labels', () => {
  it('name what a relay is doing, a running test first', () => {
    expect(relayState(relay({ testing: true, inUse: true }))).toBe('testing');
    expect(relayState(relay({ status: 'disconnected', failure: 'timeout' }))).toBe('error');
    expect(relayState(relay({ enabled: false, status: 'connected' }))).toBe('disabled');
    expect(relayState(relay({ inUse: true }))).toBe('inUse');
    expect(relayState(relay({}))).toBe('notTested');
    expect(relayState(relay({ status: 'connected', latencyMs: 20 }))).toBe('checking');
  });
});

describe('relay search', () => {
  it('matches the address or the note, regardless of case', () => {
    const list = [
      relay({ url: 'https://a.example.com/gun', note: 'Home' }),
      relay({ url: 'https://b.example.org/gun', note: 'work' }),
    ];
    expect(filterRelays(list, ' HOME ').map((r) => r.url)).toEqual(['https://a.example.com/gun']);
    expect(filterRelays(list, 'example.org').map((r) => r.url)).toEqual([
      'https://b.example.org/gun',
    ]);
    expect(filterRelays(list, '')).toHaveLength(2);
  });
});
