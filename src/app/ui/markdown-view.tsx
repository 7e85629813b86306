import { memo, useLayoutEffect, useMemo, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from './use-toast.ts';
import { renderMarkdown } from './markdown.ts';
import { splitMarkdownBlocks } from './markdown-blocks.ts';
import './markdown.css';

export interface MarkdownViewProps {
  text: string;
  /** While a reply streams, code is not highlighted (it would be redone for every chunk). */
  streaming?: boolean;
}

/**
 * AI-written text as sanitised Markdown, with a copy button on every code block. While a reply
 * streams, each finished block is rendered once and only the last, growing block again with each
 * chunk; the whole text is rendered (and highlighted) once when it is complete.
 */
export function MarkdownView({ text, streaming = false }: MarkdownViewProps) {
  const { t } = useTranslation('ai');
  const toast = useToast();
  const container = useRef<HTMLDivElement>(null);
  const blocks = useMemo(() => (streaming ? splitMarkdownBlocks(text) : null), [text, streaming]);
  const html = useMemo(() => (streaming ? null : renderMarkdown(text)), [text, streaming]);
  const copyLabel = t('markdown.copyCode');

  // The buttons are added to the rendered DOM, not to the HTML, so sanitising stays untouched.
  // Blocks that did not change keep theirs: only a new or re-rendered block lacks one.
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
  }, [html, blocks, copyLabel]);

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

  // Keyed apart: the complete text goes into a fresh element, not one whose blocks React kept.
  if (blocks) {
    return (
      <div
        key="streaming"
        ref={container}
        className="ai-markdown"
        onClick={(event) => void onClick(event)}
      >
        {blocks.finished.map((block, index) => (
          <MarkdownBlock key={index} text={block} />
        ))}
        <MarkdownBlock text={blocks.growing} />
      </div>
    );
  }
  return (
    <div
      key="complete"
      ref={container}
      className="ai-markdown"
      onClick={(event) => void onClick(event)}
      dangerouslySetInnerHTML={{ __html: html ?? '' }}
    />
  );
}

/** One block of a streaming reply: rendered again only when its own text changes. */
const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  const html = useMemo(() => renderMarkdown(text, true), [text]);
  return <div className="ai-markdown-block" dangerouslySetInnerHTML={{ __html: html }} />;
});
