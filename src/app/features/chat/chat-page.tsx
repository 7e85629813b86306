import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageQuote } from '@core/conversations/message-types.ts';
import { ConversationFrame } from '../../ui/conversation/conversation-frame.tsx';
import { useConversationFrame } from '../../ui/conversation/use-conversation-frame.ts';
import { useReceivedMessageSound } from '../audio/public.ts';
import { useFriend } from '../contacts/public.ts';
import { DeviceNotice } from '../devices/public.ts';
import { useBlock } from '../friend-profile/public.ts';
import { ChatPageMenu } from './components/chat-page-menu.tsx';
import { Composer } from './components/composer.tsx';
import { ForwardPicker } from './components/forward-picker.tsx';
import { ImageViewer } from './components/image-viewer.tsx';
import { MessageList } from './components/message-list.tsx';
import { useChatHistory } from './hooks/use-chat-history.ts';
import { useChatParams } from './hooks/use-chat-params.ts';
import { useFileProgress } from './hooks/use-file-progress.ts';
import { useChatMessageActions } from './hooks/use-message-actions.ts';
import { useSendMessage } from './hooks/use-send-message.ts';
import './chat.css';

/** Route /chatpage?pub=<friend>[&msg=<message>]: one private chat. */
export function ChatPage() {
  const { t } = useTranslation(['chat', 'routes']);
  const { pub, msg, visible } = useChatParams();
  const friend = useFriend(pub);
  const { blocked } = useBlock(pub);
  // The route's own title until there is a friend to name.
  const name = friend.value?.displayName || (pub ? pub.slice(0, 8) : t('routes:chat'));
  const history = useChatHistory(pub, msg, visible);
  useReceivedMessageSound(pub, visible);
  const progress = useFileProgress(pub);
  const frame = useConversationFrame(pub, history.messages);
  const actions = useChatMessageActions({
    onReply: frame.setReplyTo,
    onForward: frame.setForwarding,
  });
  // A reply here quotes either the friend or me.
  const quoteAuthor = useCallback(
    (quote: MessageQuote) => (quote.from === pub ? name : t('quote.you')),
    [pub, name, t],
  );
  const { newer, showLatest } = history;
  const afterSend = useCallback(() => {
    // Reading older messages around a search hit: jump to the end, where the new one is.
    if (newer !== null) void showLatest();
  }, [newer, showLatest]);
  const sender = useSendMessage(pub, afterSend);

  let notice: string | null = null;
  if (!pub) notice = t('page.noChat');
  else if (blocked) notice = t('errors.blocked');
  else if (friend.loaded && !friend.value) notice = t('errors.notFriend');

  return (
    <ConversationFrame
      title={name}
      end={pub ? <ChatPageMenu pub={pub} name={name} /> : null}
      status={pub && friend.value ? <DeviceNotice pub={pub} name={name} /> : null}
      messages={
        pub ? (
          <MessageList
            history={history}
            focus={msg}
            peerName={name}
            quoteAuthor={quoteAuthor}
            progress={progress}
            onMenu={actions.openMenu}
            onRetry={actions.retry}
            onOpenImage={frame.openImage}
          />
        ) : null
      }
      notice={notice}
      composer={
        <Composer
          sender={sender}
          disabled={notice !== null}
          onEscape={frame.leave}
          replyTo={frame.replyTo}
          replyAuthor={frame.replyTo?.mine ? t('quote.you') : name}
          onCancelReply={frame.cancelReply}
        />
      }
    >
      <ImageViewer pictures={frame.pictures} openAt={frame.viewing} onClose={frame.closeImage} />
      <ForwardPicker
        message={frame.forwarding}
        peer={pub}
        onClose={frame.cancelForward}
        onPick={(message, friend) => {
          frame.cancelForward();
          void actions.forward(message, friend);
        }}
      />
    </ConversationFrame>
  );
}
