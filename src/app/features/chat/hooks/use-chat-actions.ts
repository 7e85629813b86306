import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../../core/core-context.ts';
import { useConfirm, useFeedback } from '../../contacts/hooks/use-feedback.ts';

export interface ChatActions {
  /** Asks "Sure?" first; resolves to whether the chat was deleted. */
  readonly deleteChat: (chat: { pub: string; name: string }) => Promise<boolean>;
  readonly hide: (pub: string) => Promise<void>;
  readonly pin: (pub: string) => Promise<void>;
  readonly unpin: (pub: string) => Promise<void>;
}

/** The chat list's swipe actions (and the chat page's Delete chat), with the spec's texts. */
export function useChatActions(): ChatActions {
  const { chat } = useCore();
  const { t } = useTranslation('chat');
  const confirm = useConfirm();
  const feedback = useFeedback();

  const deleteChat = useCallback(
    async ({ pub, name }: { pub: string; name: string }) => {
      const sure = await confirm({
        header: t('deleteChat.header'),
        message: t('deleteChat.message'),
        confirmText: t('deleteChat.confirm'),
      });
      if (!sure) return false;
      try {
        await chat.deleteChat(pub);
        feedback.success(t('deleteChat.done', { name }));
        return true;
      } catch (error) {
        console.error('deleting a chat failed', error);
        feedback.error(t('deleteChat.failed'));
        return false;
      }
    },
    [chat, confirm, feedback, t],
  );

  const update = useCallback(
    (action: (pub: string) => Promise<unknown>) => async (pub: string) => {
      try {
        await action(pub);
        feedback.success(t('list.updated'));
      } catch (error) {
        console.error('updating a chat failed', error);
        feedback.error(t('list.updateFailed'));
      }
    },
    [feedback, t],
  );

  return useMemo(
    () => ({
      deleteChat,
      hide: update(chat.hide),
      pin: update(chat.pin),
      unpin: update(chat.unpin),
    }),
    [chat, deleteChat, update],
  );
}
