import type { RelayView } from '@core/relays/relay-types.ts';

/** The spec's relay state labels, each with its colour in the legend. */
export const RELAY_STATES = [
  'inUse',
  'enabled',
  'disabled',
  'error',
  'stranger',
  'notTested',
  'testing',
  'checking',
] as const;

export type RelayState = (typeof RELAY_STATES)[number];

/**
 * One label per relay: a test running, a failed test, disabled, connected now; an enabled relay
 * not connected yet is "not tested" before its first test and "checking" (being dialled) after.
 * Stranger relays (friends' lists) are labelled where they are listed.
 */
export function relayState(relay: RelayView): RelayState {
  if (relay.testing) return 'testing';
  if (relay.status === 'disconnected') return 'error';
  if (!relay.enabled) return 'disabled';
  if (relay.inUse) return 'inUse';
  return relay.status === 'checking' ? 'notTested' : 'checking';
}

/** The relays whose address or note contains the search text, regardless of case. */
export function filterRelays(relays: readonly RelayView[], search: string): RelayView[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...relays];
  return relays.filter(
    (relay) =>
      relay.url.toLowerCase().includes(needle) || relay.note.toLowerCase().includes(needle),
  );
}
