import { IonIcon } from '@ionic/react';
import { arrowDownOutline } from 'ionicons/icons';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiChatState, ChatMessageView } from '@core/ai/chat-session.ts';
import type { ChatImage } from '@core/ai/conversation-types.ts';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { LiveAnnouncement } from '../../../ui/live-announcement.tsx';
import { useAnswerAnnouncement } from '../hooks/use-answer-announcement.ts';
import { isGenerating, useChatSelector, useChatSession } from '../hooks/use-chat-session.ts';
import { useStickToBottom } from '../hooks/use-stick-to-bottom.ts';
import { MessageBubble } from './message-bubble.tsx';

export interface MessageListProps {
  /** Shown instead of messages while the conversation is empty. */
  empty: ReactNode;
  onRegenerate: () => void;
  onEditAndResend: (messageId: string, text: string) => void;
  onShareImage: (image: ChatImage) => void;
}

const selectMessages = (state: AiChatState) => state.messages;

/** The same list, though the reply being written may have grown: its own bubble shows that. */
const sameList = (before: readonly ChatMessageView[], after: readonly ChatMessageView[]) =>
  before.length === after.length &&
  before.every((message, index) => {
    const now = after[index];
    return (
      message === now || (message.isStreaming && now?.isStreaming === true && message.id === now.id)
    );
  });

/**
 * The open conversation, kept scrolled to its end while a reply streams, with a way back down.
 * It follows the chat session itself, but a streamed chunk re-renders only the bubble of the reply
 * being written, not this list.
 */
export function MessageList({
  empty,
  onRegenerate,
  onEditAndResend,
  onShareImage,
}: MessageListProps) {
  const { t } = useTranslation('ai');
  const session = useChatSession();
  const messages = useChatSelector(selectMessages, sameList);
  const idle = !useChatSelector(isGenerating);
  const last = messages.at(-1);
  const answer = useAnswerAnnouncement(messages);
  const { ref, onScroll, atBottom, scrollToBottom } = useStickToBottom<HTMLDivElement>(
    useCallback((onChange: () => void) => session.subscribe(onChange), [session]),
  );
  return (
    <div className="ai-message-area">
      <LiveAnnouncement announcement={answer} />
      <div
        ref={ref}
        className="ai-message-list"
        role="log"
        // A streamed answer grows chunk by chunk: it is announced once, whole, by the region above.
        aria-live="off"
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
                onShareImage={onShareImage}
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
