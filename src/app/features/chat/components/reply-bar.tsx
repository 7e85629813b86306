import { IonIcon } from '@ionic/react';
import { closeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import type { ChatMessage } from '@core/chat/chat-types.ts';
import { quoteOf } from '@core/conversations/quote.ts';
import { useQuoteText } from './message-quote.tsx';

interface ReplyBarProps {
  message: ChatMessage;
  /** Who wrote it: "You" or the friend's name. */
  author: string;
  onCancel: () => void;
}

/** Over the composer while answering a message: what is answered, and × to write a plain one. */
export function ReplyBar({ message, author, onCancel }: ReplyBarProps) {
  const { t } = useTranslation('chat');
  const quoteText = useQuoteText();
  return (
    <div className="chat-reply-bar" role="group" aria-label={t('reply.label')}>
      <div className="chat-quote chat-quote--bar">
        <span className="chat-quote-author">{t('reply.to', { name: author })}</span>
        <span className="chat-quote-text">{quoteText(quoteOf(message))}</span>
      </div>
      <IonButton
        fill="clear"
        size="small"
        aria-label={t('reply.cancel')}
        title={t('reply.cancel')}
        onClick={onCancel}
      >
        <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
      </IonButton>
    </div>
  );
}
