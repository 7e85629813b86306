import { useTranslation } from 'react-i18next';

export interface ThinkBubbleProps {
  text: string;
  /** Still arriving: the summary says so. */
  streaming: boolean;
}

/** The model's reasoning, apart from the answer and folded away by default. */
export function ThinkBubble({ text, streaming }: ThinkBubbleProps) {
  const { t } = useTranslation('ai');
  return (
    <details className="ai-think">
      <summary>{streaming ? t('chat.thinkingNow') : t('chat.thinking')}</summary>
      <p className="ai-think-text">{text}</p>
    </details>
  );
}
