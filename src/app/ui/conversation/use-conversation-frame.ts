import { useIonRouter } from '@ionic/react';
import { useCallback, useMemo, useState } from 'react';
import type { ChatMessage } from '@core/conversations/message-types.ts';
import { HOME_PATH } from '../../routes/paths.ts';

/** A picture of the conversation, as the picture viewer pages through them. */
export interface ConversationPicture {
  readonly msgId: string;
  readonly dataUrl: string;
  readonly timestamp: number;
}

export interface ConversationFrameState {
  /** The message being answered in this conversation; null for a plain message. */
  readonly replyTo: ChatMessage | null;
  readonly setReplyTo: (message: ChatMessage | null) => void;
  readonly cancelReply: () => void;
  /** The message whose forward picker is open; null while it is closed. */
  readonly forwarding: ChatMessage | null;
  readonly setForwarding: (message: ChatMessage | null) => void;
  readonly cancelForward: () => void;
  /** The loaded pictures, oldest first, and the one the viewer shows (null: closed). */
  readonly pictures: readonly ConversationPicture[];
  readonly viewing: string | null;
  readonly openImage: (message: ChatMessage) => void;
  readonly closeImage: () => void;
  /** Back where the user came from, or home for a page opened by its address (Escape). */
  readonly leave: () => void;
}

/**
 * What a conversation page (a private chat, a room) keeps besides its history: the reply being
 * written, the forward picker, the picture viewer and the way out. A reply belongs to its
 * conversation (`conversation` names it): another one opened on the same page starts without it.
 */
export function useConversationFrame(
  conversation: string,
  messages: readonly ChatMessage[],
): ConversationFrameState {
  const [reply, setReply] = useState<{ conversation: string; message: ChatMessage } | null>(null);
  const replyTo = reply?.conversation === conversation ? reply.message : null;
  const setReplyTo = useCallback(
    (message: ChatMessage | null) => setReply(message && { conversation, message }),
    [conversation],
  );
  const cancelReply = useCallback(() => setReply(null), []);
  const [forwarding, setForwarding] = useState<ChatMessage | null>(null);
  const cancelForward = useCallback(() => setForwarding(null), []);
  const [viewing, setViewing] = useState<string | null>(null);
  const openImage = useCallback((message: ChatMessage) => setViewing(message.msgId), []);
  const closeImage = useCallback(() => setViewing(null), []);
  const pictures = useMemo(
    () =>
      messages.flatMap((m): ConversationPicture[] =>
        m.kind === 'image' ? [{ msgId: m.msgId, dataUrl: m.dataUrl, timestamp: m.timestamp }] : [],
      ),
    [messages],
  );
  const router = useIonRouter();
  const leave = useCallback(() => {
    if (router.canGoBack()) router.goBack();
    else router.push(HOME_PATH, 'back');
  }, [router]);
  return {
    replyTo,
    setReplyTo,
    cancelReply,
    forwarding,
    setForwarding,
    cancelForward,
    pictures,
    viewing,
    openImage,
    closeImage,
    leave,
  };
}
