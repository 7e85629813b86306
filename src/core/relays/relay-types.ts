/** What the relay page shows and the ways an action on it can fail. */
import type { ProbeFailure } from './relay-probe.ts';

/** The spec's relay node status: checking until a test answers, then connected or disconnected. */
export type RelayStatus = 'checking' | 'connected' | 'disconnected';

export interface RelayView {
  readonly url: string;
  readonly enabled: boolean;
  readonly note: string;
  readonly status: RelayStatus;
  /** A latency test of this relay is running. */
  readonly testing: boolean;
  /** The last test's figure (a write and its read back through this relay), or null. */
  readonly latencyMs: number | null;
  /** Why the last test found no figure ('timeout': the spec's "connection timeout"). */
  readonly failure: ProbeFailure | null;
  /** The graph client has a connection open to it right now ("currently in use"). */
  readonly inUse: boolean;
}

export interface RelaySnapshot {
  /** False until the list has been read after sign-in. */
  readonly loaded: boolean;
  readonly relays: readonly RelayView[];
  /** At least one relay connection is open. */
  readonly online: boolean;
  readonly enabledCount: number;
  /** The average figure of the enabled relays that have one, or null. */
  readonly averageLatencyMs: number | null;
  /** Relays in my friends' shared lists that I do not have. */
  readonly strangers: readonly string[];
}

/**
 * Why a relay action was refused: an address missing or not a relay address, already in the list,
 * the 1000-relay or 1000-enabled limit, not in the list, already enabled, or the device's storage
 * failed.
 */
export type RelayError =
  | 'url-required'
  | 'invalid-url'
  | 'duplicate'
  | 'too-many'
  | 'not-found'
  | 'already-enabled'
  | 'too-many-enabled'
  | 'not-logged-in'
  | 'storage-failed';

/** The spec's latency classes: under 1 s, under 2 s, under 3 s, otherwise (or no figure) poor. */
export type LatencyClass = 'excellent' | 'good' | 'fair' | 'poor' | 'unknown';

export function latencyClass(relay: Pick<RelayView, 'latencyMs' | 'status'>): LatencyClass {
  if (relay.status === 'disconnected') return 'poor';
  const ms = relay.latencyMs;
  if (ms === null) return 'unknown';
  if (ms < 1_000) return 'excellent';
  if (ms < 2_000) return 'good';
  if (ms < 3_000) return 'fair';
  return 'poor';
}

export const EMPTY_RELAY_SNAPSHOT: RelaySnapshot = {
  loaded: false,
  relays: [],
  online: false,
  enabledCount: 0,
  averageLatencyMs: null,
  strangers: [],
};
