import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatNotice } from '@core/ai/ai-notices.ts';
import type { SendResult } from '@core/ai/chat-session.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { aiNoticeText } from '../lib/ai-notice-text.ts';
import { useChatSession } from './use-chat-session.ts';
import { useDraftStore } from './use-composer-draft.ts';

/** Shows what a send, regenerate or resend came to: the spec's warning or failure toast. */
export function useReportSendResult(): (result: SendResult) => void {
  const { t } = useTranslation('ai');
  const toast = useToast();
  return useCallback(
    (result) => {
      if (result.status === 'warning') {
        toast(aiNoticeText(t, result.notice), { color: 'warning' });
      } else if (result.status === 'failed') {
        toast(aiNoticeText(t, result.error), { color: 'danger' });
      }
    },
    [t, toast],
  );
}

/**
 * Sends the draft: blank drafts are ignored, without a model the spec's warning shows and the
 * draft stays; otherwise the input empties at once and the reply streams in.
 */
export function useSendMessage(): () => void {
  const { ai } = useCore();
  const session = useChatSession();
  const drafts = useDraftStore();
  const report = useReportSendResult();
  return useCallback(() => {
    const { text, images } = drafts.draft;
    if ((!text.trim() && images.length === 0) || session.getState().phase !== 'idle') return;
    if (!ai.settings.current.selectedModel.trim()) {
      report({ status: 'warning', notice: ChatNotice.selectModel });
      return;
    }
    const taken = drafts.take();
    void session.send({ text: taken.text, images: taken.images }).then((result) => {
      // Nothing was stored: give the user their text back.
      if (result.status === 'warning' || result.status === 'ignored') drafts.restore(taken);
      report(result);
    });
  }, [ai, session, drafts, report]);
}
