import { useCallback } from 'react';
import { useCore } from '../../../boot/core-context.ts';
import { useAiServiceDraft, type AiServiceDraft } from './use-ai-service-draft.ts';
import { useChatSettings } from './use-chat-settings.ts';

/** The model server's address: saved with the spec's toasts, then its model list is fetched. */
export function useApiUrl(): AiServiceDraft {
  const { ai } = useCore();
  const commit = useCallback((url: string) => ai.settings.setApiUrl(url), [ai]);
  return useAiServiceDraft(useChatSettings().apiUrl, commit);
}
