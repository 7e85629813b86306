import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../ui/use-toast.ts';
import type { ServiceChange } from '@core/ai/chat-settings.ts';
import { aiNoticeText } from '../lib/ai-notice-text.ts';
import { useModelList } from './use-model-list.ts';

export interface AiServiceDraft {
  draft: string;
  setDraft: (text: string) => void;
  saving: boolean;
  /** Saves the draft (with the spec's success or error toast) and fetches the model list. */
  save: () => Promise<boolean>;
}

/** An edited field of where the AI chat talks to (an address, a token), saved through `commit`. */
export function useAiServiceDraft(
  saved: string,
  commit: (draft: string) => Promise<ServiceChange>,
): AiServiceDraft {
  const { t } = useTranslation('ai');
  const toast = useToast();
  const { refresh } = useModelList();
  const [edited, setEdited] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const draft = edited ?? saved;
  const save = useCallback(async () => {
    setSaving(true);
    const result = await commit(draft);
    setSaving(false);
    toast(aiNoticeText(t, result.notice), { color: result.ok ? 'success' : 'danger' });
    if (!result.ok) return false;
    setEdited(null);
    // A failure shows as the connection banner and toast of the screens that list models.
    void refresh();
    return true;
  }, [commit, draft, refresh, t, toast]);

  return { draft, setDraft: setEdited, saving, save };
}
