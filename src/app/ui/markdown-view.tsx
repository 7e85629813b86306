import { useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './use-toast.ts';
import { renderMarkdown } from './markdown.ts';
import './markdown.css';

export interface MarkdownViewProps {
  text: string;
  /** While a reply streams, code is not highlighted (it would be redone for every chunk). */
  streaming?: boolean;
}

/** AI-written text as sanitised Markdown, with a copy button on every code block. */
export function MarkdownView({ text, streaming = false }: MarkdownViewProps) {
  const { t } = useTranslation('ai');
  const toast = useToast();
  const container = useRef<HTMLDivElement>(null);
  const html = useMemo(() => renderMarkdown(text, streaming), [text, streaming]);
  const copyLabel = t('markdown.copyCode');

  // The buttons are added to the rendered DOM, not to the HTML, so sanitising stays untouched.
  useLayoutEffect(() => {
    for (const pre of container.current?.querySelectorAll('pre') ?? []) {
      if (pre.querySelector(':scope > button.code-copy')) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'code-copy';
      button.textContent = copyLabel;
      button.setAttribute('aria-label', copyLabel);
      pre.prepend(button);
    }
  }, [html, copyLabel]);

  async function onClick(event: MouseEvent<HTMLDivElement>) {
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

  return (
    <div
      ref={container}
      className="ai-markdown"
      onClick={(event) => void onClick(event)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
