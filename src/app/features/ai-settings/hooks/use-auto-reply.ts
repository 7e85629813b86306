import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { AutoReplyConfig, AutoReplyService } from '@core/ai/auto-reply.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { aiNoticeText } from '../../ai-chat/public.ts';

export type AutoReplyPatch = Parameters<AutoReplyService['save']>[0];

/** The auto-reply config, live, and a save that shows the spec's failure toast. */
export function useAutoReply(): {
  config: AutoReplyConfig;
  save: (patch: AutoReplyPatch) => Promise<boolean>;
} {
  const { ai } = useCore();
  const { t } = useTranslation('ai');
  const toast = useToast();
  const config = useSyncExternalStore(
    (notify) => ai.autoReply.subscribe(notify),
    () => ai.autoReply.config,
  );
  const save = useCallback(
    async (patch: AutoReplyPatch) => {
      const result = await ai.autoReply.save(patch);
      if (!result.ok) toast(aiNoticeText(t, result.error), { color: 'danger' });
      return result.ok;
    },
    [ai, t, toast],
  );
  return { config, save };
}
