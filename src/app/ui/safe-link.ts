const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** Absolute http(s) and mailto addresses only: a relative one would navigate the app itself. */
export function isSafeLink(href: string): boolean {
  try {
    return SAFE_PROTOCOLS.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** How a link out of the app opens: a new tab that cannot reach back into this one. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;

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
