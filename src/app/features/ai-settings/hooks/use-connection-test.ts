import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionTest } from '@core/ai/ai-client.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useAction } from '../../../ui/use-action.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { useModelList } from '../../ai-chat/public.ts';

/** The API URL card's connection test: version and model count, or what went wrong. */
export function useConnectionTest() {
  const { ai } = useCore();
  const { t } = useTranslation('ai');
  const toast = useToast();
  const { refresh } = useModelList();
  const [result, setResult] = useState<ConnectionTest | null>(null);
  const { run, busy } = useAction(() => ai.client().testConnection(), {
    what: 'testing the connection',
  });

  const test = useCallback(async () => {
    const outcome = await run();
    if (!outcome) return;
    setResult(outcome);
    toast(t(outcome.ok ? 'settingsText.connectionOk' : 'settingsText.connectionFailed'), {
      color: outcome.ok ? 'success' : 'danger',
    });
    if (outcome.ok) void refresh();
  }, [run, refresh, t, toast]);

  return { test, busy, result };
}
