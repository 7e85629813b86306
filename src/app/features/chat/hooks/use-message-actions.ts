import type { ActionSheetButton } from '@ionic/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIonActionSheet } from '../../../ui/ionic/use-ion-action-sheet.ts';
import type { ChatMessage } from '@core/chat/chat-types.ts';
import type { Result } from '@core/util/result.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useAction } from '../../../ui/use-action.ts';
import { useCopyText } from '../../../ui/use-copy-text.ts';
import { useRefusalText } from '../../../ui/use-refusal-text.ts';
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

export interface MenuChoices {
  /** Reply was chosen: the page quotes the message over the composer. */
  readonly onReply: (message: ChatMessage) => void;
  /** Forward was chosen: the page asks which friend to send it to. */
  readonly onForward: (message: ChatMessage) => void;
}

/** What the menu does in one kind of conversation (a private chat, a room). */
export interface Conversation {
  /** Sends a failed message of mine again, or says why not (the core's code). */
  readonly retry: (message: ChatMessage) => Promise<Result<void, string>>;
  /** Takes back a message of mine, here and on every device that has it, or says why not. */
  readonly retract: (message: ChatMessage) => Promise<Result<void, string>>;
  /** The conversation's refusal code as a text; anything else (a throw) as a failed send. */
  readonly errorText: (failure: unknown) => string;
  /** Says a failure to the user. */
  readonly showError: (text: string) => void;
}

/** What can be done with one message on a conversation's page. */
export function useMessageActions(
  { onReply, onForward }: MenuChoices,
  conversation: Conversation,
): MessageActions {
  const { chat } = useCore();
  const { t } = useTranslation('chat');
  const [present] = useIonActionSheet();
  const toast = useToast();
  const copyText = useCopyText();
  const refusalText = useRefusalText();
  const { errorText, showError } = conversation;
  const onFailure = (failure: unknown) => showError(errorText(failure));

  const { run: retryNow } = useAction(conversation.retry, {
    what: 'retrying a message',
    onFailure,
  });
  const { run: retract } = useAction(conversation.retract, {
    what: 'retracting a message',
    onFailure,
  });
  const retry = useCallback((message: ChatMessage) => void retryNow(message), [retryNow]);

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
          handler: () =>
            void copyText(message.text, {
              copied: t('menu.copied'),
              failed: t('menu.copyFailed'),
              duration: 1_500,
            }),
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
          handler: () => void retract(message),
        });
      }
      buttons.push({ text: t('menu.cancel'), role: 'cancel' });
      void present({ header: t('menu.title'), buttons });
    },
    [t, present, copyText, retry, retract, onReply, onForward],
  );

  // A copy always goes into a private chat: its refusals are the chat's.
  const { run: forwardNow } = useAction(
    (message: ChatMessage, friend: { pub: string }) => chat.forward(message, friend.pub),
    {
      what: 'forwarding a message',
      failureText: (failure) => refusalText('chat', failure, t('forward.failed')),
    },
  );
  const forward = useCallback(
    async (message: ChatMessage, friend: { pub: string; name: string }) => {
      if (!(await forwardNow(message, friend))) return false;
      toast(t('forward.done', { name: friend.name }), { color: 'success', duration: 1_500 });
      return true;
    },
    [forwardNow, t, toast],
  );

  return useMemo(() => ({ openMenu, retry, forward }), [openMenu, retry, forward]);
}

/** The menu of a private chat's messages. */
export function useChatMessageActions(choices: MenuChoices): MessageActions {
  const { chat } = useCore();
  const toast = useToast();
  const chatErrorText = useChatErrorText();
  const conversation = useMemo<Conversation>(
    () => ({
      retry: (message) => chat.retry(message.msgId),
      retract: (message) => chat.retract(message.msgId),
      errorText: chatErrorText,
      showError: (text) => toast(text, { color: 'danger' }),
    }),
    [chat, chatErrorText, toast],
  );
  return useMessageActions(choices, conversation);
}
