import { IonIcon } from '@ionic/react';
import { createOutline, refreshOutline, shareSocialOutline } from 'ionicons/icons';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import type { ChatMessageView } from '@core/ai/chat-session.ts';
import type { ChatImage } from '@core/ai/conversation-types.ts';
import { base64ToDataUrl } from '@core/ai/image-rules.ts';
import { CopyButton } from '../../../ui/copy-button.tsx';
import { sameFields } from '../../../ui/same-fields.ts';
import { useStreamingAnswer, useStreamingMessage } from '../hooks/use-chat-session.ts';
import { aiNoticeText } from '../lib/ai-notice-text.ts';
import { formatMessageTime } from '../../../ui/format-time.ts';
import { EditMessageForm } from './edit-message-form.tsx';
import { MarkdownView, StreamingMarkdownView } from '../../../ui/markdown-view.tsx';
import { ThinkBubble } from './think-bubble.tsx';
import { TypingDots } from './typing-dots.tsx';

export interface MessageBubbleProps {
  message: ChatMessageView;
  /** No reply is being written: the actions are available. */
  idle: boolean;
  /** The last answer of the conversation: it can be regenerated. */
  canRegenerate: boolean;
  onRegenerate: () => void;
  onEditAndResend: (messageId: string, text: string) => void;
  /** Sends one of the message's pictures to a friend. */
  onShareImage: (image: ChatImage) => void;
}

/**
 * One message: the user's text and images, or the AI's reasoning, answer and actions. The reply
 * being written follows its chunks by itself: the list does not re-render for them, nor does the
 * bubble once its answer has started (only the answer does).
 */
export const MessageBubble = memo(function MessageBubble(props: MessageBubbleProps) {
  return props.message.isStreaming ? <StreamingBubble {...props} /> : <Bubble {...props} />;
});

/** The same bubble, though its answer (already started) may have grown. */
const sameButLongerAnswer = (
  before: ChatMessageView | undefined,
  after: ChatMessageView | undefined,
) =>
  before === after ||
  (before !== undefined &&
    after !== undefined &&
    before.content !== '' &&
    after.content !== '' &&
    sameFields({ ...before, content: '' }, { ...after, content: '' }));

function StreamingBubble(props: MessageBubbleProps) {
  const message = useStreamingMessage(props.message.id, sameButLongerAnswer) ?? props.message;
  return <Bubble {...props} message={message} />;
}

function StreamingAnswer({ id }: { id: string }) {
  return <StreamingMarkdownView text={useStreamingAnswer(id)} />;
}

function Bubble({
  message,
  idle,
  canRegenerate,
  onRegenerate,
  onEditAndResend,
  onShareImage,
}: MessageBubbleProps) {
  const { t, i18n } = useTranslation('ai');
  const [editing, setEditing] = useState(false);
  const mine = message.role === 'user';
  const time = formatMessageTime(message.timestamp, i18n.language);
  const waiting = message.isStreaming && !message.content && !message.thinking;
  // A reply without text of its own (stopped, failed, empty) says why, in the user's language.
  const content = message.notice ? aiNoticeText(t, message.notice) : message.content;

  return (
    <article
      className={`ai-message ${mine ? 'ai-message--user' : 'ai-message--ai'}`}
      aria-label={mine ? t('chat.yourMessage') : t('chat.aiMessage')}
      data-streaming={message.isStreaming ? 'true' : undefined}
    >
      {!mine && message.thinking && (
        <ThinkBubble text={message.thinking} streaming={message.isStreaming && !message.content} />
      )}
      <div className={`ai-bubble${message.failed ? ' ai-bubble--failed' : ''}`}>
        {message.images.length > 0 && (
          <div className="ai-message-images">
            {message.images.map((image, index) => (
              <figure key={index} className="ai-message-figure">
                <img
                  src={base64ToDataUrl(image.base64, image.mimeType)}
                  alt={image.name}
                  className="ai-message-image"
                />
                <IonButton
                  className="ai-share-image"
                  fill="clear"
                  size="small"
                  aria-label={t('share.action', { name: image.name })}
                  title={t('share.action', { name: image.name })}
                  onClick={() => onShareImage(image)}
                >
                  <IonIcon icon={shareSocialOutline} slot="icon-only" aria-hidden="true" />
                </IonButton>
              </figure>
            ))}
          </div>
        )}
        {editing ? (
          <EditMessageForm
            initial={message.content}
            onCancel={() => setEditing(false)}
            onResend={(text) => {
              setEditing(false);
              onEditAndResend(message.id, text);
            }}
          />
        ) : waiting ? (
          <TypingDots />
        ) : mine ? (
          <p className="ai-user-text">{message.content}</p>
        ) : message.isStreaming ? (
          <StreamingAnswer id={message.id} />
        ) : (
          <MarkdownView text={content} />
        )}
      </div>
      <footer className="ai-message-meta">
        <time dateTime={new Date(message.timestamp).toISOString()}>{time}</time>
        {!mine && message.model && <span className="ai-message-model">{message.model}</span>}
        {message.isStreaming && !waiting && (
          <span className="ai-streaming-mark" role="status">
            {t('chat.streaming')}
          </span>
        )}
        {idle && !message.isStreaming && !editing && (
          <span className="ai-message-actions">
            {message.content && (
              <CopyButton text={message.content} label={t('chat.copyMessage')} iconOnly />
            )}
            {mine && (
              <IonButton
                fill="clear"
                size="small"
                aria-label={t('chat.editMessage')}
                title={t('chat.editMessage')}
                onClick={() => setEditing(true)}
              >
                <IonIcon icon={createOutline} slot="icon-only" aria-hidden="true" />
              </IonButton>
            )}
            {canRegenerate && (
              <IonButton
                fill="clear"
                size="small"
                aria-label={t('chat.regenerate')}
                title={t('chat.regenerate')}
                onClick={onRegenerate}
              >
                <IonIcon icon={refreshOutline} slot="icon-only" aria-hidden="true" />
              </IonButton>
            )}
          </span>
        )}
      </footer>
    </article>
  );
}
