/**
 * Relay addresses: what the add box takes (the spec: required, an optional scheme, a dotted host,
 * an optional path) and what a friend's shared list may hold.
 */
import { err, ok, type Result } from '../util/result.ts';

/** The spec's limits: at most 1000 known relays, and 1000 of them enabled. */
export const MAX_RELAYS = 1000;
export const MAX_ENABLED_RELAYS = 1000;
/** Longest address kept or taken from a friend's card. */
export const MAX_RELAY_URL_CHARS = 512;
/** Most relays a profile card shares, and the most taken from a friend's card. */
export const MAX_SHARED_RELAYS = 50;

export type RelayUrlError = 'url-required' | 'invalid-url';

/** Optional scheme, a dotted host (names or an IPv4 address), an optional port and path. */
const RELAY_URL =
  /^(?:(https?|wss?):\/\/)?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(:\d{1,5})?(\/[^\s]*)?$/i;

/**
 * The address as it is kept and dialled: trimmed, `https://` when no scheme is given, the host in
 * lower case, and `/gun` (where relays serve Gun) when no path is given.
 */
export function normaliseRelayUrl(input: string): Result<string, RelayUrlError> {
  const text = input.trim();
  if (text === '') return err('url-required');
  if (text.length > MAX_RELAY_URL_CHARS) return err('invalid-url');
  const match = RELAY_URL.exec(text);
  if (!match) return err('invalid-url');
  const [, scheme, host = '', port = '', path] = match;
  if (port !== '' && Number(port.slice(1)) > 65_535) return err('invalid-url');
  const url = `${(scheme ?? 'https').toLowerCase()}://${host.toLowerCase()}${port}${path ?? '/gun'}`;
  return url.length > MAX_RELAY_URL_CHARS ? err('invalid-url') : ok(url);
}

/**
 * The relays a friend's signed card lists, as far as they are addresses this device would take:
 * normalised, each once, at most MAX_SHARED_RELAYS. Anything else in the list is left out.
 */
export function parseSharedRelays(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const urls = new Set<string>();
  for (const item of value.slice(0, MAX_SHARED_RELAYS * 4)) {
    if (typeof item !== 'string') continue;
    const url = normaliseRelayUrl(item);
    if (url.ok) urls.add(url.value);
    if (urls.size === MAX_SHARED_RELAYS) break;
  }
  return [...urls];
}
