/**
 * The document a `data:text/html` page is shown in, offline (002 §5 "Browser input"). The app puts
 * it in an iframe sandboxed with `allow-scripts` alone, and it holds the page in a second frame
 * sandboxed the same way: both have opaque origins, so neither reaches the app, its storage or its
 * cookies. The policy of the outer document, which the inner one inherits, lets the page run its
 * own inline scripts and styles and use `data:` and `blob:` resources, and nothing else: no fetch,
 * no request of any kind; and its `frame-src 'none'` stops the page from navigating its frame to
 * a web address, which would otherwise be a way out to the network.
 */
export const OFFLINE_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src data: blob:',
  'media-src data: blob:',
  'font-src data:',
  "frame-src 'none'",
  "form-action 'none'",
  "base-uri 'none'",
].join('; ');

/** The sandbox of both frames: scripts, and nothing that would reach out (no same-origin, popups, forms). */
export const OFFLINE_PAGE_SANDBOX = 'allow-scripts';

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

const escapeAttribute = (text: string): string =>
  text.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);

/** The outer frame's document (its `srcdoc`), holding `html` under the offline policy. */
export function offlinePageDocument(html: string, frameTitle: string): string {
  return `<!doctype html>
<html>
<head>
<meta http-equiv="Content-Security-Policy" content="${OFFLINE_PAGE_POLICY}">
<style>html, body { margin: 0; height: 100%; } iframe { display: block; border: 0; width: 100%; height: 100%; }</style>
</head>
<body>
<iframe sandbox="${OFFLINE_PAGE_SANDBOX}" title="${escapeAttribute(frameTitle)}" srcdoc="${escapeAttribute(html)}"></iframe>
</body>
</html>
`;
}
