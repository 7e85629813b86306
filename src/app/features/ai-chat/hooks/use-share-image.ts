import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatImage } from '@core/ai/conversation-types.ts';
import type { ChatMessage } from '@core/chat/chat-types.ts';
import { base64ToBytes } from '@core/crypto/base64.ts';
import { useCore } from '../../../boot/core-context.ts';
import { compressImage } from '../../../ui/compress-image.ts';
import { useAction } from '../../../ui/use-action.ts';
import { useRefusalText } from '../../../ui/use-refusal-text.ts';
import { useToast } from '../../../ui/use-toast.ts';

/**
 * A picture of the AI chat as the private chat's picture message, for its forward picker: it is
 * sent as a copy, never stored as it is here.
 */
const pictureMessage = (dataUrl: string): ChatMessage => ({
  kind: 'image',
  dataUrl,
  msgId: '',
  chatId: '',
  peer: '',
  sender: '',
  mine: true,
  timestamp: Date.now(),
  status: 'pending',
  error: null,
});

export interface ShareImage {
  /** The picture on its way to a friend, while the forward picker asks which one. */
  forwarding: ChatMessage | null;
  /** Shrinks the picture to the chat's size and opens the picker. */
  choose: (image: ChatImage) => void;
  /** Sends it into the friend's chat as a picture message. */
  send: (message: ChatMessage, friend: { pub: string; name: string }) => void;
  cancel: () => void;
}

/** Sends a picture of the AI chat to a friend, compressed as the chat compresses pictures. */
export function useShareImage(): ShareImage {
  const { chat } = useCore();
  const { t } = useTranslation('ai');
  const refusalText = useRefusalText();
  const toast = useToast();
  const [forwarding, setForwarding] = useState<ChatMessage | null>(null);
  const { run: prepare } = useAction(
    async (image: ChatImage) => {
      const picture = new Blob([base64ToBytes(image.base64)], { type: image.mimeType });
      setForwarding(pictureMessage(await compressImage(picture)));
    },
    { what: 'preparing an AI picture for a friend', failureText: t('share.failed') },
  );
  const { run: forward } = useAction(
    (message: ChatMessage, friend: { pub: string; name: string }) =>
      chat.forward(message, friend.pub),
    {
      what: 'sending an AI picture to a friend',
      failureText: (failure) => refusalText('chat', failure, t('share.failed')),
    },
  );
  return {
    forwarding,
    choose: useCallback((image: ChatImage) => void prepare(image), [prepare]),
    send: useCallback(
      (message: ChatMessage, friend: { pub: string; name: string }) => {
        setForwarding(null);
        void forward(message, friend).then((sent) => {
          if (sent) toast(t('share.sent', { name: friend.name }), { color: 'success' });
        });
      },
      [forward, t, toast],
    ),
    cancel: useCallback(() => setForwarding(null), []),
  };
}
