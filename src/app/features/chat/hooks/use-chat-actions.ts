import type { ActionSheetButton } from '@ionic/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIonActionSheet } from '../../../ui/ionic/use-ion-action-sheet.ts';
import type { ChatPreview } from '@core/chat/chat-types.ts';
import { ok } from '@core/util/result.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useAction } from '../../../ui/use-action.ts';
import { useConfirm } from '../../../ui/use-feedback.ts';
import { useLeaveRoom } from '../../rooms/public.ts';

interface ChatToDelete {
  readonly pub: string;
  readonly name: string;
  /** A room is deleted by leaving it; absent: a private chat. */
  readonly kind?: ChatPreview['kind'];
}

export interface ChatActions {
  /** Asks "Sure?" first; resolves to whether the chat was deleted (a room: left). */
  readonly deleteChat: (chat: ChatToDelete) => Promise<boolean>;
  readonly hide: (pub: string) => Promise<void>;
  readonly pin: (pub: string) => Promise<void>;
  readonly unpin: (pub: string) => Promise<void>;
  /** The same actions as a menu (right-click or the context-menu key on a row). */
  readonly openMenu: (chat: ChatPreview) => void;
}

/** The chat list's row actions (and the chat page's Delete chat), with the spec's texts. */
export function useChatActions(): ChatActions {
  const { chat } = useCore();
  const { t } = useTranslation('chat');
  const confirm = useConfirm();
  const [present] = useIonActionSheet();
  const deleteRoom = useLeaveRoom('delete');
  const { run: remove } = useAction(
    async (pub: string, name: string) => {
      const deleted = await chat.deleteChat(pub);
      return deleted.ok ? ok(name) : deleted;
    },
    {
      what: 'deleting a chat',
      successText: (name) => t('deleteChat.done', { name }),
      failureText: t('deleteChat.failed'),
    },
  );
  const { run: updateNow } = useAction(
    (action: (pub: string) => Promise<unknown>, pub: string) => action(pub),
    {
      what: 'updating a chat',
      successText: t('list.updated'),
      failureText: t('list.updateFailed'),
    },
  );

  const deleteChat = useCallback(
    async ({ pub, name, kind }: ChatToDelete) => {
      if (kind === 'room') return deleteRoom({ pub, name });
      const sure = await confirm({
        header: t('deleteChat.header'),
        message: t('deleteChat.message'),
        confirmText: t('deleteChat.confirm'),
      });
      if (!sure) return false;
      return (await remove(pub, name)) !== undefined;
    },
    [confirm, remove, deleteRoom, t],
  );

  const update = useCallback(
    (action: (pub: string) => Promise<unknown>) => async (pub: string) => {
      await updateNow(action, pub);
    },
    [updateNow],
  );

  return useMemo(() => {
    const hide = update(chat.hide);
    const pin = update(chat.pin);
    const unpin = update(chat.unpin);
    const openMenu = ({ pub, name, pinned, kind }: ChatPreview) => {
      const buttons: ActionSheetButton[] = pinned
        ? [{ text: t('list.unpin'), handler: () => void unpin(pub) }]
        : [{ text: t('list.pin'), handler: () => void pin(pub) }];
      // Only private chats can be hidden.
      if (!pinned && kind === 'private')
        buttons.push({ text: t('list.hide'), handler: () => void hide(pub) });
      buttons.push(
        {
          text: t('list.delete'),
          role: 'destructive',
          handler: () => void deleteChat({ pub, name, kind }),
        },
        { text: t('list.cancel'), role: 'cancel' },
      );
      void present({ header: name, buttons });
    };
    return { deleteChat, hide, pin, unpin, openMenu };
  }, [chat, deleteChat, update, present, t]);
}
