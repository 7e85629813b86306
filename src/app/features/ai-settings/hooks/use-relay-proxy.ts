import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../../core/core-context.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { useChatSettings } from '../../ai-chat/hooks/use-chat-settings.ts';
import { useModelList } from '../../ai-chat/hooks/use-model-list.ts';
import { translateAiText } from '../../ai-chat/lib/ai-text.ts';

/** The AI proxy of the relay that serves this page. */
export const relayAiUrl = (): string => new URL('/ai', window.location.origin).href;

export interface RelayProxyEditor {
  /** Where requests will go. */
  address: string;
  token: string;
  setToken: (text: string) => void;
  saving: boolean;
  /** Chooses the relay's proxy with the token (stored on this device only) and lists its models. */
  save: () => Promise<boolean>;
}

export function useRelayProxy(): RelayProxyEditor {
  const { ai } = useCore();
  const { t } = useTranslation('ai');
  const toast = useToast();
  const saved = useChatSettings().apiToken;
  const { refresh } = useModelList();
  const [edited, setEdited] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const address = relayAiUrl();

  const token = edited ?? saved;
  const save = useCallback(async () => {
    setSaving(true);
    const result = await ai.settings.setRelayProxy(address, token);
    setSaving(false);
    toast(translateAiText(t, result.message), { color: result.ok ? 'success' : 'danger' });
    if (!result.ok) return false;
    setEdited(null);
    void refresh();
    return true;
  }, [ai, address, token, refresh, t, toast]);

  return { address, token, setToken: setEdited, saving, save };
}
