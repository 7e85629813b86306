import { useTranslation } from 'react-i18next';
import { useCore } from '../../boot/core-context.ts';
import { useAction } from '../../ui/use-action.ts';

/** Clears every chat record on this device and says how it went, with the spec's texts. */
export function useClearChatRecords(): { busy: boolean; clear: () => Promise<void> } {
  const { t } = useTranslation('settings');
  const { chat } = useCore();
  const { run, busy } = useAction(() => chat.clearAllChats(), {
    what: 'clearing chat records',
    successText: t('clearChats.done'),
    failureText: t('clearChats.failed'),
  });
  return { busy, clear: run };
}
