import { lazy, Suspense } from 'react';

// Marked, highlight.js and DOMPurify load only once an AI-written message is on screen.
const MarkdownView = lazy(() =>
  import('../../../ui/markdown-view.tsx').then((module) => ({ default: module.MarkdownView })),
);

/** An auto-reply's text, rendered as the AI chat renders Markdown (plain text until it loads). */
export function MessageAiText({ text }: { text: string }) {
  return (
    <Suspense fallback={<p className="chat-text">{text}</p>}>
      <MarkdownView text={text} />
    </Suspense>
  );
}
