import { useTranslation } from 'react-i18next';
import type { MessageQuote } from '@core/conversations/message-types.ts';

/** What a quote shows of the message it names: its text, or a placeholder (and a file's name). */
export function useQuoteText(): (quote: MessageQuote) => string {
  const { t } = useTranslation('chat');
  return (quote) => {
    switch (quote.kind) {
      case 'text':
        return quote.text;
      case 'image':
        return t('preview.image');
      case 'voice':
        return t('preview.voice');
      case 'file':
        return `${t('preview.file')} ${quote.text}`;
    }
  };
}

interface MessageQuoteViewProps {
  quote: MessageQuote;
  /** Who wrote the quoted message: "You" or the friend's name. */
  author: string;
  onShow: (quote: MessageQuote) => void;
}

/** The quoted message above a reply; tapping it shows the original. */
export function MessageQuoteView({ quote, author, onShow }: MessageQuoteViewProps) {
  const quoteText = useQuoteText();
  return (
    <button type="button" className="chat-quote" onClick={() => onShow(quote)}>
      <span className="chat-quote-author">{author}</span>
      <span className="chat-quote-text">{quoteText(quote)}</span>
    </button>
  );
}
