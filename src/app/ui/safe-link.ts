const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);
const SAFE_PROTOCOLS: ReadonlySet<string> = new Set([...WEB_PROTOCOLS, 'mailto:']);

function hasProtocol(href: string, protocols: ReadonlySet<string>): boolean {
  try {
    return protocols.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** Absolute http(s) and mailto addresses only: a relative one would navigate the app itself. */
export function isSafeLink(href: string): boolean {
  return hasProtocol(href, SAFE_PROTOCOLS);
}

/** How a link out of the app opens: a new tab that cannot reach back into this one. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * Opens a web address out of the app: a new tab that cannot reach back into this one (on the
 * web this is the in-app browser). False when the address is not http(s) or the browser refused.
 */
export function openExternal(href: string): boolean {
  if (!hasProtocol(href, WEB_PROTOCOLS)) return false;
  try {
    window.open(href, EXTERNAL_LINK.target, 'noopener,noreferrer');
    return true;
  } catch {
    return false;
  }
}

/** Web and mail addresses in running text; other schemes (`javascript:`, `data:`) are never matched. */
const ADDRESS = /\b(?:https?:\/\/|mailto:)[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING = /[.,;:!?'")\]}]+$/;

export interface TextPiece {
  readonly text: string;
  readonly href?: string;
}

/** `text` cut into plain runs and safe addresses (with the address to link to). */
export function linkPieces(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    if (!isSafeLink(address)) continue;
    if (match.index > from) pieces.push({ text: text.slice(from, match.index) });
    pieces.push({ text: address, href: address });
    from = match.index + address.length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from) });
  return pieces;
}
