import type { RelayView } from '@core/relays/relay-types.ts';

/** The legend's six kinds of node, in the legend's order. */
export const NODE_KINDS = [
  'me',
  'friend',
  'connectedRelay',
  'disabledRelay',
  'errorRelay',
  'strangerRelay',
] as const;

export type NodeKind = (typeof NODE_KINDS)[number];

export interface NetworkNode {
  /** Unique in the graph: `me`, `friend:<pub>`, `relay:<url>`. */
  readonly id: string;
  readonly kind: NodeKind;
  /** The name shown beside it: my alias, a friend's name, a relay's address. */
  readonly label: string;
}

export interface NetworkLink {
  readonly source: string;
  readonly target: string;
}

export interface NetworkGraph {
  readonly nodes: readonly NetworkNode[];
  readonly links: readonly NetworkLink[];
}

export const ME_NODE_ID = 'me';

/** A relay of mine by its state: disabled, failed its last test, else in use (or being dialled). */
export function relayKind(relay: Pick<RelayView, 'enabled' | 'status'>): NodeKind {
  if (!relay.enabled) return 'disabledRelay';
  if (relay.status === 'disconnected') return 'errorRelay';
  return 'connectedRelay';
}

/**
 * Me at the centre, linked to each friend, each of my relays and each stranger relay (relays my
 * friends share that I do not have).
 */
export function buildNetworkGraph(
  me: { readonly alias: string },
  friends: readonly { readonly pub: string; readonly displayName: string }[],
  relays: readonly Pick<RelayView, 'url' | 'enabled' | 'status'>[],
  strangers: readonly string[],
): NetworkGraph {
  const nodes: NetworkNode[] = [{ id: ME_NODE_ID, kind: 'me', label: me.alias }];
  for (const friend of friends) {
    nodes.push({ id: `friend:${friend.pub}`, kind: 'friend', label: friend.displayName });
  }
  const mine = new Set<string>();
  for (const relay of relays) {
    mine.add(relay.url);
    nodes.push({ id: `relay:${relay.url}`, kind: relayKind(relay), label: relay.url });
  }
  for (const url of strangers) {
    if (!mine.has(url)) nodes.push({ id: `relay:${url}`, kind: 'strangerRelay', label: url });
  }
  const links = nodes
    .filter((node) => node.id !== ME_NODE_ID)
    .map((node) => ({ source: ME_NODE_ID, target: node.id }));
  return { nodes, links };
}
