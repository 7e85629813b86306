import DOMPurify from 'dompurify';
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { Marked, type Tokens } from 'marked';
import { EXTERNAL_LINK, isSafeLink } from './safe-link.ts';

// A handful of common languages keeps the chunk small; others render as plain code.
for (const [name, language] of Object.entries({
  bash,
  css,
  go,
  java,
  javascript,
  json,
  python,
  rust,
  sql,
  typescript,
  xml,
  yaml,
})) {
  hljs.registerLanguage(name, language);
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function highlighted(code: string, lang: string | undefined, highlight: boolean): string {
  const language = (lang ?? '').trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (highlight && language && hljs.getLanguage(language)) {
    try {
      const html = hljs.highlight(code, { language, ignoreIllegals: true }).value;
      return `<pre><code class="hljs language-${escapeHtml(language)}">${html}</code></pre>`;
    } catch {
      // Fall through to plain code.
    }
  }
  return `<pre><code>${escapeHtml(code)}</code></pre>`;
}

function parser(highlight: boolean): Marked {
  return new Marked({
    gfm: true,
    breaks: true,
    renderer: {
      code: ({ text, lang }: Tokens.Code) => highlighted(text, lang, highlight),
      // No remote image loads: a model could leak the conversation through an image address.
      image: ({ href, text }: Tokens.Image) =>
        `<a href="${escapeHtml(href)}">${escapeHtml(text || href)}</a>`,
    },
  });
}

const PARSERS = { plain: parser(false), highlighted: parser(true) };

const ALLOWED_TAGS = [
  'a',
  'blockquote',
  // The element DOMPurify parses the text into, never part of its output: were it not allowed,
  // DOMPurify would copy the whole text out of it on every call (for every streamed chunk).
  'body',
  'br',
  'code',
  'del',
  'details',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'input',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
];
const ALLOWED_ATTR = ['href', 'title', 'class', 'align', 'start', 'type', 'checked', 'disabled'];
const PURIFY = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  // The sanitised nodes themselves: written out as HTML, they would only be parsed again.
  RETURN_DOM_FRAGMENT: true,
} as const;
const purifier = DOMPurify(window);
// Set once: a configuration passed with a call is parsed again on each call (for every chunk);
// once set, the one passed below only gives the call its return type.
purifier.setConfig(PURIFY);
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  // Only highlight.js's own classes; a model's class names could restyle the app.
  if (data.attrName === 'class') {
    data.keepAttr = data.attrValue.split(/\s+/).every((c) => /^(hljs|language-)[\w-]*$/.test(c));
  }
  if (node.nodeName === 'INPUT' && data.attrName === 'type')
    data.keepAttr = data.attrValue === 'checkbox';
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'INPUT') {
    node.setAttribute('type', 'checkbox');
    node.setAttribute('disabled', '');
  }
  if (node.nodeName !== 'A') return;
  if (!isSafeLink(node.getAttribute('href') ?? '')) node.removeAttribute('href');
  else {
    node.setAttribute('target', EXTERNAL_LINK.target);
    node.setAttribute('rel', EXTERNAL_LINK.rel);
  }
});

/**
 * AI-written text as sanitised nodes, ready to go into the page: GFM Markdown, code highlighted
 * unless `streaming` (it would be redone for every chunk), and everything through DOMPurify so
 * hostile HTML stays inert.
 */
export function renderMarkdown(text: string, streaming = false): DocumentFragment {
  const html = (streaming ? PARSERS.plain : PARSERS.highlighted).parse(text, { async: false });
  return purifier.sanitize(html, PURIFY);
}
