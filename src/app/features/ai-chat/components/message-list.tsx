import { IonIcon } from '@ionic/react';
import { arrowDownOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { isGenerating, useChatSelector } from '../hooks/use-chat-session.ts';
import { useStickToBottom } from '../hooks/use-stick-to-bottom.ts';
import { MessageBubble } from './message-bubble.tsx';

export interface MessageListProps {
  /** Shown instead of messages while the conversation is empty. */
  empty: ReactNode;
  onRegenerate: () => void;
  onEditAndResend: (messageId: string, text: string) => void;
}

/**
 * The open conversation, kept scrolled to its end while a reply streams, with a way back down.
 * It follows the chat session itself: each chunk re-renders this list and the one bubble it
 * changed (the others are memoised).
 */
export function MessageList({ empty, onRegenerate, onEditAndResend }: MessageListProps) {
  const { t } = useTranslation('ai');
  const messages = useChatSelector((state) => state.messages);
  const idle = !useChatSelector(isGenerating);
  const last = messages.at(-1);
  const { ref, onScroll, atBottom, scrollToBottom } = useStickToBottom<HTMLDivElement>(
    `${messages.length}:${last?.content.length ?? 0}:${last?.thinking.length ?? 0}`,
  );
  return (
    <div className="ai-message-area">
      <div
        ref={ref}
        className="ai-message-list"
        role="log"
        aria-label={t('chat.messages')}
        onScroll={onScroll}
      >
        {messages.length === 0
          ? empty
          : messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                idle={idle}
                canRegenerate={idle && message === last && message.role === 'assistant'}
                onRegenerate={onRegenerate}
                onEditAndResend={onEditAndResend}
              />
            ))}
      </div>
      {!atBottom && (
        <IonButton
          className="ai-scroll-bottom"
          shape="round"
          size="small"
          aria-label={t('chat.scrollToBottom')}
          title={t('chat.scrollToBottom')}
          onClick={scrollToBottom}
        >
          <IonIcon icon={arrowDownOutline} slot="icon-only" aria-hidden="true" />
        </IonButton>
      )}
    </div>
  );
}
