/**
 * Web Tools' locked page (002 §2.11, §5): a self-contained HTML page, as a `data:text/html` link,
 * that holds the content only as ciphertext. The visitor answers a sum of two random numbers,
 * then types the password, and the page decrypts in their browser (./unlock-script.ts). The key
 * comes from the password through PBKDF2-SHA256 (the vault's iterations, a random 16-byte salt)
 * and seals AES-256-GCM with a random 12-byte IV: neither the password nor the content is in
 * the link. The page's texts are the author's, in their language when the link was made.
 */
import { bytesToBase64 } from '../crypto/base64.ts';
import { seal } from '../crypto/vault.ts';
import { err, ok, type Result } from '../util/result.ts';
import { DECRYPT_SCRIPT, UNLOCK_SCRIPT } from './unlock-script.ts';

export const LOCKED_PAGE_LINK_PREFIX = 'data:text/html;charset=utf-8;base64,';

/**
 * The most content a link holds (UTF-8 bytes): sealed and encoded twice, it stays under the 2 MB
 * that Chromium accepts as an address.
 */
export const LOCKED_PAGE_MAX_BYTES = 1_000_000;

export type LockedPageError = 'empty-content' | 'empty-password' | 'too-long';

/** What the page says, worded by the app in the author's language. */
export interface LockedPageTexts {
  /** The `lang` of the page: the author's interface language. */
  readonly language: string;
  readonly title: string;
  /** Above the sum, which the page draws as `a + b = ?`. */
  readonly sumPrompt: string;
  readonly sumAnswer: string;
  readonly sumWrong: string;
  readonly next: string;
  readonly passwordPrompt: string;
  readonly unlock: string;
  readonly unlocking: string;
  readonly wrongPassword: string;
}

const PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const PAGE_STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; line-height: 1.5; }
main { max-width: 720px; margin: 0 auto; }
form { display: flex; flex-direction: column; gap: 8px; }
input { font: inherit; padding: 8px; }
button { font: inherit; padding: 8px 16px; align-self: flex-start; }
#sum-question { font-size: 1.5rem; margin: 0; }
.wrong { color: #c0392b; }
#content { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
[hidden] { display: none !important; }
`;

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

function pageHtml(boxJson: string, texts: LockedPageTexts): string {
  const say = escapeHtml;
  // `<` never appears raw inside the script element, so nothing in the JSON can close it.
  const box = boxJson.replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${say(texts.language)}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${PAGE_POLICY}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${say(texts.title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>${say(texts.title)}</h1>
<form id="sum-form">
<p>${say(texts.sumPrompt)}</p>
<p id="sum-question" aria-live="polite"></p>
<input id="sum-answer" inputmode="numeric" autocomplete="off" aria-label="${say(texts.sumAnswer)}" required>
<p id="sum-wrong" class="wrong" role="alert" hidden>${say(texts.sumWrong)}</p>
<button type="submit">${say(texts.next)}</button>
</form>
<form id="password-form" hidden>
<label for="password">${say(texts.passwordPrompt)}</label>
<input id="password" type="password" autocomplete="off">
<p id="password-wrong" class="wrong" role="alert" hidden>${say(texts.wrongPassword)}</p>
<p id="unlocking" role="status" hidden>${say(texts.unlocking)}</p>
<button id="unlock" type="submit">${say(texts.unlock)}</button>
</form>
<pre id="content" hidden></pre>
</main>
<script id="locked-box" type="application/json">${box}</script>
<script>${DECRYPT_SCRIPT}</script>
<script>${UNLOCK_SCRIPT}</script>
</body>
</html>
`;
}

/** The `data:text/html` link of a page that shows `content` to whoever knows `password`. */
export async function lockedPageLink(
  content: string,
  password: string,
  texts: LockedPageTexts,
): Promise<Result<string, LockedPageError>> {
  if (content.trim() === '') return err('empty-content');
  if (password === '') return err('empty-password');
  const encoder = new TextEncoder();
  if (encoder.encode(content).length > LOCKED_PAGE_MAX_BYTES) return err('too-long');
  const box = await seal(content, password);
  const html = pageHtml(JSON.stringify(box), texts);
  return ok(LOCKED_PAGE_LINK_PREFIX + bytesToBase64(encoder.encode(html)));
}
