import { useCallback } from 'react';
import type { OutgoingContent } from '@core/conversations/message-types.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { useChatErrorText } from './use-chat-error-text.ts';
import { useMessageSender, type MessageSender } from './use-message-sender.ts';

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
    showError,
    files: true,
    afterSend,
  });
}
