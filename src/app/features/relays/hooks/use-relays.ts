import { useSyncExternalStore } from 'react';
import type { RelaySnapshot } from '@core/relays/relay-types.ts';
import { useCore } from '../../../boot/core-context.ts';

/** The relay page's state, live: the list, tests, open connections and stranger relays. */
export function useRelays(): RelaySnapshot {
  const { relays } = useCore();
  return useSyncExternalStore(relays.subscribe, relays.snapshot);
}
