/** What other features may use of relays: the relay list, its actions and the stranger relays. */
export { StrangerRelays } from './components/stranger-relays.tsx';
export { useRelayActions } from './hooks/use-relay-actions.ts';
export { useRelays } from './hooks/use-relays.ts';
