import type { ActionSheetButton } from '@ionic/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIonActionSheet } from '../../../ui/ionic/use-ion-action-sheet.ts';
import { ChatError, type ChatMessage } from '../../../../core/chat/chat-types.ts';
import { useCore } from '../../../core/core-context.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { useChatErrorText } from './use-chat-error-text.ts';

export interface MessageActions {
  /** The long-press menu: reply, forward, copy the text, retry a failed message, retract my own. */
  readonly openMenu: (message: ChatMessage) => void;
  readonly retry: (message: ChatMessage) => void;
  /** Sends a copy of `message` to `friend`; resolves to whether it was stored (and queued). */
  readonly forward: (
    message: ChatMessage,
    friend: { pub: string; name: string },
  ) => Promise<boolean>;
}

interface MenuChoices {
  /** Reply was chosen: the page quotes the message over the composer. */
  readonly onReply: (message: ChatMessage) => void;
  /** Forward was chosen: the page asks which friend to send it to. */
  readonly onForward: (message: ChatMessage) => void;
}

/** What can be done with one message on the chat page. */
export function useMessageActions({ onReply, onForward }: MenuChoices): MessageActions {
  const { chat } = useCore();
  const { t } = useTranslation('chat');
  const [present] = useIonActionSheet();
  const toast = useToast();
  const errorText = useChatErrorText();

  const attempt = useCallback(
    (action: () => Promise<void>, failed: string) => {
      action().catch((error: unknown) => {
        if (!(error instanceof ChatError)) console.error(failed, error);
        toast(errorText(error), { color: 'danger' });
      });
    },
    [toast, errorText],
  );

  const retry = useCallback(
    (message: ChatMessage) => attempt(() => chat.retry(message.msgId), 'retry failed'),
    [chat, attempt],
  );

  const openMenu = useCallback(
    (message: ChatMessage) => {
      const buttons: ActionSheetButton[] = [
        { text: t('menu.reply'), handler: () => onReply(message) },
      ];
      // A file can be passed on only once all of it is here.
      if (message.kind !== 'file' || message.file.complete) {
        buttons.push({ text: t('menu.forward'), handler: () => onForward(message) });
      }
      if (message.kind === 'text') {
        buttons.push({
          text: t('menu.copy'),
          handler: () => {
            navigator.clipboard.writeText(message.text).then(
              () => toast(t('menu.copied'), { color: 'success', duration: 1_500 }),
              () => toast(t('menu.copyFailed'), { color: 'danger' }),
            );
          },
        });
      }
      if (message.mine && message.status === 'failed') {
        buttons.push({
          text: t('status.retry'),
          handler: () => retry(message),
        });
      }
      if (message.mine) {
        buttons.push({
          text: t('menu.retract'),
          role: 'destructive',
          handler: () => attempt(() => chat.retract(message.msgId), 'retract failed'),
        });
      }
      buttons.push({ text: t('menu.cancel'), role: 'cancel' });
      void present({ header: t('menu.title'), buttons });
    },
    [chat, t, present, toast, attempt, retry, onReply, onForward],
  );

  const forward = useCallback(
    async (message: ChatMessage, friend: { pub: string; name: string }) => {
      try {
        await chat.forward(message, friend.pub);
        toast(t('forward.done', { name: friend.name }), { color: 'success', duration: 1_500 });
        return true;
      } catch (error) {
        if (!(error instanceof ChatError)) console.error('forwarding failed', error);
        toast(error instanceof ChatError ? errorText(error) : t('forward.failed'), {
          color: 'danger',
        });
        return false;
      }
    },
    [chat, t, toast, errorText],
  );

  return useMemo(() => ({ openMenu, retry, forward }), [openMenu, retry, forward]);
}
