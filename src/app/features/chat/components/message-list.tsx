import { useCallback, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Virtuoso, type Components, type VirtuosoHandle } from 'react-virtuoso';
import { IonButton } from '../../../ui/ionic/ion-button.ts';
import { IonSpinner } from '../../../ui/ionic/ion-spinner.ts';
import type { ChatMessage } from '@core/chat/chat-types.ts';
import type { MessageQuote } from '@core/conversations/message-types.ts';
import { useToast } from '../../../ui/use-toast.ts';
import type { FileProgress } from '../hooks/use-file-progress.ts';
import { messageKey } from '../../../ui/conversation/history-state.ts';
import type { ConversationHistory } from '../../../ui/conversation/use-conversation-history.ts';
import { senderNameOf } from '../lib/sender-name.ts';
import { useDayText, useNow, useRecentTimeText } from '../hooks/use-recent-time.ts';
import { LiveAnnouncement } from '../../../ui/live-announcement.tsx';
import { scrollBehavior } from '../../../ui/reduced-motion.ts';
import { useArrivalAnnouncement } from '../hooks/use-arrival-announcement.ts';
import { MessageBubble } from './message-bubble.tsx';
// Its styles travel with it: the room page shows it too (through chat's public.ts).
import '../chat.css';

/** Within this distance of an end, scrolling loads the next page there. */
const EDGE_PX = 48;
/** Rendered beyond the visible part, so a quick scroll does not show blank space. */
const OVERSCAN_PX = 600;
/** A one-line message: the list starts from this guess instead of measuring a probe first. */
const TYPICAL_ITEM_PX = 64;

interface MessageListProps {
  history: ConversationHistory;
  /** The message the page was opened at (a search hit), scrolled into view once. */
  focus: string | null;
  /** Who wrote the message a reply quotes: "You" or their name (stable while names stay). */
  quoteAuthor: (quote: MessageQuote, message: ChatMessage) => string;
  /** Who writes to me here, for messages that carry no name of their own (a private chat's). */
  peerName?: string;
  /** Said with Retry on a failed message instead of the private chat's reasons (rooms). */
  failureText?: string;
  progress: ReadonlyMap<string, FileProgress>;
  onMenu: (message: ChatMessage) => void;
  onRetry: (message: ChatMessage) => void;
  onOpenImage: (message: ChatMessage) => void;
}

const dayOf = (timestamp: number) => new Date(timestamp).toDateString();

/**
 * The conversation, oldest at the top, a heading before each day. Only the messages on screen
 * (and a margin) are rendered, so a long history costs no more than a short one. It opens at the
 * newest message (or the search hit), stays at the bottom while new ones arrive unless the user
 * scrolled up, and loads older pages when scrolled to the top without jumping.
 */
export function MessageList(props: MessageListProps) {
  const { history } = props;
  const { t } = useTranslation('chat');
  const label = t('page.messages');
  // Arrivals are told from here, once the history is loaded: the first message of an empty chat
  // is news as much as the next one of a long one.
  const arrivals = history.loaded ? (
    <Arrivals
      messages={history.messages}
      atNewest={history.newer === null}
      peerName={props.peerName}
    />
  ) : null;
  if (!history.loaded || history.messages.length === 0) {
    return (
      <>
        {arrivals}
        <div className="chat-messages chat-messages--static" role="log" aria-label={label}>
          {history.loaded ? (
            <p className="chat-empty-text">{t('page.empty')}</p>
          ) : (
            <IonSpinner className="chat-loading" aria-label={t('page.loading')} />
          )}
        </div>
      </>
    );
  }
  // A history that starts afresh (another chat, a search hit, back to the newest) starts a new
  // list: positions and scroll state of the old one mean nothing for it.
  return (
    <>
      {arrivals}
      <LoadedMessageList key={history.opening} {...props} label={label} />
    </>
  );
}

function Arrivals(props: {
  messages: readonly ChatMessage[];
  atNewest: boolean;
  peerName?: string | undefined;
}) {
  const arrival = useArrivalAnnouncement(props.messages, props.atNewest, props.peerName);
  return <LiveAnnouncement announcement={arrival} />;
}

/** What the list's header and footer need: the load buttons. */
interface ListContext {
  older: boolean;
  newer: boolean;
  loading: boolean;
  loadOlder: () => void;
  loadNewer: () => void;
}

const LIST_PARTS: Components<ChatMessage, ListContext> = {
  Header: function ListHeader({ context }) {
    const { t } = useTranslation('chat');
    return (
      <div className="chat-list-edge">
        {context?.older && (
          <LoadMore
            label={t('page.loadOlder')}
            loading={context.loading}
            onClick={context.loadOlder}
          />
        )}
      </div>
    );
  },
  Footer: function ListFooter({ context }) {
    const { t } = useTranslation('chat');
    return (
      <div className="chat-list-edge">
        {context?.newer && (
          <LoadMore
            label={t('page.loadNewer')}
            loading={context.loading}
            onClick={context.loadNewer}
          />
        )}
      </div>
    );
  },
};

function LoadedMessageList(props: MessageListProps & { label: string }) {
  const { history, focus, progress, quoteAuthor } = props;
  const { t } = useTranslation('chat');
  const toast = useToast();
  const now = useNow();
  const timeText = useRecentTimeText();
  const dayText = useDayText();
  const [shown, setShown] = useState<string | null>(null);
  const list = useRef<VirtuosoHandle>(null);
  const { messages, firstIndex, older, newer, loading } = history;
  const lastMine = messages.at(-1)?.mine ?? false;
  const [opening] = useState(() => {
    const at = focus ? messages.findIndex((m) => m.msgId === focus) : -1;
    return at >= 0 ? { index: at, align: 'center' as const } : messages.length - 1;
  });

  // The page's handlers change with every render of the page: the bubbles get stable ones.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const onMenu = useCallback((message: ChatMessage) => latest.current.onMenu(message), []);
  const onRetry = useCallback((message: ChatMessage) => latest.current.onRetry(message), []);
  const onOpenImage = useCallback(
    (message: ChatMessage) => latest.current.onOpenImage(message),
    [],
  );

  /** A tapped quote: the original, when loaded, scrolls into view and is marked. */
  const onShowQuoted = useCallback(
    (quote: MessageQuote) => {
      const at = latest.current.history.messages.findIndex(
        (m) => m.msgId === quote.id && m.sender === quote.from,
      );
      if (at < 0) {
        toast(t('quote.notLoaded'), { color: 'medium' });
        return;
      }
      list.current?.scrollToIndex({ index: at, align: 'center', behavior: scrollBehavior() });
      setShown(`${quote.from}\n${quote.id}`);
    },
    [t, toast],
  );

  // Pages load when the user scrolls to an end, not when the list merely shows one.
  const { loadOlder, loadNewer } = history;
  function onScroll(event: UIEvent<HTMLDivElement>) {
    const element = event.currentTarget;
    if (element.scrollTop < EDGE_PX) loadOlder();
    if (element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX) loadNewer();
  }

  const context: ListContext = {
    older: older !== null,
    newer: newer !== null,
    loading,
    loadOlder,
    loadNewer,
  };

  return (
    <>
      <Virtuoso
        ref={list}
        className="chat-messages"
        role="log"
        // Rows come and go as the list scrolls: arrivals are announced once, by the region above.
        aria-live="off"
        aria-label={props.label}
        onScroll={onScroll}
        data={messages}
        firstItemIndex={firstIndex}
        initialTopMostItemIndex={opening}
        computeItemKey={(_, message) => messageKey(message)}
        increaseViewportBy={OVERSCAN_PX}
        defaultItemHeight={TYPICAL_ITEM_PX}
        context={context}
        components={LIST_PARTS}
        // A message of mine at the end was just sent: show it even when reading further up.
        followOutput={(atBottom) => (atBottom || lastMine ? 'auto' : false)}
        itemContent={(index, message) => {
          const before = messages[index - firstIndex - 1];
          const newDay = !before || dayOf(before.timestamp) !== dayOf(message.timestamp);
          return (
            <div className="chat-item">
              {newDay && <h2 className="chat-day">{dayText(message.timestamp, now)}</h2>}
              {message.kind === 'leave' ? (
                <p className="chat-system" role="note">
                  {t('rooms:page.left', { name: senderNameOf(message) })}
                </p>
              ) : (
                <MessageBubble
                  message={message}
                  time={timeText(message.timestamp, now)}
                  quoteAuthor={quoteAuthor}
                  progress={progress.get(message.msgId)}
                  focused={message.msgId === focus || messageKey(message) === shown}
                  onMenu={onMenu}
                  onRetry={onRetry}
                  onOpenImage={onOpenImage}
                  onShowQuoted={onShowQuoted}
                  failureText={props.failureText}
                />
              )}
            </div>
          );
        }}
      />
    </>
  );
}

function LoadMore({
  label,
  loading,
  onClick,
}: {
  label: string;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <IonButton
      className="chat-load-more"
      fill="clear"
      size="small"
      disabled={loading}
      onClick={onClick}
    >
      {label}
    </IonButton>
  );
}
