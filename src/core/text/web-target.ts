/**
 * What a web box opens (002 §5 "Browser input", 000 "Search"): the /browser page's input and the
 * Chats and Contacts search boxes. In order: a `data:text/html` address is decoded, to be shown
 * offline (./offline-page.ts); a keyword opens its public site; a web address (optional http(s)
 * scheme, a dotted host, optional port and path) opens, over https when no scheme is given;
 * anything else is a web search.
 */
import { webAddress } from '../scan/scan-content.ts';
import { dataUrlBytes, dataUrlParts } from './base64-text.ts';

export const WEB_SEARCH_URL = 'https://duckduckgo.com/?q=';

/** The public sites keywords open, and the project's link pages lead to. */
export const SITES = {
  youtube: 'https://www.youtube.com/',
  github: 'https://github.com/',
  x: 'https://x.com/',
  tiktok: 'https://www.tiktok.com/',
  google: 'https://www.google.com/',
  wikipedia: 'https://www.wikipedia.org/',
} as const;

/** Keywords, as typed in any case, and the site each opens. */
const KEYWORDS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(SITES),
  ['twitter', SITES.x],
]);

/** The keywords, for the /browser page to offer. */
export const WEB_KEYWORDS: readonly string[] = [...KEYWORDS.keys()];

export type WebTarget =
  /** A `data:text/html` page, decoded. */
  | { readonly kind: 'page'; readonly html: string }
  /** A `data:text/html` address whose base64 does not decode. */
  | { readonly kind: 'unreadable-page' }
  | { readonly kind: 'site' | 'address' | 'search'; readonly url: string };

/** The host as typed before any port or path: dotted with a letter suffix, an IPv4, or localhost. */
const TYPED_HOST = /^(?:(?:[a-z0-9-]+\.)+[a-z]{2,63}|\d{1,3}(?:\.\d{1,3}){3}|localhost)$/i;

function address(query: string): string | null {
  const scheme = /^https?:\/\//i.exec(query)?.[0] ?? '';
  const host = query.slice(scheme.length).split(/[:/?#]/, 1)[0] ?? '';
  if (!TYPED_HOST.test(host)) return null;
  return webAddress(scheme ? query : `https://${query}`)?.url ?? null;
}

function page(query: string): WebTarget | null {
  const parts = dataUrlParts(query);
  if (parts?.mime !== 'text/html') return null;
  const bytes = dataUrlBytes(parts);
  return bytes
    ? { kind: 'page', html: new TextDecoder().decode(bytes) }
    : { kind: 'unreadable-page' };
}

/** What `text` opens; null for blank text. */
export function webTarget(text: string): WebTarget | null {
  const query = text.trim();
  if (query === '') return null;
  const html = page(query);
  if (html) return html;
  const site = KEYWORDS.get(query.toLowerCase());
  if (site) return { kind: 'site', url: site };
  const url = address(query);
  if (url) return { kind: 'address', url };
  return { kind: 'search', url: WEB_SEARCH_URL + encodeURIComponent(query) };
}
