import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../core/chat/chat-types.ts';
import type { FileProgress } from '../hooks/use-file-progress.ts';
import { useLongPress } from '../hooks/use-long-press.ts';
import { FileCard } from './file-card.tsx';
import { StatusMark } from './status-mark.tsx';

interface MessageBubbleProps {
  message: ChatMessage;
  /** The message time in the recent-time format. */
  time: string;
  progress: FileProgress | undefined;
  /** The search hit the page was opened at. */
  focused: boolean;
  onMenu: (message: ChatMessage) => void;
  onRetry: (message: ChatMessage) => void;
}

function minutesAndSeconds(duration: number): string {
  const seconds = Math.round(duration);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * One message: its content, time and (for mine) the delivery mark; long press for actions. My
 * auto-replies say which model wrote them.
 */
export function MessageBubble(props: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  const { message, time, focused } = props;
  const aiModel = message.kind === 'text' && message.mine ? message.aiModel : undefined;
  const press = useLongPress(() => props.onMenu(message));
  const classes = ['chat-message', message.mine ? 'chat-message--mine' : 'chat-message--theirs'];
  if (focused) classes.push('chat-message--focus');
  return (
    <article
      className={classes.join(' ')}
      data-msg-id={message.msgId}
      aria-current={focused || undefined}
    >
      <div className={`chat-bubble chat-bubble--${message.kind}`} tabIndex={0} {...press}>
        <MessageContent message={message} progress={props.progress} />
      </div>
      <div className="chat-meta">
        {aiModel && <span className="chat-ai-mark">{t('aiWritten', { model: aiModel })}</span>}
        <time dateTime={new Date(message.timestamp).toISOString()}>{time}</time>
        {message.mine && (
          <StatusMark
            status={message.status}
            error={message.error}
            onRetry={() => props.onRetry(message)}
          />
        )}
      </div>
    </article>
  );
}

function MessageContent({ message, progress }: Pick<MessageBubbleProps, 'message' | 'progress'>) {
  const { t } = useTranslation('chat');
  switch (message.kind) {
    case 'text':
      return <p className="chat-text">{message.text}</p>;
    case 'image':
      return <img className="chat-image" src={message.dataUrl} alt={t('image.alt')} />;
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
  }
}
