/**
 * What Enter in a search box opens: the text itself when it looks like a web address (optional
 * http(s) scheme, a dotted host, optional port and path), otherwise a web search for it.
 */
export const WEB_SEARCH_URL = 'https://duckduckgo.com/?q=';

const WEB_ADDRESS =
  /^(https?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}|localhost|\d{1,3}(?:\.\d{1,3}){3})(:\d{1,5})?([/?#]\S*)?$/i;

export function webTarget(text: string): string | null {
  const query = text.trim();
  if (query === '') return null;
  const match = WEB_ADDRESS.exec(query);
  if (match) {
    const url = match[1] ? query : `https://${query}`;
    try {
      return new URL(url).href;
    } catch {
      // Not a valid address after all: search for it instead.
    }
  }
  return WEB_SEARCH_URL + encodeURIComponent(query);
}
