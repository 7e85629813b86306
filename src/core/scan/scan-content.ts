/**
 * What a scanned QR code is, in the spec's order (001 "Scan screen"): my or someone's ID, a
 * room's key pair, (Meshtalk's own: a sync code, a safety number), an https or http address, a
 * bare domain with a known suffix, else plain text.
 * Nothing here opens anything: the screen decides, and anything that is not a valid http(s)
 * address (a `javascript:` or `data:` URL, HTML, a huge text) is plain text and only shown.
 */
import { isPublicKey } from '../crypto/sea-keys.ts';
import { hasKnownSuffix } from './domain-suffixes.ts';

export const PUBKEY_PREFIX = 'pubkey:';
export const KEYPAIR_PREFIX = 'keypair:';
/** A device migration's sync code, shown as QR on the exporting device. */
export const SYNC_CODE_PREFIX = 'meshtalk-sync:';
/** A safety number, shown as QR on a friend's safety number page. */
export const SAFETY_NUMBER_PREFIX = 'meshtalk-safety-number:';

export const SCAN_LIMITS = {
  /** The most a QR code can hold (numeric mode, version 40): longer text is cut to this. */
  maxText: 7_089,
  /** Longer addresses are shown as text, never opened. */
  maxUrl: 2_048,
} as const;

export type ScanTarget =
  | { readonly kind: 'pubkey'; readonly pub: string }
  /** The whole scanned text: the rooms service reads the pair after its prefix. */
  | { readonly kind: 'keypair'; readonly key: string }
  /** A sync code to import on this device (checked by the import). */
  | { readonly kind: 'sync-code'; readonly code: string }
  /** A friend's screen showing our safety number: compared with mine for each friend. */
  | { readonly kind: 'safety-number'; readonly digits: string }
  | { readonly kind: 'https'; readonly url: string }
  | { readonly kind: 'http'; readonly url: string }
  /** A bare address (`example.com/path`) to probe: over HTTPS first, then HTTP. */
  | {
      readonly kind: 'domain';
      readonly domain: string;
      readonly https: string;
      readonly http: string;
    }
  | { readonly kind: 'text'; readonly text: string; readonly cut: boolean };

/** A sync code is 32 characters in groups; anything much longer is not one. */
const MAX_SYNC_CODE_CHARS = 64;

/** A host name, an IPv4 address or a bracketed IPv6 one, as `URL` normalises them. */
const HOST =
  /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?|\[[0-9a-f:.]+\])$/;
/** A bare address: a dotted host, an optional port, an optional path, query or fragment. */
const BARE_ADDRESS =
  /^((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})(:\d{1,5})?([/?#][^\s]*)?$/i;

/** The address `text` is when it is a valid absolute http(s) URL with a host, else null. */
export function webAddress(text: string): { url: string; secure: boolean } | null {
  if (text.length > SCAN_LIMITS.maxUrl || /\s/.test(text)) return null;
  if (!/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!HOST.test(url.hostname) || url.username !== '' || url.password !== '') return null;
  return { url: url.href, secure: url.protocol === 'https:' };
}

function bareDomain(text: string): ScanTarget | null {
  if (text.length > SCAN_LIMITS.maxUrl) return null;
  const match = BARE_ADDRESS.exec(text);
  const host = match?.[1];
  if (!match || !host || !hasKnownSuffix(host)) return null;
  const rest = `${match[2] ?? ''}${match[3] ?? ''}`;
  const https = webAddress(`https://${host}${rest}`);
  const http = webAddress(`http://${host}${rest}`);
  if (!https || !http) return null;
  return { kind: 'domain', domain: host.toLowerCase(), https: https.url, http: http.url };
}

/** Classifies a scanned text (the spec's order; the first rule that matches wins). */
export function classifyScan(scanned: string): ScanTarget {
  const cut = scanned.length > SCAN_LIMITS.maxText;
  const raw = cut ? scanned.slice(0, SCAN_LIMITS.maxText) : scanned;
  const text = raw.trim();
  if (!cut && text.startsWith(PUBKEY_PREFIX)) {
    const pub = text.slice(PUBKEY_PREFIX.length).trim();
    if (isPublicKey(pub)) return { kind: 'pubkey', pub };
  }
  if (!cut && text.startsWith(KEYPAIR_PREFIX)) return { kind: 'keypair', key: text };
  if (!cut && text.startsWith(SYNC_CODE_PREFIX)) {
    const code = text.slice(SYNC_CODE_PREFIX.length).trim();
    if (code.length > 0 && code.length <= MAX_SYNC_CODE_CHARS) return { kind: 'sync-code', code };
  }
  if (!cut && text.startsWith(SAFETY_NUMBER_PREFIX)) {
    const digits = text.slice(SAFETY_NUMBER_PREFIX.length).trim();
    if (/^\d{60}$/.test(digits)) return { kind: 'safety-number', digits };
  }
  if (!cut) {
    const address = webAddress(text);
    if (address) return { kind: address.secure ? 'https' : 'http', url: address.url };
    const domain = bareDomain(text);
    if (domain) return domain;
  }
  return { kind: 'text', text: raw, cut };
}
