import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './use-toast.ts';
import { renderMarkdown } from './markdown.ts';
import { MarkdownStream } from './markdown-stream.ts';
import './markdown.css';

/**
 * A text that grows while it streams, read again each time `subscribe` reports a change; null
 * once the stream has ended (what is shown stays until the complete text replaces it).
 */
export interface StreamingText {
  subscribe: (onChange: () => void) => () => void;
  read: () => string | null;
}

/**
 * Adds a copy button to each code block under `root` that has none. The buttons go into the
 * rendered DOM, after sanitising, which stays untouched.
 */
function addCopyButtons(root: ParentNode, label: string): void {
  for (const pre of root.querySelectorAll('pre')) {
    if (pre.querySelector(':scope > button.code-copy')) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'code-copy';
    button.textContent = label;
    button.setAttribute('aria-label', label);
    pre.prepend(button);
  }
}

/** The copy button's label, and the click handler that copies a code block. */
function useCodeCopy() {
  const { t } = useTranslation('ai');
  const toast = useToast();

  async function copy(event: MouseEvent<HTMLDivElement>) {
    const button = (event.target as Element).closest('button.code-copy');
    if (!button) return;
    const code = button.parentElement?.querySelector('code')?.textContent ?? '';
    if (!code.trim()) {
      toast(t('markdown.noCode'), { color: 'warning' });
      return;
    }
    try {
      await navigator.clipboard.writeText(code);
      toast(t('markdown.copied'), { color: 'success', duration: 2_000 });
    } catch {
      toast(t('markdown.copyFailed'), { color: 'danger' });
    }
  }

  return {
    label: t('markdown.copyCode'),
    onClick: (event: MouseEvent<HTMLDivElement>) => void copy(event),
  };
}

/** AI-written text as sanitised, highlighted Markdown, with a copy button on every code block. */
export function MarkdownView({ text }: { text: string }) {
  const copy = useCodeCopy();
  const container = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    root.replaceChildren(renderMarkdown(text));
    addCopyButtons(root, copy.label);
  }, [text, copy.label]);

  return <div ref={container} className="ai-markdown" onClick={copy.onClick} />;
}

/**
 * A reply's Markdown while it streams. Each chunk goes from `text` straight into the DOM (see
 * MarkdownStream), without rendering this component again; code is not highlighted, as it would
 * be redone for every chunk. The complete reply is shown by MarkdownView.
 */
export function StreamingMarkdownView({ text }: { text: StreamingText }) {
  const copy = useCodeCopy();
  const container = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const root = container.current;
    if (!root) return;
    const stream = new MarkdownStream(root, (block) => addCopyButtons(block, copy.label));
    const show = () => {
      const now = text.read();
      if (now !== null) stream.show(now);
    };
    show();
    return text.subscribe(show);
  }, [text, copy.label]);

  return <div ref={container} className="ai-markdown" onClick={copy.onClick} />;
}
