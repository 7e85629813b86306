import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { exportFileName } from '@core/ai/conversation-export.ts';
import { ConversationError } from '@core/ai/conversation-service.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { aiNoticeText } from '../lib/ai-notice-text.ts';
import { downloadTextFile } from '../../../ui/download-file.ts';
import { useChatSession } from './use-chat-session.ts';

/** Opens a conversation from the history. */
export function useOpenConversation(): (id: string) => Promise<void> {
  const session = useChatSession();
  const { t } = useTranslation('ai');
  const toast = useToast();
  return useCallback(
    async (id) => {
      const result = await session.open(id);
      if (!result.ok) toast(aiNoticeText(t, result.error), { color: 'danger' });
    },
    [session, t, toast],
  );
}

/** An empty chat; the next message starts a new conversation. */
export function useNewChat(): () => Promise<void> {
  const session = useChatSession();
  return useCallback(() => session.newChat(), [session]);
}

/** Deletes one or several conversations; resolves whether it worked. */
export function useDeleteConversations(): (ids: readonly string[]) => Promise<boolean> {
  const session = useChatSession();
  const { t } = useTranslation('ai');
  const toast = useToast();
  return useCallback(
    async (ids) => {
      const result = await session.deleteConversations(ids);
      if (!result.ok) toast(aiNoticeText(t, result.error), { color: 'danger' });
      return result.ok;
    },
    [session, t, toast],
  );
}

/** Downloads a conversation as a Markdown file. */
export function useExportConversation(): (id: string) => Promise<void> {
  const { ai } = useCore();
  const { t } = useTranslation('ai');
  const toast = useToast();
  return useCallback(
    async (id) => {
      try {
        const conversation = await ai.conversations.get(id);
        const markdown = await ai.conversations.exportMarkdown(id);
        if (!conversation) return;
        downloadTextFile(exportFileName(conversation), markdown, 'text/markdown;charset=utf-8');
      } catch (error) {
        const message =
          error instanceof ConversationError
            ? aiNoticeText(t, error.code)
            : t('history.exportFailed');
        toast(message, { color: 'danger' });
      }
    },
    [ai, t, toast],
  );
}
