import { IonButton, IonSpinner } from '@ionic/react';
import { Fragment, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../core/chat/chat-types.ts';
import type { MessageQuote } from '../../../../core/conversations/quote.ts';
import { useToast } from '../../../ui/use-toast.ts';
import type { ChatHistory } from '../hooks/use-chat-history.ts';
import type { FileProgress } from '../hooks/use-file-progress.ts';
import { useDayText, useNow, useRecentTimeText } from '../hooks/use-recent-time.ts';
import { MessageBubble } from './message-bubble.tsx';

/** Within this distance of an end, scrolling loads the next page or counts as "at the bottom". */
const EDGE_PX = 48;

interface MessageListProps {
  history: ChatHistory;
  /** The message the page was opened at (a search hit), scrolled into view once. */
  focus: string | null;
  /** The friend's name, for quotes of their messages. */
  peerName: string;
  progress: ReadonlyMap<string, FileProgress>;
  onMenu: (message: ChatMessage) => void;
  onRetry: (message: ChatMessage) => void;
  onOpenImage: (message: ChatMessage) => void;
}

const dayOf = (timestamp: number) => new Date(timestamp).toDateString();

/**
 * The conversation, oldest at the top, a heading before each day. It opens at the newest message
 * (or the search hit), stays at the bottom while new ones arrive unless the user scrolled up, and
 * loads older pages when scrolled to the top without jumping.
 */
export function MessageList(props: MessageListProps) {
  const { history, focus, progress } = props;
  const { t } = useTranslation('chat');
  const toast = useToast();
  const now = useNow();
  const timeText = useRecentTimeText();
  const dayText = useDayText();
  const [shown, setShown] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const focused = useRef<string | null>(null);
  const beforeOlder = useRef<{ first: string | undefined; height: number } | null>(null);
  const { messages, older, newer, loading } = history;
  const first = messages[0]?.msgId;
  const lastId = messages.at(-1)?.msgId;
  const lastMine = messages.at(-1)?.mine ?? false;
  const loaded = history.loaded;

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const kept = beforeOlder.current;
    if (kept && kept.first !== first) {
      // Older messages went in above: keep the ones on screen where they were.
      element.scrollTop += element.scrollHeight - kept.height;
      beforeOlder.current = null;
      return;
    }
    if (focus && focused.current !== focus && loaded) {
      focused.current = focus;
      const target = element.querySelector(`[data-msg-id="${CSS.escape(focus)}"]`);
      if (target) {
        target.scrollIntoView({ block: 'center' });
        atBottom.current = false;
        return;
      }
    }
    // A message of mine at the end was just sent: show it even when reading further up.
    if (atBottom.current || lastMine) element.scrollTop = element.scrollHeight;
  }, [first, lastId, lastMine, messages.length, focus, loaded]);

  function loadOlder() {
    const element = list.current;
    if (!element || older === null || loading) return;
    beforeOlder.current = { first, height: element.scrollHeight };
    history.loadOlder();
  }

  /** A tapped quote: the original, when loaded, scrolls into view and is marked. */
  function showQuoted(quote: MessageQuote) {
    const selector = `[data-msg-id="${CSS.escape(quote.id)}"][data-sender="${CSS.escape(quote.from)}"]`;
    const target = list.current?.querySelector(selector);
    if (!target) {
      toast(t('quote.notLoaded'), { color: 'medium' });
      return;
    }
    atBottom.current = false;
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
    setShown(`${quote.from}\n${quote.id}`);
  }

  function onScroll() {
    const element = list.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX) loadOlder();
    if (atBottom.current && newer !== null && !loading) history.loadNewer();
  }

  return (
    <div
      ref={list}
      className="chat-messages"
      role="log"
      aria-label={t('page.messages')}
      onScroll={onScroll}
    >
      {older !== null && (
        <LoadMore label={t('page.loadOlder')} loading={loading} onClick={loadOlder} />
      )}
      {!history.loaded && <IonSpinner className="chat-loading" aria-label={t('page.loading')} />}
      {history.loaded && messages.length === 0 && (
        <p className="chat-empty-text">{t('page.empty')}</p>
      )}
      {messages.map((message, index) => {
        const before = messages[index - 1];
        const newDay = !before || dayOf(before.timestamp) !== dayOf(message.timestamp);
        return (
          <Fragment key={`${message.sender}\n${message.msgId}`}>
            {newDay && <h2 className="chat-day">{dayText(message.timestamp, now)}</h2>}
            <MessageBubble
              message={message}
              time={timeText(message.timestamp, now)}
              peerName={props.peerName}
              progress={progress.get(message.msgId)}
              focused={message.msgId === focus || `${message.sender}\n${message.msgId}` === shown}
              onMenu={props.onMenu}
              onRetry={props.onRetry}
              onOpenImage={props.onOpenImage}
              onShowQuoted={showQuoted}
            />
          </Fragment>
        );
      })}
      {newer !== null && (
        <LoadMore label={t('page.loadNewer')} loading={loading} onClick={history.loadNewer} />
      )}
    </div>
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
