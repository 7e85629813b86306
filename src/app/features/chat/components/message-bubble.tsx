import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@core/chat/chat-types.ts';
import type { MessageQuote } from '@core/conversations/message-types.ts';
import { LinkedText } from '../../../ui/linked-text.tsx';
import type { FileProgress } from '../hooks/use-file-progress.ts';
import { useLongPress } from '../../../ui/use-long-press.ts';
import { InvitationCard } from '../../rooms/public.ts';
import { senderNameOf } from '../lib/sender-name.ts';
import { FileCard } from './file-card.tsx';
import { MessageAiText } from './message-ai-text.tsx';
import { MessageQuoteView } from './message-quote.tsx';
import { StatusMark } from './status-mark.tsx';

interface MessageBubbleProps {
  message: ChatMessage;
  /** The message time in the recent-time format. */
  time: string;
  /** Who wrote the message a reply quotes: "You" or their name. */
  quoteAuthor: (quote: MessageQuote, message: ChatMessage) => string;
  /** Said with Retry on a failed message instead of the private chat's reasons. */
  failureText: string | undefined;
  progress: FileProgress | undefined;
  /** The search hit the page was opened at, or the original a quote was tapped for. */
  focused: boolean;
  onMenu: (message: ChatMessage) => void;
  onRetry: (message: ChatMessage) => void;
  onOpenImage: (message: ChatMessage) => void;
  onShowQuoted: (quote: MessageQuote) => void;
}

function minutesAndSeconds(duration: number): string {
  const seconds = Math.round(duration);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * One message: the message it answers, its content, time and (for mine) the delivery mark; long
 * press for actions. Auto-replies say which model wrote them, on both sides.
 */
export const MessageBubble = memo(function MessageBubble(props: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  const { message, time, focused } = props;
  const text = message.kind === 'text' ? message : null;
  const press = useLongPress(() => props.onMenu(message));
  const classes = ['chat-message', message.mine ? 'chat-message--mine' : 'chat-message--theirs'];
  if (focused) classes.push('chat-message--focus');
  // In a room, others' messages say who wrote them.
  const senderName = message.mine ? null : senderNameOf(message);
  return (
    <article
      className={classes.join(' ')}
      data-msg-id={message.msgId}
      data-sender={message.sender}
      aria-current={focused || undefined}
    >
      {senderName !== null && <p className="chat-sender">{senderName}</p>}
      <div className={`chat-bubble chat-bubble--${message.kind}`} tabIndex={0} {...press}>
        {text?.replyTo && (
          <MessageQuoteView
            quote={text.replyTo}
            author={props.quoteAuthor(text.replyTo, message)}
            onShow={props.onShowQuoted}
          />
        )}
        <MessageContent
          message={message}
          progress={props.progress}
          onOpenImage={props.onOpenImage}
        />
      </div>
      <div className="chat-meta">
        {text?.aiModel && (
          <span className="chat-ai-mark">{t('aiWritten', { model: text.aiModel })}</span>
        )}
        <time dateTime={new Date(message.timestamp).toISOString()}>{time}</time>
        {message.mine && (
          <StatusMark
            status={message.status}
            error={message.error}
            onRetry={() => props.onRetry(message)}
            failureText={props.failureText}
          />
        )}
      </div>
    </article>
  );
});

function MessageContent({
  message,
  progress,
  onOpenImage,
}: Pick<MessageBubbleProps, 'message' | 'progress' | 'onOpenImage'>) {
  const { t } = useTranslation('chat');
  switch (message.kind) {
    case 'text':
      return message.aiModel ? (
        <MessageAiText text={message.text} />
      ) : (
        <p className="chat-text">
          <LinkedText text={message.text} />
        </p>
      );
    case 'image':
      return (
        <button
          type="button"
          className="chat-image-button"
          aria-label={t('viewer.open')}
          onClick={() => onOpenImage(message)}
        >
          <img className="chat-image" src={message.dataUrl} alt={t('image.alt')} />
        </button>
      );
    case 'voice':
      return (
        <div className="chat-voice">
          <audio
            controls
            preload="metadata"
            src={message.dataUrl}
            aria-label={t('voice.label', { duration: minutesAndSeconds(message.duration) })}
          />
          <span className="chat-voice-duration">{minutesAndSeconds(message.duration)}</span>
        </div>
      );
    case 'file':
      return <FileCard file={message.file} progress={progress} />;
    case 'room-invite':
      return <InvitationCard invitation={message.invitation} mine={message.mine} />;
  }
}
