import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../../core/core-context.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { translateAiText } from '../lib/ai-text.ts';
import { useChatSettings } from './use-chat-settings.ts';
import { useModelList } from './use-model-list.ts';

export interface ApiUrlEditor {
  draft: string;
  setDraft: (text: string) => void;
  saving: boolean;
  /** Saves the address (the spec's success or error toast) and fetches its model list. */
  save: () => Promise<boolean>;
}

export function useApiUrl(): ApiUrlEditor {
  const { ai } = useCore();
  const { t } = useTranslation('ai');
  const toast = useToast();
  const saved = useChatSettings().apiUrl;
  const { refresh } = useModelList();
  const [edited, setEdited] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const draft = edited ?? saved;
  const save = useCallback(async () => {
    setSaving(true);
    const result = await ai.settings.setApiUrl(draft);
    setSaving(false);
    toast(translateAiText(t, result.message), { color: result.ok ? 'success' : 'danger' });
    if (!result.ok) return false;
    setEdited(null);
    // A failure shows as the connection banner and toast of the screens that list models.
    void refresh();
    return true;
  }, [ai, draft, refresh, t, toast]);

  return { draft, setDraft: setEdited, saving, save };
}
