import { useCallback } from 'react';
import { ChatError } from '../../../../core/chat/chat-types.ts';
import type { OutgoingContent } from '../../../../core/conversations/message-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { useChatErrorText } from './use-chat-error-text.ts';
import { useMessageSender, type MessageSender } from './use-message-sender.ts';

const isChatError = (error: unknown) => error instanceof ChatError;

/** Sends to one friend: text, pictures, files and voice; failures as toasts. */
export function useSendMessage(peer: string, afterSend: () => void): MessageSender {
  const { chat } = useCore();
  const toast = useToast();
  const errorText = useChatErrorText();
  const deliver = useCallback((content: OutgoingContent) => chat.send(peer, content), [chat, peer]);
  const showError = useCallback((text: string) => toast(text, { color: 'danger' }), [toast]);
  return useMessageSender({
    deliver,
    errorText,
    isRefusal: isChatError,
    showError,
    files: true,
    afterSend,
  });
}
