import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toAiError } from '@core/ai/ai-error.ts';
import type { PullProgress } from '@core/ai/pull-progress.ts';
import { useCore } from '../../../boot/core-context.ts';
import { useToast } from '../../../ui/use-toast.ts';
import { aiNoticeText, pullStageText } from '../../ai-chat/public.ts';

export interface ModelInstall {
  /** The running install, or the last one's end state. */
  progress: PullProgress | null;
  running: boolean;
  start: (name: string) => void;
  cancel: () => void;
}

/**
 * Installs a vision model with the AI settings' pull (one at a time, real progress, cancel);
 * `onInstalled` gets the name once it is there.
 */
export function useModelInstall(onInstalled: (name: string) => void): ModelInstall {
  const { ai } = useCore();
  const { t } = useTranslation('vision');
  const { t: tAi } = useTranslation('ai');
  const toast = useToast();
  const [progress, setProgress] = useState<PullProgress | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(
    () =>
      ai.models.subscribe((next) => {
        setRunning(next !== null);
        if (next) setProgress(next);
      }),
    [ai],
  );

  const start = useCallback(
    (name: string) => {
      let handle;
      try {
        handle = ai.models.pull(name);
      } catch (error) {
        toast(aiNoticeText(tAi, toAiError(error).code), { color: 'warning' });
        return;
      }
      void handle.done.then(
        (result) => {
          if (result.ok) {
            toast(t('settings.installDone', { model: name }), { color: 'success' });
            onInstalled(name);
          } else if (result.stage === 'cancelled') {
            toast(pullStageText(tAi, result.stage), { color: 'medium' });
          } else {
            toast(
              `${t('settings.installFailed', { model: name })} (${pullStageText(tAi, result.stage)})`,
              {
                color: 'danger',
              },
            );
          }
        },
        () => toast(t('settings.installError'), { color: 'danger' }),
      );
    },
    [ai, onInstalled, t, tAi, toast],
  );

  const cancel = useCallback(() => ai.models.cancelPull(), [ai]);
  return { progress, running, start, cancel };
}
