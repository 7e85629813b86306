import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCore } from '../../boot/core-context.ts';
import { useToast } from '../../ui/use-toast.ts';

/** Clears every chat record on this device and says how it went, with the spec's texts. */
export function useClearChatRecords(): { busy: boolean; clear: () => Promise<void> } {
  const { t } = useTranslation('settings');
  const { chat } = useCore();
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const clear = useCallback(async () => {
    setBusy(true);
    try {
      await chat.clearAllChats();
      toast(t('clearChats.done'), { color: 'success' });
    } catch (error) {
      console.error('Clearing chat records failed', error);
      toast(t('clearChats.failed'), { color: 'danger' });
    } finally {
      setBusy(false);
    }
  }, [chat, t, toast]);

  return { busy, clear };
}
