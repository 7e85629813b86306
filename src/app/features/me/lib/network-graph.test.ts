import { describe, expect, it } from 'vitest';
import { buildNetworkGraph, relayKind } from './network-graph.ts';

describe('the Me page network graph', () => {
  it('puts me at the centre, linked to friends, my relays and stranger relays', () => {
    const graph = buildNetworkGraph(
      { alias: 'Alice' },
      [{ pub: 'bob', displayName: 'Bob' }],
      [
        { url: 'http://a/gun', enabled: true, status: 'connected' },
        { url: 'http://b/gun', enabled: false, status: 'connected' },
        { url: 'http://c/gun', enabled: true, status: 'disconnected' },
      ],
      ['http://d/gun', 'http://a/gun'],
    );
    expect(graph.nodes).toEqual([
      { id: 'me', kind: 'me', label: 'Alice' },
      { id: 'friend:bob', kind: 'friend', label: 'Bob' },
      { id: 'relay:http://a/gun', kind: 'connectedRelay', label: 'http://a/gun' },
      { id: 'relay:http://b/gun', kind: 'disabledRelay', label: 'http://b/gun' },
      { id: 'relay:http://c/gun', kind: 'errorRelay', label: 'http://c/gun' },
      { id: 'relay:http://d/gun', kind: 'strangerRelay', label: 'http://d/gun' },
    ]);
    expect(graph.links).toHaveLength(5);
    expect(graph.links.every((link) => link.source === 'me')).toBe(true);
  });

  it('names a disabled relay disabled even when its last test failed', () => {
    expect(relayKind({ enabled: false, status: 'disconnected' })).toBe('disabledRelay');
    expect(relayKind({ enabled: true, status: 'checking' })).toBe('connectedRelay');
  });
});
